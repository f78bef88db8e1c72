import { eq } from 'drizzle-orm';
import type { User } from '@contract/api';
import type { Db } from '../../db/client';
import { virtualAccounts } from '../../db/schema';
import { ruleText } from '../payments/charges';
import { depositChargeRule } from '../payments/funding-providers';

export type VirtualAccountLists = Pick<
  User,
  | 'rehoboth_account'
  | 'moniepoint_account'
  | 'wema_account'
  | 'paystack_account'
  | 'paystack_charges'
>;

/**
 * The user's dedicated bank accounts for wallet funding, one list per partner bank (Monnify's
 * three and the Paystack account), and the owner's charge on deposits into the Paystack one.
 */
export async function listVirtualAccounts(db: Db, userId: number): Promise<VirtualAccountLists> {
  const [rows, paystackRule] = await Promise.all([
    db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, userId))
      .orderBy(virtualAccounts.id),
    depositChargeRule(db, 'paystack'),
  ]);
  const lists: Required<Omit<VirtualAccountLists, 'paystack_charges'>> = {
    rehoboth_account: [],
    moniepoint_account: [],
    wema_account: [],
    paystack_account: [],
  };
  for (const row of rows) {
    lists[`${row.bankName}_account`].push({
      accountName: row.accountName,
      accountNumber: row.accountNumber,
      bankName: row.providerBankName,
    });
  }
  return { ...lists, paystack_charges: ruleText(paystackRule) };
}
