import { useState } from 'react';
import { Alert, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { parseCatalogueValue, reasonProblem } from '@contract/rules';
import { NairaInput } from '@/shared/ui/form';

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

/**
 * One value of the catalogue changed, with an optional reason kept in the audit log. The value is
 * kept as typed and checked by the contract's rule before anything is sent: a price above ₦0, a
 * percentage of 0 or more, two decimals at most; nothing is clamped or rounded on the way.
 */
export function EditValueDialog({
  title,
  unit,
  initial,
  lossLeader,
  hint,
  onSave,
  onClose,
}: Props) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [loss, setLoss] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    const parsed = parseCatalogueValue(text, unit);
    if ('problem' in parsed) return setError(parsed.problem);
    const short = reasonProblem(reason, true);
    if (short) return setError(short);
    setSaving(true);
    const refused = await onSave({ value: parsed.value, lossLeader: loss, reason: reason.trim() });
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
          {unit === 'naira' ? (
            <NairaInput
              aria-label={fieldLabel}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoFocus
            />
          ) : (
            <Input
              aria-label={fieldLabel}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              suffix="%"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoFocus
            />
          )}
        </label>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        {lossLeader && (
          <Checkbox checked={loss} onChange={(event) => setLoss(event.target.checked)}>
            Sell at a loss
          </Checkbox>
        )}
        <label>
          <Typography.Text>
            Reason (optional, at least 3 characters, kept in the audit log)
          </Typography.Text>
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
