import type { ReactNode } from 'react';
import { Alert, Form, InputNumber, Radio } from 'antd';
import { SubmitButton, TextAreaField, useFormItem } from '@/shared/ui/form';

interface FieldProps {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  disabled?: boolean;
}

/** An amount with up to two decimals: a percent or naira. */
export function DecimalField({
  name,
  label,
  extra,
  disabled,
  prefix,
  suffix,
}: FieldProps & { prefix?: string; suffix?: string }) {
  const { field, helpers, item, control } = useFormItem<number | null>(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} {...item}>
      <InputNumber<number>
        id={name}
        value={field.value}
        // no min or max: a figure out of range stays as typed and the form says what is allowed
        step={0.01}
        disabled={disabled}
        // a disabled field's affixes are drawn too faint to read: support reads the figure alone
        prefix={disabled ? undefined : prefix}
        suffix={disabled ? undefined : suffix}
        style={{ width: '100%', maxWidth: 220 }}
        {...control}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}

/** One choice of a few, each a radio button with its own label. */
export function ChoiceField<V extends string>({
  name,
  label,
  extra,
  disabled,
  options,
}: FieldProps & { options: { value: V; label: string; disabled?: boolean }[] }) {
  const { field, helpers, item, control } = useFormItem<V>(name);
  return (
    <Form.Item label={label} extra={extra} {...item}>
      <Radio.Group
        aria-label={typeof label === 'string' ? label : undefined}
        value={field.value}
        disabled={disabled}
        options={options}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        {...control}
        onChange={(event) => void helpers.setValue(event.target.value as V)}
      />
    </Form.Item>
  );
}

/** An owner's reason, the server's refusal if the last save failed, and the save button. */
export function ReasonAndSave({
  name,
  busy,
  error,
  children,
}: {
  name: string;
  busy: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <TextAreaField name={name} label="Reason" required rows={2} maxLength={500} />
      {error ? (
        <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />
      ) : null}
      <SubmitButton busy={busy}>{children}</SubmitButton>
    </>
  );
}
