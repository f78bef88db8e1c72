import type { SubmitButtonProps } from './SubmitButton';
import { BUSY_LABELS } from '../../config/constants';
import styles from './plain-form.module.css';

/** SubmitButton without antd (see PlainForm): full width, primary, large, with its busy label. */
export function PlainSubmitButton({
  children,
  busy,
  busyLabel = BUSY_LABELS.processing,
  disabled = false,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
