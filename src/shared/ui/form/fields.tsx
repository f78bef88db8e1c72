import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import type { InputProps } from 'antd';
import { useFormItem } from './useFormItem';
import styles from './fields.module.css';

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
  const { field, item, control } = useFormItem(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Input id={name} {...field} value={field.value ?? ''} {...control} {...input} />
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
  const { field, item, control } = useFormItem(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Input.Password
        id={name}
        className={styles.password}
        {...field}
        value={field.value ?? ''}
        {...control}
        {...input}
      />
    </Form.Item>
  );
}

interface SelectFieldProps extends BaseProps {
  options: { value: string; label: ReactNode; disabled?: boolean }[];
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  extra,
  required,
  options,
  placeholder,
  disabled,
}: SelectFieldProps) {
  const { field, helpers, item, control } = useFormItem<string>(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Select
        id={name}
        value={field.value || undefined}
        placeholder={placeholder}
        options={options}
        disabled={disabled}
        // a long choice (a plan and its price) wraps in the list instead of losing its end
        classNames={{ popup: { listItem: styles.wrappingOption } }}
        {...control}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}
