import { eq } from 'drizzle-orm';
import type { User } from '@contract/api';
import type { Db } from '../../db/client';
import { virtualAccounts } from '../../db/schema';

export type VirtualAccountLists = Pick<
  User,
  'rehoboth_account' | 'moniepoint_account' | 'wema_account'
>;

/** The user's dedicated bank accounts for wallet funding, one list per partner bank. */
export async function listVirtualAccounts(db: Db, userId: number): Promise<VirtualAccountLists> {
  const rows = await db
    .select()
    .from(virtualAccounts)
    .where(eq(virtualAccounts.userId, userId))
    .orderBy(virtualAccounts.id);
  const lists: VirtualAccountLists = {
    rehoboth_account: [],
    moniepoint_account: [],
    wema_account: [],
  };
  for (const row of rows) {
    lists[`${row.bankName}_account`].push({
      accountName: row.accountName,
      accountNumber: row.accountNumber,
      bankName: row.providerBankName,
    });
  }
  return lists;
}
