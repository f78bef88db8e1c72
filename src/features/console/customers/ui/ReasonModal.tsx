import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { Formik } from 'formik';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { checkReason } from '../model/reason';

export interface ReasonValues {
  reason: string;
  [field: string]: string;
}

interface ReasonModalProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: ReasonValues) => Promise<void>;
  /** fields above the reason, and their starting values and checks */
  fields?: ReactNode;
  initialValues?: Record<string, string>;
  validate?: (values: ReasonValues) => Record<string, string>;
}

/** A staff action's dialog: the action's own fields, then the reason every action records. */
export function ReasonModal({
  open,
  title,
  submitLabel,
  busy,
  onClose,
  onSubmit,
  fields,
  initialValues = {},
  validate,
}: ReasonModalProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <Formik<ReasonValues>
        initialValues={{ ...initialValues, reason: '' }}
        validate={(values) => {
          const errors = validate?.(values) ?? {};
          const reason = checkReason(values.reason);
          return reason ? { ...errors, reason } : errors;
        }}
        onSubmit={onSubmit}
      >
        <FormikForm aria-label={title}>
          {fields}
          <TextAreaField name="reason" label="Reason" required rows={3} maxLength={500} />
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
