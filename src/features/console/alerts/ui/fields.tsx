import type { ReactNode } from 'react';
import { Checkbox, Form, Input, InputNumber, Switch } from 'antd';
import { ALERT_KIND_LABELS, ALERT_KINDS, type AlertKind } from '@contract/constants/alerts';
import { useFormItem } from '@/shared/ui/form';

interface FieldProps {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  disabled?: boolean;
}

/** A whole number, optionally with a unit after it (%, minutes). */
export function NumberField({
  name,
  label,
  extra,
  disabled,
  unit,
}: FieldProps & { unit?: string }) {
  const { field, helpers, item, control } = useFormItem<number | null>(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} {...item}>
      <InputNumber
        id={name}
        value={field.value}
        precision={0}
        disabled={disabled}
        // a disabled field's suffix is drawn too faint to read: support reads the figure alone
        suffix={disabled ? undefined : unit}
        style={{ width: '100%', maxWidth: 220 }}
        {...control}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}

/** A time of day, HH:MM. */
export function TimeField({ name, label, disabled }: FieldProps) {
  const { field, item, control } = useFormItem(name);
  return (
    <Form.Item label={label} htmlFor={name} {...item}>
      <Input id={name} type="time" {...field} disabled={disabled} {...control} />
    </Form.Item>
  );
}

export function SwitchField({ name, label, extra, disabled }: FieldProps) {
  const { field, helpers, item } = useFormItem<boolean>(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} {...item}>
      <Switch
        id={name}
        checked={field.value}
        disabled={disabled}
        onChange={(checked) => void helpers.setValue(checked)}
      />
    </Form.Item>
  );
}

/** A tick per alert kind. */
export function KindsField({ name, label, extra, disabled }: FieldProps) {
  const { field, helpers, item } = useFormItem<AlertKind[]>(name);
  return (
    <Form.Item label={label} extra={extra} {...item}>
      <Checkbox.Group
        aria-label={typeof label === 'string' ? label : undefined}
        value={field.value}
        disabled={disabled}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        options={ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT_KIND_LABELS[kind] }))}
        onChange={(kinds) => void helpers.setValue(kinds)}
      />
    </Form.Item>
  );
}
