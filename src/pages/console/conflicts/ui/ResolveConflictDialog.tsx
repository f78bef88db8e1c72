import { useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { Formik } from 'formik';
import type { ConflictItem } from '@contract/api/console';
import { reasonProblem } from '@contract/rules';
import { useResolveConflictMutation } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { useConfirm } from '@/shared/ui/confirm';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { useMoneyAnswerNotice } from '@/shared/ui/money-answer';
import { moneyMoved, OUTCOMES, type ConflictOutcome } from '../model/resolution';

export const EVIDENCE_REQUIRED =
  "Give the provider's answer (at least 3 characters): a ticket, a requery, a statement line.";

interface Values {
  evidence: string;
  reason: string;
}

/**
 * An owner resolves a conflict: the provider's answer as evidence and a reason, then a
 * confirmation naming the money that moves. A refusal stays in the dialog in the server's words;
 * a resolution past the approval limits is sent to another owner and says so.
 */
export function ResolveConflictDialog({
  item,
  outcome,
  onClose,
}: {
  item: ConflictItem;
  outcome: ConflictOutcome;
  onClose: () => void;
}) {
  const [resolve, { isLoading }] = useResolveConflictMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const notify = useMoneyAnswerNotice();
  const { action } = OUTCOMES[outcome];
  const money = moneyMoved(outcome, item);

  const submit = async ({ evidence, reason }: Values) => {
    const yes = await confirm({ title: `${action} on ${item.tx_ref}?`, content: money });
    if (!yes) return;
    setProblem(null);
    const result = await resolve({
      ref: item.tx_ref,
      outcome,
      evidence: evidence.trim(),
      reason: reason.trim(),
    });
    if ('error' in result && result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    onClose();
    notify(result.data);
  };

  return (
    <Modal
      open
      title={`${action}: ${item.tx_ref}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>{money}</Typography.Paragraph>
      <Formik<Values>
        initialValues={{ evidence: '', reason: '' }}
        validate={(values) => {
          const errors: Partial<Values> = {};
          if (values.evidence.trim().length < 3) errors.evidence = EVIDENCE_REQUIRED;
          const short = reasonProblem(values.reason);
          if (short) errors.reason = short;
          return errors;
        }}
        onSubmit={submit}
      >
        <FormikForm aria-label={`${action}: ${item.tx_ref}`}>
          <TextAreaField
            name="evidence"
            label="Evidence (the provider's answer)"
            required
            rows={3}
            maxLength={1000}
          />
          <TextAreaField name="reason" label="Reason" required rows={2} maxLength={500} />
          {problem ? (
            <Alert
              role="alert"
              type="error"
              showIcon
              title={problem}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <SubmitButton busy={isLoading}>{action}</SubmitButton>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
