import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { REASON_MESSAGES, reasonProblem } from '@contract/rules';
import { errorMessage, newIdempotencyKey, outcomeUnknown, type RequestError } from '@/shared/api';

/** The contract's message for a reason that says too little (the server answers the same). */
export const REASON_REQUIRED = REASON_MESSAGES.tooShort;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  explanation: string;
  okText: string;
  danger?: boolean;
  /** sends the action with this reason and key; resolves to the server's answer or an error */
  onSubmit: (
    reason: string,
    idempotencyKey: string,
  ) => Promise<{ data: { message: string; data?: unknown } } | { error: RequestError }>;
  /** the action was answered (done, or for a money movement perhaps sent for approval) */
  onDone: (message: string, answer: { message: string; data?: unknown }) => void;
  onCancel: () => void;
}

/**
 * The dialog every staff action goes through: a reason (at least three characters once trimmed),
 * then one request. Its
 * Idempotency-Key is made when the dialog opens and kept while no answer says what happened, so a
 * double click or a retry after a lost answer acts once.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  // mounted afresh at each opening: an empty reason and a new key
  return props.open ? <OpenReasonDialog {...props} /> : null;
}

function OpenReasonDialog(props: ReasonDialogProps) {
  const { title, explanation, okText, danger, onSubmit, onDone, onCancel } = props;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  const submit = async () => {
    if (sending) return;
    const short = reasonProblem(reason);
    if (short) {
      setProblem(short);
      return;
    }
    setSending(true);
    setProblem(null);
    const result = await onSubmit(reason.trim(), key);
    setSending(false);
    if ('data' in result) {
      onDone(result.data.message, result.data);
      return;
    }
    setProblem(errorMessage(result.error));
    // a definite refusal: the next attempt is a new request
    if (!outcomeUnknown(result.error)) setKey(newIdempotencyKey());
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: Boolean(danger), loading: sending }}
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{explanation}</Typography.Paragraph>
      <label htmlFor="staff-action-reason">Reason</label>
      <Input.TextArea
        id="staff-action-reason"
        value={reason}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
        status={problem === REASON_REQUIRED ? 'error' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? (
        <Alert role="alert" type="error" showIcon title={problem} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}
