import { useState } from 'react';
import { Alert, Button, Modal, Tag } from 'antd';
import { Formik } from 'formik';
import type { Transaction } from '@contract/api';
import type { ProblemReport } from '@contract/api/problem-reports';
import { formatDateTime } from '@contract/format';
import {
  DISPUTE_ANSWER_HOURS,
  PROBLEM_KIND_LABELS,
  PROBLEM_NOTE_MAX,
  PROBLEM_STATUS_LABELS,
  REPORT_WITHIN_DAYS,
  type ProblemStatus,
} from '@contract/rules/problem-report';
import { errorMessage } from '@/shared/api';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { useGetProblemReportsQuery, useReportProblemMutation } from '../api/problemReportsApi';
import {
  initialProblemValues,
  toProblemRequest,
  validateProblem,
  type ProblemFormValues,
} from '../model/form';
import { KindField } from './KindField';
import styles from './report-problem.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

const STATUS_COLORS: Record<ProblemStatus, string> = {
  answered: 'green',
  open: 'gold',
  refunded: 'green',
  delivered: 'green',
  replied: 'blue',
};

/** Whether the purchase can still be reported (a purchase, of the last days the rule allows). */
export const reportable = (transaction: Transaction, now = Date.now()) =>
  transaction.kind === 'purchase' &&
  now - new Date(transaction.created_at).getTime() <= REPORT_WITHIN_DAYS * DAY_MS;

function ReportItem({ report }: { report: ProblemReport }) {
  return (
    <li className={styles.report} aria-label={`Report: ${PROBLEM_KIND_LABELS[report.kind]}`}>
      <Tag color={STATUS_COLORS[report.status]}>{PROBLEM_STATUS_LABELS[report.status]}</Tag>
      <strong>{PROBLEM_KIND_LABELS[report.kind]}</strong>
      <span className={styles.muted}> · {formatDateTime(report.created_at)}</span>
      {report.note && <p className={styles.muted}>“{report.note}”</p>}
      <p>{report.answer}</p>
    </li>
  );
}

/**
 * "Report a problem" on a purchase's receipt: what went wrong and a note; the server asks the
 * provider first and answers at once when it can, else opens a dispute with its answer time. The
 * purchase's reports, with their answers, are listed here.
 */
export function ReportProblem({ transaction }: { transaction: Transaction }) {
  const canReport = reportable(transaction);
  const { data: reports = [] } = useGetProblemReportsQuery(transaction.id, {
    skip: transaction.kind !== 'purchase',
  });
  const [report] = useReportProblemMutation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const disputeOpen = reports.some((item) => item.status === 'open');

  if (transaction.kind !== 'purchase' || (!canReport && reports.length === 0)) return null;

  const submit = async (values: ProblemFormValues) => {
    setRefusal(undefined);
    const result = await report({
      transactionId: transaction.id,
      request: toProblemRequest(values),
    });
    // the answer arrives as the newest report of the list below, read out as it appears
    if (result.error) setRefusal(errorMessage(result.error));
    else setOpen(false);
  };

  return (
    <section className={styles.section} aria-label="Problems with this purchase">
      {reports.length > 0 && <h3>Problems you reported</h3>}
      <ul className={styles.reports} aria-live="polite" aria-label="Problems you reported">
        {reports.map((item) => (
          <ReportItem key={item.id} report={item} />
        ))}
      </ul>
      {canReport && !disputeOpen && <Button onClick={() => setOpen(true)}>Report a problem</Button>}
      <Modal
        open={open}
        title="Report a problem"
        footer={null}
        destroyOnHidden
        onCancel={() => {
          setOpen(false);
          setRefusal(undefined);
        }}
      >
        <p className={styles.muted}>
          We ask the provider about this purchase first and answer at once when we can; otherwise
          support answers within {DISPUTE_ANSWER_HOURS} hours.
        </p>
        <Formik initialValues={initialProblemValues} validate={validateProblem} onSubmit={submit}>
          {({ isSubmitting }) => (
            <FormikForm aria-label="Report a problem">
              {refusal && (
                <Alert
                  className={styles.refusal}
                  type="error"
                  showIcon
                  role="alert"
                  title={refusal}
                />
              )}
              <KindField />
              <TextAreaField
                name="note"
                label="What happened?"
                extra="Needed when you choose “Something else”."
                rows={3}
                maxLength={PROBLEM_NOTE_MAX}
              />
              <SubmitButton busy={isSubmitting} busyLabel="Checking with the provider…">
                Send report
              </SubmitButton>
            </FormikForm>
          )}
        </Formik>
      </Modal>
    </section>
  );
}
