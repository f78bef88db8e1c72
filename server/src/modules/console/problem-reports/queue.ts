import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { ConsoleProblemReport } from '@contract/api/problem-reports';
import { PROBLEM_MESSAGES, PROBLEM_REPLY_MIN } from '@contract/rules/problem-report';
import type { Db } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { presentReport } from '../../problem-reports/present';
import { problemReports } from '../../problem-reports/tables';
import { recordAudit } from '../audit';
import type { ConsoleActor } from '../guard';

/*
 * Staff's queue of customers' disputes: the open ones, the nearest answer time first (overdue at
 * the top), and the latest closed ones. Money is moved only from the purchase's own page, by the
 * refund actions under the money policy; the refund ends the dispute (the database's trigger). A
 * reply ends it without moving money, audited.
 */

const LIMIT = 200;

export async function listProblemReports(
  db: Db,
  which: 'open' | 'closed',
  now = new Date(),
): Promise<ConsoleProblemReport[]> {
  const rows = await db
    .select({ report: problemReports, purchase: transactions, email: users.email })
    .from(problemReports)
    .innerJoin(transactions, eq(transactions.id, problemReports.transactionId))
    .innerJoin(users, eq(users.id, problemReports.userId))
    .where(which === 'open' ? eq(problemReports.status, 'open') : ne(problemReports.status, 'open'))
    .orderBy(which === 'open' ? asc(problemReports.answerBy) : desc(problemReports.closedAt))
    .limit(LIMIT);
  return rows.map(({ report, purchase, email }) => ({
    ...presentReport(report, purchase),
    customer_email: email,
    description: purchase.description,
    amount: koboToNaira(purchase.amountKobo),
    transaction_status: purchase.status,
    overdue: report.status === 'open' && (report.answerBy?.getTime() ?? 0) < now.getTime(),
    closed_by: report.closedBy,
  }));
}

/** Ends an open dispute with staff's reply to the customer, moving no money; audited. */
export async function replyToProblem(
  db: Db,
  staff: ConsoleActor,
  id: number,
  text: string,
): Promise<string> {
  const reply = text.trim();
  if (reply.length < PROBLEM_REPLY_MIN)
    throw badRequest(PROBLEM_MESSAGES.replyTooShort, { reply: PROBLEM_MESSAGES.replyTooShort });
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(problemReports)
      .where(eq(problemReports.id, id))
      .for('update');
    if (!report) throw notFound(PROBLEM_MESSAGES.notFound);
    if (report.status !== 'open') throw new HttpError(409, PROBLEM_MESSAGES.notOpen);
    await tx
      .update(problemReports)
      .set({ status: 'replied', reply, closedAt: new Date(), closedBy: staff.email })
      .where(and(eq(problemReports.id, id), eq(problemReports.status, 'open')));
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: 'problem_report.reply',
      subjectType: 'problem_report',
      subjectId: String(id),
      reason: reply,
      before: { status: 'open' },
      after: { status: 'replied' },
    });
    return `Replied to report ${id}; the customer is e-mailed.`;
  });
}
