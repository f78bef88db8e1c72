import type { ProblemReport } from '@contract/api/problem-reports';
import { PROBLEM_ANSWERS } from '@contract/rules/problem-report';
import type { TransactionRow } from '../wallet/repository';
import type { ProblemReportRow } from './tables';

/** The purchase as a report's answer reads it. */
export type ReportedPurchase = Pick<
  TransactionRow,
  'id' | 'txRef' | 'status' | 'amountKobo' | 'settledAt' | 'reviewedAt' | 'token'
>;

export const isRefunded = (purchase: ReportedPurchase) =>
  purchase.status === 'failed' || purchase.status === 'reversed';

/**
 * A report's answer, as the customer reads it: written from the purchase as it stands (so a
 * refund or delivery after the answer is told truly), or staff's reply.
 */
export function answerOf(report: ProblemReportRow, purchase: ReportedPurchase): string {
  switch (report.status) {
    case 'open':
      return PROBLEM_ANSWERS.opened(report.answerBy ?? report.createdAt);
    case 'replied':
      return report.reply ?? '';
    case 'refunded':
      return PROBLEM_ANSWERS.refunded(purchase.amountKobo, purchase.reviewedAt ?? report.closedAt);
    case 'delivered':
      return PROBLEM_ANSWERS.delivered(purchase.settledAt, purchase.token);
    case 'answered':
      return isRefunded(purchase)
        ? PROBLEM_ANSWERS.failedRefunded(purchase.amountKobo, purchase.settledAt)
        : PROBLEM_ANSWERS.delivered(purchase.settledAt, purchase.token);
  }
}

export function presentReport(report: ProblemReportRow, purchase: ReportedPurchase): ProblemReport {
  return {
    id: report.id,
    transaction_id: purchase.id,
    tx_ref: purchase.txRef,
    kind: report.kind,
    note: report.note,
    status: report.status,
    answer: answerOf(report, purchase),
    answer_by: report.answerBy?.toISOString() ?? null,
    created_at: report.createdAt.toISOString(),
    closed_at: report.closedAt?.toISOString() ?? null,
  };
}
