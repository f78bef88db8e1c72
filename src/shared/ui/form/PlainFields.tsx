import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { NativeSelectFieldProps } from './NativeSelectField';
import { NativeSelect } from './NativeSelect';
import { useFormItem } from './useFormItem';
import styles from './plain-form.module.css';

interface FrameProps {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  required?: boolean;
}

type InputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'type'>;

/** Label, control, message and hint of one field, laid out like antd's vertical Form.Item. */
function FieldFrame({
  name,
  label,
  extra,
  required,
  error,
  helpId,
  children,
}: FrameProps & { error?: string; helpId: string; children: ReactNode }) {
  return (
    <div className={error ? `${styles.item} ${styles.invalid}` : styles.item}>
      <label
        htmlFor={name}
        className={required ? `${styles.label} ${styles.required}` : styles.label}
      >
        {label}
      </label>
      {children}
      {error && (
        <div id={helpId} role="alert" className={styles.help}>
          {error}
        </div>
      )}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}

export function PlainTextField({
  name,
  label,
  extra,
  required,
  type = 'text',
  ...input
}: InputProps & { type?: 'text' | 'email' | 'tel' }) {
  const { field, error, helpId, control } = useFormItem(name);
  return (
    <FieldFrame {...{ name, label, extra, required, error, helpId }}>
      <input
        id={name}
        type={type}
        className={styles.input}
        {...field}
        value={field.value ?? ''}
        {...control}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password input with the show/hide toggle. */
export function PlainPasswordField({ name, label, extra, required, ...input }: InputProps) {
  const { field, error, helpId, control } = useFormItem(name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ name, label, extra, required, error, helpId }}>
      <span className={styles.affixWrapper}>
        <input
          id={name}
          type={visible ? 'text' : 'password'}
          className={styles.affixInput}
          {...field}
          value={field.value ?? ''}
          {...control}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={name}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {!visible && <path d="M4 20 20 4" />}
          </svg>
        </button>
      </span>
    </FieldFrame>
  );
}

export function PlainSelectField({
  name,
  label,
  extra,
  required,
  ...select
}: NativeSelectFieldProps) {
  const { field, error, helpId, control } = useFormItem<string>(name);
  return (
    <FieldFrame {...{ name, label, extra, required, error, helpId }}>
      <NativeSelect id={name} {...field} value={field.value ?? ''} {...select} {...control} />
    </FieldFrame>
  );
}
