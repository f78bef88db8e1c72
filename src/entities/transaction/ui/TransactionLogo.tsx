import type { Transaction } from '@contract/api';
import { transactionImageAlt } from '@contract/transactions';
import { transactionImage } from '../model/image';

interface TransactionLogoProps {
  transaction: Pick<Transaction, 'subcategory' | 'category' | 'kind'>;
  size?: number;
  className?: string;
}

/** The logo of what was bought (subcategory, else category), sized up front and loaded lazily. */
export function TransactionLogo({ transaction, size = 32, className }: TransactionLogoProps) {
  const src = transactionImage(transaction);
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={transactionImageAlt(transaction)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ objectFit: 'contain' }}
    />
  );
}
