import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** The enabled bills providers whose last recorded balance is below the low-float threshold. */
export async function lowFloatProviders(db: Db, lowBalanceKobo: number): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT p.name FROM bills_providers p
      JOIN LATERAL (SELECT balance_kobo FROM provider_balances b WHERE b.provider = p.name
        ORDER BY recorded_at DESC, id DESC LIMIT 1) last ON true
      WHERE p.enabled AND last.balance_kobo < ${lowBalanceKobo}
      ORDER BY p.name`),
  );
  return rows.map((row) => row.name);
}
