import { useState } from 'react';
import { Alert, Input, Modal, Space, Typography } from 'antd';
import type { MarketingChannel, MarketingPreview } from '@contract/api/console/messages';
import { formatNaira } from '@contract/format';
import { MAX_REASON_LENGTH, reasonProblem } from '@contract/rules';

interface Props {
  preview: MarketingPreview;
  channel: MarketingChannel;
  /** resolves to an error message to show, or undefined when sent */
  onSend(reason: string): Promise<string | undefined>;
  onClose(): void;
}

/** The one confirmation: how many get it, what SMS costs the business, and why (audited). */
export function SendConfirm({ preview, channel, onSend, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const who = `${preview.recipients} ${preview.recipients === 1 ? 'customer' : 'customers'}`;

  async function send() {
    const problem = reasonProblem(reason);
    if (problem) return setError(problem);
    setSaving(true);
    const refused = await onSend(reason.trim());
    setSaving(false);
    if (refused) setError(refused);
  }

  return (
    <Modal
      open
      title={`Send to ${who}?`}
      okText={`Send to ${who}`}
      onOk={send}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {channel === 'sms'
            ? `The SMS costs the business ${formatNaira(preview.cost_kobo / 100)}; no customer is charged.`
            : 'The e-mail goes out in the background over the next minutes.'}{' '}
          Customers who opt out before it reaches them are left out.
        </Typography.Text>
        <label>
          <Typography.Text>Reason (at least 3 characters, kept in the audit log)</Typography.Text>
          <Input
            aria-label="Reason"
            value={reason}
            maxLength={MAX_REASON_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Space>
    </Modal>
  );
}
