import type { ReactNode } from 'react';
import { Button } from 'antd';
import { BUSY_LABELS } from '../../config/constants';

export interface SubmitButtonProps {
  children: ReactNode;
  /** the request is on its way: the button is disabled and shows `busyLabel` */
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
}

/** A form's full-width primary submit button with its loading state. */
export function SubmitButton({
  children,
  busy,
  busyLabel = BUSY_LABELS.processing,
  disabled = false,
}: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" block size="large" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
