import type { Package, Transaction } from '@contract/api';
import { type FirstReads } from '@contract/first-load';
import { firstTransactionsRead, packagesReadOf } from '@contract/first-load/page';

/*
 * What a first view draws, taken from the page's first API answers (each as the API sends it,
 * `{ data }`); an answer missing or not as expected draws no view (the app draws the page).
 */

export interface FirstViewUser {
  first_name: string;
  last_name: string;
  wallet_balance: number | string;
}

/** The customer from the page's first answers (get-user's `data`), if it is there. */
export function userOf(reads: FirstReads): FirstViewUser | undefined {
  const answer = reads['get-user/'] as { data?: Partial<FirstViewUser> } | undefined;
  const user = answer?.data;
  if (!user || typeof user.first_name !== 'string' || typeof user.last_name !== 'string')
    return undefined;
  if (typeof user.wallet_balance !== 'number' && typeof user.wallet_balance !== 'string')
    return undefined;
  return user as FirstViewUser;
}

/** The dashboard notice from the page's first answers (get-notification's `data`), trimmed. */
export function noticeOf(reads: FirstReads): string {
  const answer = reads['get-notification/'] as { data?: unknown } | undefined;
  return typeof answer?.data === 'string' ? answer.data.trim() : '';
}

const isPackage = (item: unknown): item is Package => {
  const pkg = item as Partial<Package> | null;
  return (
    typeof pkg?.id === 'number' && typeof pkg.title === 'string' && typeof pkg.image === 'string'
  );
};

/** A category's packages from the page's first answers (get-package's `data`), if all are there. */
export function packagesOf(reads: FirstReads, categoryId: number): Package[] | undefined {
  const answer = reads[packagesReadOf(categoryId)] as { data?: unknown } | undefined;
  const list = answer?.data;
  return Array.isArray(list) && list.every(isPackage) ? list : undefined;
}

const isTransaction = (item: unknown): item is Transaction => {
  const tx = item as Partial<Transaction> | null;
  return (
    typeof tx?.id === 'number' &&
    typeof tx.status === 'string' &&
    typeof tx.amount === 'number' &&
    typeof tx.created_at === 'string' &&
    typeof tx.kind === 'string'
  );
};

/** The history's first page from the page's first answers (get-transactions), if all is there. */
export function transactionsOf(
  reads: FirstReads,
): { rows: Transaction[]; count: number } | undefined {
  const answer = reads[firstTransactionsRead] as
    { data?: unknown; meta?: { count?: unknown } } | undefined;
  const rows = answer?.data;
  const count = answer?.meta?.count;
  if (!Array.isArray(rows) || !rows.every(isTransaction) || typeof count !== 'number')
    return undefined;
  return { rows, count };
}
