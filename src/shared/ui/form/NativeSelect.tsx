import type { SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> {
  value: string;
  options: readonly { value: string; label: string }[];
  /** the first, empty choice shown until one is picked */
  placeholder?: string;
}

/**
 * A native `<select>` styled like antd's inputs. For short fixed lists it replaces antd's Select
 * (~100 KB of list, virtual-scroll and popup code), and phones show their own picker.
 */
export function NativeSelect({ value, options, placeholder, ...select }: NativeSelectProps) {
  return (
    <select
      {...select}
      value={value}
      className={value ? styles.select : `${styles.select} ${styles.empty}`}
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
  );
}
