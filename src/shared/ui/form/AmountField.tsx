import type { ChangeEvent, ReactNode } from 'react';
import { Form } from 'antd';
import { hasTooManyDecimals } from '@contract/rules';
import { NairaInput } from './NairaInput';
import { useFormItem } from './useFormItem';

interface AmountFieldProps {
  name: string;
  label?: ReactNode;
  extra?: ReactNode;
}

/**
 * A naira amount in a Formik form: the text as typed is the value (the form's schema reads it with
 * contract/rules/amount.ts, so what is typed is what is sent). A third decimal shows the form's
 * message at once instead of waiting for the field to be left.
 */
export function AmountField({ name, label = 'Amount', extra }: AmountFieldProps) {
  const { field, helpers, item, control } = useFormItem<string | number>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    void helpers.setValue(text);
    if (hasTooManyDecimals(text)) void helpers.setTouched(true, false);
  };
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} {...item}>
      <NairaInput
        id={name}
        name={name}
        value={String(field.value ?? '')}
        onChange={onChange}
        onBlur={field.onBlur}
        {...control}
      />
    </Form.Item>
  );
}
