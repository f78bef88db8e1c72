import type { Transaction } from '@contract/api';
import { transactionImagePath } from '@contract/transactions';
import { mediaUrl } from '@/shared/api';

/** A transaction's picture (contract/transactions) as a loadable URL; '' when there is none. */
export const transactionImage = (tx: Pick<Transaction, 'subcategory' | 'category' | 'kind'>) =>
  mediaUrl(transactionImagePath(tx));
