import { useState } from 'react';
import { Alert, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { reasonProblem } from '@contract/rules';

export interface ChangeDialogProps {
  title: string;
  explanation: string;
  okText: string;
  danger?: boolean;
  /** a number to ask for as well (a priority, a cost), with its label, first value and decimals */
  number?: { label: string; initial: number | null; min: number; max: number; decimals?: number };
  /** sends the change; resolves to an error message to show, or undefined when done */
  onSubmit(change: { reason: string; number?: number }): Promise<string | undefined>;
  onClose(): void;
}

/**
 * A change to a provider or an offer: every one says why (at least three characters once trimmed,
 * kept in the audit log), checked here by the contract's rule before anything is sent.
 */
export function ChangeDialog(props: ChangeDialogProps) {
  const { title, explanation, okText, danger, number, onSubmit, onClose } = props;
  const [reason, setReason] = useState('');
  const [value, setValue] = useState<number | null>(number?.initial ?? null);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    if (number && (value === null || value < number.min || value > number.max))
      return setProblem(`${number.label}: a number from ${number.min} to ${number.max}.`);
    const short = reasonProblem(reason);
    if (short) return setProblem(short);
    setSending(true);
    setProblem(undefined);
    const refused = await onSubmit({
      reason: reason.trim(),
      ...(number && value !== null ? { number: value } : {}),
    });
    setSending(false);
    if (refused) setProblem(refused);
    else onClose();
  }

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: Boolean(danger), loading: sending }}
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{explanation}</Typography.Paragraph>
        {number && (
          <label>
            <Typography.Text>{number.label}</Typography.Text>
            <InputNumber
              aria-label={number.label}
              min={number.min}
              max={number.max}
              precision={number.decimals ?? 0}
              value={value}
              onChange={(next) => setValue(next)}
              style={{ width: '100%' }}
            />
          </label>
        )}
        <label>
          <Typography.Text>Reason (kept in the audit log)</Typography.Text>
          <Input.TextArea
            aria-label="Reason"
            value={reason}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {problem && <Alert role="alert" type="error" showIcon title={problem} />}
      </Space>
    </Modal>
  );
}
