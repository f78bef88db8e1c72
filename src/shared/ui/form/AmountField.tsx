import type { ChangeEvent, ReactNode } from 'react';
import { Button, Flex, Form } from 'antd';
import { formatWholeNaira } from '@contract/format';
import { hasTooManyDecimals } from '@contract/rules';
import { NairaInput } from './NairaInput';
import { useFormItem } from './useFormItem';
import styles from './fields.module.css';

interface AmountFieldProps {
  name: string;
  label?: ReactNode;
  extra?: ReactNode;
  /** amounts offered as one tap each under the field (whole naira) */
  quickAmounts?: readonly number[];
  disabled?: boolean;
}

/**
 * A naira amount in a Formik form: the text as typed is the value (the form's schema reads it with
 * contract/rules/amount.ts, so what is typed is what is sent). A third decimal shows the form's
 * message at once instead of waiting for the field to be left. Quick amounts fill the field with
 * one tap; the field stays editable.
 */
export function AmountField({
  name,
  label = 'Amount',
  extra,
  quickAmounts,
  disabled,
}: AmountFieldProps) {
  const { field, helpers, item, control } = useFormItem<string | number>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    void helpers.setValue(text);
    if (hasTooManyDecimals(text)) void helpers.setTouched(true, false);
  };
  const value = String(field.value ?? '');
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} {...item}>
      <NairaInput
        id={name}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        {...control}
      />
      {quickAmounts && quickAmounts.length > 0 && (
        <Flex gap={8} wrap role="group" aria-label="Quick picks" className={styles.quickAmounts}>
          {quickAmounts.map((amount) => (
            <Button
              key={amount}
              size="small"
              disabled={disabled}
              aria-pressed={value === String(amount)}
              className={styles.quickAmount}
              onClick={() => {
                void helpers.setValue(String(amount));
                void helpers.setTouched(true);
              }}
            >
              {formatWholeNaira(amount)}
            </Button>
          ))}
        </Flex>
      )}
    </Form.Item>
  );
}
