import { and, desc, eq } from 'drizzle-orm';
import type { CreateProblemReportRequest, ProblemReport } from '@contract/api/problem-reports';
import {
  DISPUTE_ANSWER_HOURS,
  PROBLEM_MESSAGES,
  REPORT_WITHIN_DAYS,
  problemNoteProblem,
  type ProblemKind,
  type ProblemStatus,
} from '@contract/rules/problem-report';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { TRANSACTION_NOT_FOUND } from '../transactions/service';
import type { TransactionRow } from '../wallet/repository';
import { askProviderAgain, type ProviderCheckDeps } from './ask-provider';
import { isRefunded, presentReport } from './present';
import { problemReports, type ProblemReportRow } from './tables';

/*
 * Report a problem: the provider is asked again first, and the report is answered at once when
 * that settles it; otherwise it opens a dispute with a promised answer time. A dispute ends when
 * the purchase is refunded or delivered (the database's trigger, whoever settles it) or when
 * staff reply without moving money.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Kinds a refund answers: the money is back, there is nothing left to dispute. */
const SETTLED_BY_REFUND: ReadonlySet<ProblemKind> = new Set([
  'not_received',
  'wrong_number',
  'token_not_working',
]);

async function purchaseOf(db: Db, userId: number, transactionId: number) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return row;
}

async function reportsOf(db: Db, transactionId: number) {
  return db
    .select()
    .from(problemReports)
    .where(eq(problemReports.transactionId, transactionId))
    .orderBy(desc(problemReports.id));
}

const stillOpen = (open: ProblemReportRow) =>
  new HttpError(409, PROBLEM_MESSAGES.stillOpen(open.answerBy ?? open.createdAt));

/**
 * Whether asking the provider settled the report: refunded (for a purchase that never reached the
 * number), or delivered for a first "not received" (a second one, after that answer, is disputed).
 */
function answeredAtOnce(
  kind: ProblemKind,
  purchase: TransactionRow,
  earlier: readonly ProblemReportRow[],
): boolean {
  if (isRefunded(purchase)) return SETTLED_BY_REFUND.has(kind);
  return (
    purchase.status === 'confirmed' &&
    kind === 'not_received' &&
    !earlier.some((report) => report.kind === 'not_received')
  );
}

/** Files the customer's report of one of their purchases and answers it as it now stands. */
export async function reportProblem(
  deps: ProviderCheckDeps,
  userId: number,
  transactionId: number,
  input: CreateProblemReportRequest,
  now = new Date(),
): Promise<ProblemReport> {
  const note = (input.note ?? '').trim();
  const problem = problemNoteProblem(input.kind, note);
  if (problem) throw badRequest(problem, { note: problem });
  const row = await purchaseOf(deps.db, userId, transactionId);
  if (row.kind !== 'purchase') throw badRequest(PROBLEM_MESSAGES.notAPurchase);
  if (now.getTime() - row.createdAt.getTime() > REPORT_WITHIN_DAYS * DAY_MS)
    throw badRequest(PROBLEM_MESSAGES.tooOld);
  const earlier = await reportsOf(deps.db, row.id);
  const open = earlier.find((report) => report.status === 'open');
  if (open) throw stillOpen(open);

  const purchase = await askProviderAgain(deps, row);
  const atOnce = answeredAtOnce(input.kind, purchase, earlier);
  const status: ProblemStatus = atOnce ? 'answered' : 'open';
  const [report] = await deps.db
    .insert(problemReports)
    .values({
      userId,
      transactionId: row.id,
      kind: input.kind,
      note,
      status,
      answerBy: atOnce ? null : new Date(now.getTime() + DISPUTE_ANSWER_HOURS * 60 * 60 * 1000),
      closedAt: atOnce ? now : null,
      closedBy: atOnce ? 'check' : null,
    })
    // the one open dispute of a purchase: another report sent at the same moment opened it
    .onConflictDoNothing()
    .returning();
  if (!report) {
    const other = (await reportsOf(deps.db, row.id)).find((r) => r.status === 'open');
    if (other) throw stillOpen(other);
    throw new Error(`report of transaction ${row.id} neither written nor found`);
  }
  return presentReport(report, purchase);
}

/** The reports of one of the customer's purchases, newest first; another's purchase is 404. */
export async function listReports(
  db: Db,
  userId: number,
  transactionId: number,
): Promise<ProblemReport[]> {
  const purchase = await purchaseOf(db, userId, transactionId);
  return (await reportsOf(db, purchase.id)).map((report) => presentReport(report, purchase));
}
