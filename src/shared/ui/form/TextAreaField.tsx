import type { ChangeEvent, ReactNode } from 'react';
import { Form, Input, type GetProps } from 'antd';
import { useFormItem } from './useFormItem';

type TextAreaProps = GetProps<typeof Input.TextArea>;

interface TextAreaFieldProps extends Omit<
  TextAreaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'prefix'
> {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  required?: boolean;
  /** rewrites the text before it is stored (e.g. cut pasted text to a limit) */
  normalize?: (value: string) => string;
}

/** A multi-line text field in an antd Form.Item, driven by the enclosing Formik form. */
export function TextAreaField({
  name,
  label,
  extra,
  required,
  normalize,
  ...textarea
}: TextAreaFieldProps) {
  const { field, helpers, item, control } = useFormItem<string>(name);
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.target.value;
    void helpers.setValue(normalize ? normalize(text) : text);
  };
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} required={required} {...item}>
      <Input.TextArea
        id={name}
        name={field.name}
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={field.onBlur}
        {...control}
        {...textarea}
      />
    </Form.Item>
  );
}
