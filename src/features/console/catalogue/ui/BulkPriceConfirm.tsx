import { useState } from 'react';
import { Alert, Checkbox, Input, Modal, Space, Typography } from 'antd';
import type { BulkPriceResult } from '@contract/api/console';
import { reasonProblem } from '@contract/rules';

export interface BulkConfirmation {
  reason: string;
  overrideBelowCost: boolean;
  confirmBigJumps: boolean;
}

interface Props {
  preview: BulkPriceResult;
  /** resolves to an error message to show, or undefined when applied */
  onApply(confirmation: BulkConfirmation): Promise<string | undefined>;
  onClose(): void;
}

/**
 * The one confirmation of a bulk change: why (kept in the audit log with every price), and a tick
 * for each kind of warning the preview raised; nothing is applied until both are ticked.
 */
export function BulkPriceConfirm({ preview, onApply, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [belowCost, setBelowCost] = useState(false);
  const [bigJumps, setBigJumps] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const count = preview.changes.length;

  async function apply() {
    const problem = reasonProblem(reason);
    if (problem) return setError(problem);
    if (preview.below_cost && !belowCost)
      return setError('Tick "Keep the prices below cost" to apply them, or change less.');
    if (preview.big_jumps && !bigJumps)
      return setError(`Tick "Yes, change prices by more than ${preview.jump_percent}%" to apply.`);
    setSaving(true);
    const refused = await onApply({
      reason: reason.trim(),
      overrideBelowCost: belowCost,
      confirmBigJumps: bigJumps,
    });
    setSaving(false);
    if (refused) setError(refused);
  }

  return (
    <Modal
      open
      title={`Change ${count} ${count === 1 ? 'price' : 'prices'}?`}
      okText={`Change ${count} ${count === 1 ? 'price' : 'prices'}`}
      onOk={apply}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          Each price is saved as its own change in the audit log, with this reason. Customers pay
          the new prices from their next purchase.
        </Typography.Text>
        {preview.below_cost > 0 && (
          <Checkbox checked={belowCost} onChange={(event) => setBelowCost(event.target.checked)}>
            Keep the {preview.below_cost} {preview.below_cost === 1 ? 'price' : 'prices'} below cost
            (sell at a loss)
          </Checkbox>
        )}
        {preview.big_jumps > 0 && (
          <Checkbox checked={bigJumps} onChange={(event) => setBigJumps(event.target.checked)}>
            Yes, change prices by more than {preview.jump_percent}%
          </Checkbox>
        )}
        <label>
          <Typography.Text>Reason (at least 3 characters, kept in the audit log)</Typography.Text>
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
