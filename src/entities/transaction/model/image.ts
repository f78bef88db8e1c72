import { mediaUrl, type Transaction } from '@/shared/api';

type Pictured = Pick<Transaction, 'subcategory' | 'category'>;

/** The subcategory logo, else the category logo (SPEC 2.3), as a loadable URL; '' when neither. */
export const transactionImage = (tx: Pictured): string =>
  mediaUrl(tx.subcategory?.image || tx.category?.image);

/** What the logo shows: the subcategory title, else the category name. */
export const transactionImageAlt = (tx: Pictured): string =>
  tx.subcategory?.title || tx.category?.name || 'Transaction';
