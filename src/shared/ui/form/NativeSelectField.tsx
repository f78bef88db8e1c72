import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useFormItem } from './useFormItem';
import styles from './native-select.module.css';

interface NativeSelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** the first, empty choice shown until one is picked */
  placeholder?: string;
  extra?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A native `<select>` in an antd Form.Item, styled like antd's inputs. For short fixed lists it
 * replaces antd's Select (~100 KB of list, virtual-scroll and popup code), and phones show their
 * own picker.
 */
export function NativeSelectField({
  name,
  label,
  options,
  placeholder,
  extra,
  required,
  disabled,
}: NativeSelectFieldProps) {
  const { field, item, control } = useFormItem<string>(name);
  const value = field.value ?? '';
  const className = value ? styles.select : `${styles.select} ${styles.empty}`;
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <select
        id={name}
        className={className}
        {...field}
        value={value}
        disabled={disabled}
        {...control}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Form.Item>
  );
}
