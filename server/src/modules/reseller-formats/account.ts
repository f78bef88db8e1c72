import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The account a key belongs to, as both formats' account routes show it. */
export async function accountOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      email: users.email,
      phone: users.phoneNo,
      firstName: users.firstName,
      lastName: users.lastName,
      balanceKobo: users.walletBalanceKobo,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}
