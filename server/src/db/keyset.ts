import { and, asc, desc, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * Reading a whole list in batches by keyset (the exports): each batch continues after the last
 * row of the one before, by the list's order (a key, then the id in the same direction), so every
 * batch is an index walk from where the last stopped, however deep into the list, and no batch
 * holds more than its size in memory. No transaction is held open between batches.
 *
 * The cursor keeps the key as PostgreSQL's text of it and casts it back, so a timestamp keeps its
 * microseconds (a JavaScript Date would drop them and skip or repeat rows). Nulls sort as
 * PostgreSQL's default: after every value ascending, before them descending.
 */

export interface KeysetOrder {
  key: AnyColumn | SQL;
  /** the key's PostgreSQL type, to read the cursor's text back */
  type: 'timestamptz' | 'text' | 'bigint' | 'integer';
  id: AnyColumn;
  descending: boolean;
}

export interface KeysetCursor {
  key: string | null;
  id: number;
}

/** What each batch row must carry besides its own columns: select these too. */
export const cursorColumns = (order: KeysetOrder) => ({
  cursorKey: sql<string | null>`(${order.key})::text`,
  cursorId: sql<number>`${order.id}`.mapWith(Number),
});

export const keysetOrderBy = (order: KeysetOrder): SQL[] => {
  const direction = order.descending ? desc : asc;
  return [direction(order.key), direction(order.id)];
};

/** Rows after the cursor in the order; undefined for the first batch. */
export function afterCursor(order: KeysetOrder, cursor: KeysetCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { key, id } = order;
  const beyond = order.descending ? sql.raw('<') : sql.raw('>');
  if (cursor.key === null) {
    const sameKeyFurther = and(isNull(key), sql`${id} ${beyond} ${cursor.id}`);
    return order.descending ? or(sameKeyFurther, isNotNull(key)) : sameKeyFurther;
  }
  const last = sql`CAST(${cursor.key} AS ${sql.raw(order.type)})`;
  const further = sql`(${key}, ${id}) ${beyond} (${last}, ${cursor.id})`;
  return order.descending ? further : or(further, isNull(key));
}

/**
 * Every row, a batch at a time: `read` answers up to `limit` rows after the condition (undefined
 * for the first batch), in the order, each with `cursorColumns`.
 */
export async function* keysetRows<Row extends { cursorKey: string | null; cursorId: number }>(
  order: KeysetOrder,
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  batchSize = 500,
): AsyncGenerator<Row> {
  let cursor: KeysetCursor | undefined;
  for (;;) {
    const batch = await read(afterCursor(order, cursor), batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    cursor = { key: last.cursorKey, id: last.cursorId };
  }
}
