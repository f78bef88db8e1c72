import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { PROBLEM_KIND_LABELS, PROBLEM_STATUS_LABELS } from '@contract/rules/problem-report';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { transactions, users } from '../../db/schema';
import { paragraphsMail, type Mailer, type MailMessage } from '../../lib/mailer';
import { answerOf, type ReportedPurchase } from './present';
import { problemReports, type ProblemReportRow } from './tables';

/*
 * Each step of a problem report (answered at once, dispute opened, refunded, delivered, replied)
 * is e-mailed to the customer: a report whose status differs from the one last mailed is claimed
 * and marked in one statement, so with several processes it is mailed once. When two steps come
 * before the job runs, the latest is mailed. A mail the SMTP server refuses is logged, not
 * retried: the answer stays on the receipt.
 */

export interface ProblemMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'brandName' | 'publicUrl' | 'supportEmail'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function problemReportMail(
  config: ProblemMailDeps['config'],
  to: string,
  report: ProblemReportRow,
  purchase: ReportedPurchase & { description: string },
): MailMessage {
  const link = `${config.publicUrl.replace(/\/+$/, '')}/dashboard/transactions/details/${purchase.id}`;
  const lines = [
    `Your report about ${purchase.description || purchase.txRef} (${purchase.txRef}): ` +
      `${PROBLEM_KIND_LABELS[report.kind]}.`,
    `${PROBLEM_STATUS_LABELS[report.status]}: ${answerOf(report, purchase)}`,
    `See it on the receipt: ${link}`,
    `Questions: ${config.supportEmail}`,
  ];
  return paragraphsMail(
    to,
    `${config.brandName}: your report about ${purchase.txRef}, ${PROBLEM_STATUS_LABELS[report.status]}`,
    lines,
  );
}

/** Mails up to `limit` report steps not yet mailed; returns how many it claimed. */
export async function mailProblemReports(deps: ProblemMailDeps, limit: number): Promise<number> {
  const claimed = rowsOf<{ id: number }>(
    await deps.db.execute(sql`
      WITH due AS (
        SELECT id FROM problem_reports WHERE mailed_status IS DISTINCT FROM status
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE problem_reports r SET mailed_status = r.status FROM due
      WHERE r.id = due.id
      RETURNING r.id`),
  );
  for (const { id } of claimed) {
    try {
      const [found] = await deps.db
        .select({ report: problemReports, purchase: transactions, email: users.email })
        .from(problemReports)
        .innerJoin(transactions, eq(transactions.id, problemReports.transactionId))
        .innerJoin(users, eq(users.id, problemReports.userId))
        .where(eq(problemReports.id, Number(id)));
      if (found)
        await deps.mailer.send(
          problemReportMail(deps.config, found.email, found.report, found.purchase),
        );
    } catch (error) {
      deps.log.error({ err: error, reportId: id }, 'problem report e-mail failed');
    }
  }
  return claimed.length;
}
