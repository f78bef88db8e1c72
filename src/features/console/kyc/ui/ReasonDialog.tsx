import type { ReactNode } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { Formik } from 'formik';
import { reasonProblem } from '@contract/rules';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** what the decision does, above the reason */
  intro: ReactNode;
  /** what the reason is for, under its label */
  reasonHelp?: string;
  submitLabel: string;
  busy: boolean;
  /** the server's refusal, shown in the dialog */
  error?: string | undefined;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}

/** An owner's identity decision: what it does, then the reason kept in the audit log. */
export function ReasonDialog({
  open,
  title,
  intro,
  reasonHelp,
  submitLabel,
  busy,
  error,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <Formik<{ reason: string }>
        initialValues={{ reason: '' }}
        validate={({ reason }) => {
          const problem = reasonProblem(reason);
          return problem ? { reason: problem } : {};
        }}
        onSubmit={({ reason }) => onSubmit(reason.trim())}
      >
        <FormikForm aria-label={title}>
          <TextAreaField
            name="reason"
            label="Reason"
            extra={reasonHelp}
            required
            rows={3}
            maxLength={500}
          />
          {error ? (
            <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />
          ) : null}
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
