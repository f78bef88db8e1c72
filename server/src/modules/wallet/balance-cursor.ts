import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Where a user's balances stand: the id of their latest ledger entry ('0' before any). Every change
 * of either balance writes an entry, so two equal cursors mean nothing moved between the reads.
 * One index probe per account (ledger_entries_user_idx).
 */
export async function balanceCursor(db: Db, userId: number): Promise<string> {
  const result = await db.execute(sql`
    select greatest(
      (select max(id) from ledger_entries where user_id = ${userId} and account = 'wallet'),
      (select max(id) from ledger_entries where user_id = ${userId} and account = 'bonus')
    ) as cursor`);
  const cursor = rowsOf<{ cursor: string | number | null }>(result)[0]?.cursor;
  return cursor === null || cursor === undefined ? '0' : String(cursor);
}
