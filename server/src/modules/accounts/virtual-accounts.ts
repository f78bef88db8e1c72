import type { User } from '@/shared/api/contract';
import type { Db } from '../../db/client';

export type VirtualAccountLists = Pick<
  User,
  'rehoboth_account' | 'moniepoint_account' | 'wema_account'
>;

/**
 * The user's dedicated bank accounts for wallet funding, one list per partner bank. No bank is
 * connected yet, so every list is empty; the wallet module replaces this with its own lookup.
 */
export async function listVirtualAccounts(_db: Db, _userId: number): Promise<VirtualAccountLists> {
  return { rehoboth_account: [], moniepoint_account: [], wema_account: [] };
}
