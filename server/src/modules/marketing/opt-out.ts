import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketingOptOuts } from './tables';

/*
 * A customer's choice about marketing messages. Opting out is kept until they turn messages back
 * on in their profile; each campaign and each delivery pass leave opted-out customers out.
 */

export async function optOut(db: Db, userId: number, via: 'link' | 'profile'): Promise<void> {
  await db.execute(sql`INSERT INTO marketing_opt_outs (user_id, via)
    SELECT id, ${via} FROM users WHERE id = ${userId} ON CONFLICT (user_id) DO NOTHING`);
}

export async function optIn(db: Db, userId: number): Promise<void> {
  await db.delete(marketingOptOuts).where(eq(marketingOptOuts.userId, userId));
}

export async function receivesMarketing(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: marketingOptOuts.userId })
    .from(marketingOptOuts)
    .where(eq(marketingOptOuts.userId, userId));
  return row === undefined;
}
