import type { ReactNode } from 'react';
import { Form } from 'antd';
import { NativeSelect } from './NativeSelect';
import { useFormItem } from './useFormItem';

export interface NativeSelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** the first, empty choice shown until one is picked */
  placeholder?: string;
  extra?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A native `<select>` (see NativeSelect) in an antd Form.Item. */
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
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <NativeSelect
        id={name}
        {...field}
        value={field.value ?? ''}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        {...control}
      />
    </Form.Item>
  );
}
