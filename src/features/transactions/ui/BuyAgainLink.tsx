import { Link } from 'react-router-dom';
import type { Transaction } from '@contract/api';
import { LinkButton } from '@/shared/ui/link-button';
import { buyAgainPath } from '@/shared/ui/purchase';

/**
 * "Buy again": the purchase's screen with the same service, package, plan, number and amount
 * filled in. It only opens the screen; the customer still presses Buy and confirms.
 */
export function BuyAgainLink({
  transaction,
  className,
  asButton = false,
}: {
  transaction: Transaction;
  className?: string;
  /** drawn as a button (the receipt), else as a link (history rows) */
  asButton?: boolean;
}) {
  const path = transaction.buy_again ? buyAgainPath(transaction.buy_again) : undefined;
  if (!path) return null;
  const label = `Buy again: ${transaction.plan ?? transaction.description}`;
  return asButton ? (
    <LinkButton to={path} variant="outline" aria-label={label}>
      Buy again
    </LinkButton>
  ) : (
    <Link to={path} className={className} aria-label={`${label}, ${transaction.tx_ref}`}>
      Buy again
    </Link>
  );
}
