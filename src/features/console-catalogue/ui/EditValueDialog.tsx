import { useState } from 'react';
import { Alert, Checkbox, Input, InputNumber, Modal, Space, Typography } from 'antd';

export interface EditValue {
  value: number;
  lossLeader: boolean;
  reason: string;
}

interface Props {
  /** e.g. "Reseller price of MTN SME 500MB - 30 Days" */
  title: string;
  unit: 'naira' | 'percent';
  initial: number | null;
  /** offer "Sell at a loss" (a price or discount the provider's cost may refuse) */
  lossLeader?: boolean;
  /** a line under the field, e.g. the provider's cost */
  hint?: string;
  /** resolves to an error message to show, or undefined when saved */
  onSave(edit: EditValue): Promise<string | undefined>;
  onClose(): void;
}

/** One value of the catalogue changed, with an optional reason kept in the audit log. */
export function EditValueDialog({
  title,
  unit,
  initial,
  lossLeader,
  hint,
  onSave,
  onClose,
}: Props) {
  const [value, setValue] = useState<number | null>(initial);
  const [loss, setLoss] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    if (value === null) return setError('Enter a value.');
    setSaving(true);
    const refused = await onSave({ value, lossLeader: loss, reason: reason.trim() });
    setSaving(false);
    if (refused) setError(refused);
    else onClose();
  }

  const fieldLabel = unit === 'naira' ? 'Amount in naira' : 'Percent';
  return (
    <Modal
      open
      title={title}
      okText="Save"
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label>
          <Typography.Text>{fieldLabel}</Typography.Text>
          <InputNumber
            aria-label={fieldLabel}
            value={value}
            min={0}
            step={unit === 'naira' ? 1 : 0.25}
            precision={2}
            prefix={unit === 'naira' ? '₦' : undefined}
            suffix={unit === 'percent' ? '%' : undefined}
            onChange={(next) => setValue(next)}
            style={{ width: '100%' }}
            autoFocus
          />
        </label>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        {lossLeader && (
          <Checkbox checked={loss} onChange={(event) => setLoss(event.target.checked)}>
            Sell at a loss
          </Checkbox>
        )}
        <label>
          <Typography.Text>Reason (optional, kept in the audit log)</Typography.Text>
          <Input
            aria-label="Reason"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Space>
    </Modal>
  );
}
