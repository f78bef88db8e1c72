import { Input } from 'antd';
import { useId } from 'react';
import styles from './transaction-pin.module.css';

interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the message under the field; the field is marked invalid while there is one */
  error?: string;
  /** digits the field takes: 4 for a PIN, 6 for an e-mailed code */
  length?: number;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A PIN or code: digits only, hidden as typed (a PIN, not a code), the numeric keyboard on phones,
 * labelled for screen readers, with its error read out.
 */
export function PinField({
  label,
  value,
  onChange,
  error,
  length = 4,
  autoFocus,
  disabled,
}: PinFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Input
        id={id}
        type={length === 4 ? 'password' : 'text'}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete={length === 4 ? 'off' : 'one-time-code'}
        maxLength={length}
        value={value}
        autoFocus={autoFocus}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={length === 4 ? styles.pin : styles.code}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      />
      {error && (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
