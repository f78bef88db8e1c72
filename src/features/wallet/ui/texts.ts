/** The busy label of the wallet forms' buttons (SPEC 4). */
export const PROCESSING = 'Processing...';
