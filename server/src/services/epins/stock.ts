import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { EpinBatch as EpinBatchView, EpinStock, EpinStockQuery } from '@contract/api';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { koboToNaira } from '../../lib/money';
import { epinBatches, epinCards } from './tables';

/*
 * A buyer's stock of printable cards: batches with their counts (never PINs), filtered by network,
 * value, kind and whether any card was printed or sold, with the unsold cards' totals; and the
 * marks a seller keeps on cards (printed, sold), on their own cards only.
 */

/** A batch with its purchase's status and its cards' counts, as one row. */
const batchColumns = {
  id: epinBatches.id,
  transactionId: epinBatches.transactionId,
  reference: transactions.txRef,
  status: transactions.status,
  kind: epinBatches.kind,
  network: epinBatches.network,
  valueKobo: epinBatches.valueKobo,
  planName: epinBatches.planName,
  quantity: epinBatches.quantity,
  unitPriceKobo: epinBatches.unitPriceKobo,
  createdAt: epinBatches.createdAt,
  delivered: sql<number>`(SELECT count(*)::int FROM epin_cards c WHERE c.batch_id = ${epinBatches.id})`,
  printed: sql<number>`(SELECT count(*)::int FROM epin_cards c WHERE c.batch_id = ${epinBatches.id} AND c.printed_at IS NOT NULL)`,
  sold: sql<number>`(SELECT count(*)::int FROM epin_cards c WHERE c.batch_id = ${epinBatches.id} AND c.sold_at IS NOT NULL)`,
};

/** The user's batches with their purchase, before filters. */
const selectBatches = (db: Db) =>
  db
    .select(batchColumns)
    .from(epinBatches)
    .innerJoin(transactions, eq(transactions.id, epinBatches.transactionId));

type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['execute']>>[number];

function present(row: BatchRow): EpinBatchView {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    reference: row.reference,
    status: row.status as EpinBatchView['status'],
    kind: row.kind,
    network: row.network,
    value: koboToNaira(row.valueKobo),
    plan_name: row.planName,
    quantity: row.quantity,
    delivered: Number(row.delivered),
    printed: Number(row.printed),
    sold: Number(row.sold),
    unit_price: koboToNaira(row.unitPriceKobo),
    created_at: row.createdAt.toISOString(),
  };
}

function cardsFilter(field: 'printed_at' | 'sold_at', wanted: 'yes' | 'no' | undefined) {
  if (!wanted) return undefined;
  const exists = sql`EXISTS (SELECT 1 FROM epin_cards c WHERE c.batch_id = ${epinBatches.id} AND ${sql.raw(`c.${field}`)} IS NOT NULL)`;
  return wanted === 'yes' ? exists : sql`NOT ${exists}`;
}

/** The most batches the stock lists, newest first. */
const STOCK_BATCHES = 200;

export async function stockOf(db: Db, userId: number, query: EpinStockQuery): Promise<EpinStock> {
  const filters: (SQL | undefined)[] = [
    eq(epinBatches.userId, userId),
    query.network ? eq(epinBatches.network, query.network) : undefined,
    query.kind ? eq(epinBatches.kind, query.kind) : undefined,
    query.value === undefined
      ? undefined
      : eq(epinBatches.valueKobo, Math.round(query.value * 100)),
    cardsFilter('printed_at', query.printed),
    cardsFilter('sold_at', query.sold),
  ];
  const where = and(...filters);
  const rows = await selectBatches(db)
    .where(where)
    .orderBy(desc(epinBatches.id))
    .limit(STOCK_BATCHES);
  const [totals] = await db
    .select({
      cards: sql<number>`count(${epinCards.id})::int`,
      valueKobo: sql<number>`coalesce(sum(${epinBatches.valueKobo}), 0)::bigint`,
      costKobo: sql<number>`coalesce(sum(${epinBatches.unitPriceKobo}), 0)::bigint`,
    })
    .from(epinCards)
    .innerJoin(epinBatches, eq(epinBatches.id, epinCards.batchId))
    .where(and(where, isNull(epinCards.soldAt)));
  return {
    batches: rows.map(present),
    totals: {
      unsold_cards: Number(totals?.cards ?? 0),
      unsold_value: koboToNaira(Number(totals?.valueKobo ?? 0)),
      unsold_cost: koboToNaira(Number(totals?.costKobo ?? 0)),
    },
  };
}

/** One of the user's batches as the stock shows it; undefined when it is not theirs. */
export async function batchOf(db: Db, userId: number, batchId: number) {
  const [row] = await selectBatches(db).where(
    and(eq(epinBatches.id, batchId), eq(epinBatches.userId, userId)),
  );
  return row ? present(row) : undefined;
}

/**
 * Marks the user's cards of a batch printed or sold (or takes the mark back); cards of another
 * batch or user are left alone. Answers how many changed, or undefined when the batch is not theirs.
 */
export async function markCards(
  db: Db,
  userId: number,
  batchId: number,
  mark: { field: 'printed' | 'sold'; cardIds: readonly number[]; marked: boolean },
): Promise<number | undefined> {
  const batch = await batchOf(db, userId, batchId);
  if (!batch) return undefined;
  const column = mark.field === 'printed' ? epinCards.printedAt : epinCards.soldAt;
  const set = mark.field === 'printed' ? { printedAt: sql`now()` } : { soldAt: sql`now()` };
  const unset = mark.field === 'printed' ? { printedAt: null } : { soldAt: null };
  const changed = await db
    .update(epinCards)
    .set(mark.marked ? set : unset)
    .where(
      and(
        eq(epinCards.batchId, batchId),
        inArray(epinCards.id, [...mark.cardIds]),
        mark.marked ? isNull(column) : isNotNull(column),
      ),
    )
    .returning({ id: epinCards.id });
  return changed.length;
}
