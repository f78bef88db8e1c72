import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import type { InputProps } from 'antd';
import { useFormItem } from './useFormItem';

interface BaseProps {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  required?: boolean;
}

export function TextField({
  name,
  label,
  extra,
  required,
  ...input
}: BaseProps & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { field, item } = useFormItem(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Input id={name} {...field} value={field.value ?? ''} {...input} />
    </Form.Item>
  );
}

export function PasswordField({
  name,
  label,
  extra,
  required,
  ...input
}: BaseProps & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { field, item } = useFormItem(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Input.Password id={name} {...field} value={field.value ?? ''} {...input} />
    </Form.Item>
  );
}

interface SelectFieldProps extends BaseProps {
  options: { value: string; label: ReactNode }[];
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({ name, label, extra, required, options, placeholder, disabled }: SelectFieldProps) {
  const { field, helpers, item } = useFormItem<string>(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Select
        id={name}
        value={field.value || undefined}
        placeholder={placeholder}
        options={options}
        disabled={disabled}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}
