import { useState } from 'react';
import { Alert, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { formatNaira } from '@contract/format';
import {
  isBigPriceJump,
  parseCatalogueValue,
  PRICE_JUMP_CONFIRM_PERCENT,
  priceChangePercent,
  reasonProblem,
} from '@contract/rules';
import { NairaInput } from '@/shared/ui/form';

export interface EditValue {
  value: number;
  lossLeader: boolean;
  /** the owner confirmed a big jump (set only when the value is one) */
  confirmJump?: boolean;
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
  /**
   * ask to confirm a change of more than PRICE_JUMP_CONFIRM_PERCENT of `initial`, and warn of a
   * value below `cost` (naira), as the server refuses both unconfirmed
   */
  guard?: { cost: number };
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
  guard,
  onSave,
  onClose,
}: Props) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [loss, setLoss] = useState(false);
  const [jumpConfirmed, setJumpConfirmed] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    const parsed = parseCatalogueValue(text, unit);
    if ('problem' in parsed) return setError(parsed.problem);
    const short = reasonProblem(reason, true);
    if (short) return setError(short);
    const jump = guard !== undefined && isBigPriceJump(initial, parsed.value);
    if (jump && !jumpConfirmed)
      return setError(`Tick "Yes, change it by more than ${PRICE_JUMP_CONFIRM_PERCENT}%" to save.`);
    setSaving(true);
    const refused = await onSave({
      value: parsed.value,
      lossLeader: loss,
      confirmJump: jump ? true : undefined,
      reason: reason.trim(),
    });
    setSaving(false);
    if (refused) setError(refused);
    else onClose();
  }

  const fieldLabel = unit === 'naira' ? 'Amount in naira' : 'Percent';
  const typed = parseCatalogueValue(text, unit);
  const value = 'value' in typed ? typed.value : undefined;
  const jumpFrom = guard && value !== undefined && isBigPriceJump(initial, value) ? initial : null;
  const belowCost = guard && value !== undefined && value < guard.cost;
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
        {belowCost && guard && (
          <Typography.Text type="warning">
            Below the cost of {formatNaira(guard.cost)}: every sale loses money.
          </Typography.Text>
        )}
        {jumpFrom !== null && value !== undefined && (
          <>
            <Typography.Text type="warning">
              {formatNaira(jumpFrom)} to {formatNaira(value)} is a change of{' '}
              {priceChangePercent(jumpFrom, value)}.
            </Typography.Text>
            <Checkbox
              checked={jumpConfirmed}
              onChange={(event) => setJumpConfirmed(event.target.checked)}
            >
              Yes, change it by more than {PRICE_JUMP_CONFIRM_PERCENT}%
            </Checkbox>
          </>
        )}
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
