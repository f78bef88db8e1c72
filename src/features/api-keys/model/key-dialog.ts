/** What a dialog about one of the user's keys (its plan map, its test orders) is opened with. */
export interface KeyDialogProps {
  keyId: number;
  keyName: string;
  onClose: () => void;
}
