import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BulkLeftOutLine,
  BulkPurchase,
  BulkPurchaseRow,
  BulkPurchaseRowInput,
  BulkPurchaseSummary,
  BulkRowStatus,
} from '@contract/api/bulk-purchases';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { BULK_MESSAGES, checkBulkRows, type BulkRowField } from '@contract/rules/bulk-purchase';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { koboToNaira } from '../../lib/money';
import { checkIdempotencyKey } from '../../lib/idempotency-key';
import type { QuoteDeps } from '../purchases/quote';
import { readBulkCatalogue } from './catalogue';
import { quoteRow, type RowOrder } from './quote-row';
import { bulkPurchaseLeftOut, bulkPurchaseRows, bulkPurchases, type BulkRowRecord } from './tables';

/*
 * Accepting a batch: every row is checked by the bulk rules and priced by the engine's own quote,
 * as a single purchase would be, before anything is written; one bad row refuses the batch with
 * each bad row's message (`rows.<index>.<field>`, the detail naming the 1-based row). The batch and
 * its rows are written in one transaction; the rows are bought afterwards (worker.ts).
 */

/** A row's own Idempotency-Key: from the batch's key and the row number, so a retry finds it. */
export const rowPurchaseKey = (batchKey: string, rowNo: number) =>
  `bulk-${createHash('sha256').update(batchKey).digest('hex').slice(0, 32)}-${rowNo}`;

const requestHash = (rows: readonly BulkPurchaseRowInput[], leftOut: readonly BulkLeftOutLine[]) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        rows.map((r) => [r.phone.trim(), r.network ?? '', r.amount ?? null, r.plan?.trim() ?? '']),
      ),
    )
    .update(
      // the sheet's line numbers count only when sent, so a batch sent before they were is the same
      rows.some((r) => r.line !== undefined) || leftOut.length
        ? JSON.stringify([rows.map((r) => r.line ?? null), leftOut])
        : '',
    )
    .digest('hex');

/** A sheet's line numbers name one line each: a row's (`line`, else its order) and the left-out. */
function checkSheetLines(
  rows: readonly BulkPurchaseRowInput[],
  leftOut: readonly BulkLeftOutLine[],
) {
  const seen = new Set<number>();
  const lines = [...rows.map((row, index) => row.line ?? index + 1), ...leftOut.map((l) => l.line)];
  for (const line of lines) {
    if (seen.has(line)) throw badRequest(BULK_MESSAGES.lineRepeated(line));
    seen.add(line);
  }
}

type NewRow = typeof bulkPurchaseRows.$inferInsert;

async function priceRows(
  deps: QuoteDeps,
  levelId: number,
  userId: number,
  batchKey: string,
  rows: readonly BulkPurchaseRowInput[],
): Promise<NewRow[]> {
  const catalogue = await readBulkCatalogue(deps.db);
  const checked = checkBulkRows(rows, (code) => catalogue.dataPlans.get(code)?.network);
  const fields: Record<string, string> = {};
  const refuse = (index: number, field: BulkRowField, message: string) => {
    fields[`rows.${index}.${field}`] ??= BULK_MESSAGES.rowError(index + 1, message);
  };
  const priced: NewRow[] = [];
  for (const [index, row] of checked.entries()) {
    const problems = Object.entries(row.problems) as Array<[BulkRowField, string]>;
    for (const [field, message] of problems) refuse(index, field, message);
    if (problems.length || !row.phone || !row.network) continue;
    const input = rows[index] as BulkPurchaseRowInput;
    const plan =
      row.service === 'data' ? catalogue.dataPlans.get(input.plan?.trim() ?? '') : undefined;
    const packageId = plan?.packageId ?? catalogue.airtimePackage[row.network];
    if (packageId === undefined) {
      refuse(index, 'network', PURCHASE_MESSAGES.airtime.providerRequired);
      continue;
    }
    const order: RowOrder = {
      service: row.service,
      phone: row.phone,
      packageId,
      amountKobo: row.service === 'airtime' ? Math.round((input.amount ?? 0) * 100) : null,
      planCode: plan ? (input.plan?.trim() ?? null) : null,
    };
    try {
      const quote = await quoteRow(deps, levelId, order);
      priced.push({
        ...order,
        batchId: 0,
        rowNo: index + 1,
        userId,
        network: row.network,
        planTitle: plan?.title ?? null,
        chargeKobo: quote.chargeKobo,
        amountKobo:
          row.service === 'airtime' ? (quote.upstreamAmountKobo ?? order.amountKobo) : null,
        purchaseKey: rowPurchaseKey(batchKey, index + 1),
        sheetLine: input.line ?? null,
        state: 'queued',
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refuse(index, row.service === 'data' ? 'plan' : 'amount', error.message);
    }
  }
  if (Object.keys(fields).length) throw badRequest(BULK_MESSAGES.rowsInvalid, fields);
  return priced;
}

async function batchOfKey(db: Db, userId: number, key: string) {
  const [batch] = await db
    .select({ id: bulkPurchases.id, requestHash: bulkPurchases.requestHash })
    .from(bulkPurchases)
    .where(and(eq(bulkPurchases.userId, userId), eq(bulkPurchases.idempotencyKey, key)));
  return batch;
}

function sameBatch(batch: { id: number; requestHash: string }, hash: string): number {
  if (batch.requestHash !== hash) throw new HttpError(422, BULK_MESSAGES.keyReused);
  return batch.id;
}

/**
 * Accepts a batch and answers its id; the same key again answers the first batch (a different
 * batch under a used key is 422). Nothing is written when any row is refused.
 */
export async function acceptBatch(
  deps: QuoteDeps,
  buyer: { userId: number; levelId: number },
  typedKey: string | undefined,
  rows: readonly BulkPurchaseRowInput[],
  leftOut: readonly BulkLeftOutLine[] = [],
): Promise<number> {
  if (!typedKey) throw badRequest(BULK_MESSAGES.keyRequired);
  const key = checkIdempotencyKey(typedKey) as string;
  checkSheetLines(rows, leftOut);
  const hash = requestHash(rows, leftOut);
  const known = await batchOfKey(deps.db, buyer.userId, key);
  if (known) return sameBatch(known, hash);

  const priced = await priceRows(deps, buyer.levelId, buyer.userId, key, rows);
  const created = await deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(bulkPurchases)
      .values({
        userId: buyer.userId,
        idempotencyKey: key,
        requestHash: hash,
        rowCount: priced.length,
        totalKobo: priced.reduce((sum, row) => sum + row.chargeKobo, 0),
      })
      .onConflictDoNothing()
      .returning({ id: bulkPurchases.id });
    if (!batch) return undefined;
    await tx.insert(bulkPurchaseRows).values(priced.map((row) => ({ ...row, batchId: batch.id })));
    if (leftOut.length)
      await tx.insert(bulkPurchaseLeftOut).values(
        leftOut.map((line) => ({
          batchId: batch.id,
          sheetLine: line.line,
          phone: line.phone,
          reason: line.reason,
        })),
      );
    return batch.id;
  });
  if (created !== undefined) return created;
  // The same key sent twice at once: the other request wrote the batch.
  const other = await batchOfKey(deps.db, buyer.userId, key);
  if (!other) throw new Error(`batch of key ${key} neither written nor found`);
  return sameBatch(other, hash);
}

/** A row's status: its purchase's, else refused (failed, nothing charged) or queued. */
const ROW_STATUS = sql<BulkRowStatus>`CASE
  WHEN ${transactions.status} IN ('pending', 'confirmed', 'reversed') THEN ${transactions.status}
  WHEN ${transactions.status} IS NOT NULL OR ${bulkPurchaseRows.state} = 'refused' THEN 'failed'
  ELSE 'queued' END`;

const joinPurchase = and(
  eq(transactions.userId, bulkPurchaseRows.userId),
  eq(transactions.idempotencyKey, bulkPurchaseRows.purchaseKey),
);

type Counts = BulkPurchaseSummary['counts'];
const emptyCounts = (): Counts => ({ queued: 0, pending: 0, confirmed: 0, failed: 0 });
const countInto = (counts: Counts, status: BulkRowStatus, n: number) => {
  counts[status === 'reversed' ? 'failed' : status] += n;
};

function summary(
  batch: { id: number; createdAt: Date; rowCount: number; totalKobo: number },
  counts: Counts,
  linesLeftOut: number,
): BulkPurchaseSummary {
  return {
    id: batch.id,
    created_at: batch.createdAt.toISOString(),
    row_count: batch.rowCount,
    lines_left_out: linesLeftOut,
    total: koboToNaira(batch.totalKobo),
    counts,
    done: counts.queued === 0 && counts.pending === 0,
  };
}

export interface RowWithPurchase {
  row: BulkRowRecord;
  status: BulkRowStatus;
  txRef: string | null;
  amountKobo: number | null;
  response: string | null;
}

export function presentRow({
  row,
  status,
  txRef,
  amountKobo,
  response,
}: RowWithPurchase): BulkPurchaseRow {
  return {
    row: row.sheetLine ?? row.rowNo,
    service: row.service,
    phone: row.phone,
    network: row.network,
    amount: row.amountKobo === null ? null : koboToNaira(row.amountKobo),
    plan: row.planCode,
    plan_title: row.planTitle,
    charge: koboToNaira(amountKobo ?? row.chargeKobo),
    status,
    tx_ref: txRef,
    message: response ?? row.refusal,
  };
}

/** The caller's batch with each row as it stands; another user's batch is not found. */
export async function readBatch(db: Db, userId: number, id: number) {
  const [batch] = await db
    .select()
    .from(bulkPurchases)
    .where(and(eq(bulkPurchases.id, id), eq(bulkPurchases.userId, userId)));
  if (!batch) throw notFound(BULK_MESSAGES.notFound);
  const rows: RowWithPurchase[] = await db
    .select({
      row: bulkPurchaseRows,
      status: ROW_STATUS,
      txRef: transactions.txRef,
      amountKobo: transactions.amountKobo,
      response: transactions.response,
    })
    .from(bulkPurchaseRows)
    .leftJoin(transactions, joinPurchase)
    .where(eq(bulkPurchaseRows.batchId, id))
    .orderBy(bulkPurchaseRows.rowNo);
  const leftOut: BulkLeftOutLine[] = (
    await db
      .select()
      .from(bulkPurchaseLeftOut)
      .where(eq(bulkPurchaseLeftOut.batchId, id))
      .orderBy(bulkPurchaseLeftOut.sheetLine)
  ).map((line) => ({ line: line.sheetLine, phone: line.phone, reason: line.reason }));
  const counts = emptyCounts();
  for (const row of rows) countInto(counts, row.status, 1);
  return { batch, rows, leftOut, summary: summary(batch, counts, leftOut.length) };
}

export async function batchWithRows(db: Db, userId: number, id: number): Promise<BulkPurchase> {
  const { rows, leftOut, summary: head } = await readBatch(db, userId, id);
  return { ...head, rows: rows.map(presentRow), left_out: leftOut };
}

export const BATCH_LIST_LENGTH = 50;

/** The caller's latest batches, newest first, with their rows counted by status. */
export async function listBatches(db: Db, userId: number): Promise<BulkPurchaseSummary[]> {
  const batches = await db
    .select()
    .from(bulkPurchases)
    .where(eq(bulkPurchases.userId, userId))
    .orderBy(desc(bulkPurchases.id))
    .limit(BATCH_LIST_LENGTH);
  return summaries(db, batches);
}

/**
 * One batch's counts without its rows: what a screen following the batch asks for every few
 * seconds (a few hundred bytes, where the rows of 1,000 lines are ~290 KB); another user's batch
 * is not found.
 */
export async function batchSummary(
  db: Db,
  userId: number,
  id: number,
): Promise<BulkPurchaseSummary> {
  const batches = await db
    .select()
    .from(bulkPurchases)
    .where(and(eq(bulkPurchases.id, id), eq(bulkPurchases.userId, userId)));
  const [found] = await summaries(db, batches);
  if (!found) throw notFound(BULK_MESSAGES.notFound);
  return found;
}

/** Batches with their rows counted by status, in one query. */
async function summaries(
  db: Db,
  batches: (typeof bulkPurchases.$inferSelect)[],
): Promise<BulkPurchaseSummary[]> {
  if (!batches.length) return [];
  const ids = batches.map((batch) => batch.id);
  const tallies = await db
    .select({
      batchId: bulkPurchaseRows.batchId,
      status: ROW_STATUS,
      n: sql<number>`count(*)::int`,
    })
    .from(bulkPurchaseRows)
    .leftJoin(transactions, joinPurchase)
    .where(inArray(bulkPurchaseRows.batchId, ids))
    .groupBy(bulkPurchaseRows.batchId, ROW_STATUS);
  const leftOut = await db
    .select({ batchId: bulkPurchaseLeftOut.batchId, n: sql<number>`count(*)::int` })
    .from(bulkPurchaseLeftOut)
    .where(inArray(bulkPurchaseLeftOut.batchId, ids))
    .groupBy(bulkPurchaseLeftOut.batchId);
  return batches.map((batch) => {
    const counts = emptyCounts();
    for (const tally of tallies)
      if (tally.batchId === batch.id) countInto(counts, tally.status, Number(tally.n));
    const linesLeftOut = leftOut.find((tally) => tally.batchId === batch.id)?.n ?? 0;
    return summary(batch, counts, Number(linesLeftOut));
  });
}
