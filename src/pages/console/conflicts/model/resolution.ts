import type { ConflictItem, ConflictResolveRequest } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { conflictMovement } from '@contract/rules';

export type ConflictOutcome = ConflictResolveRequest['outcome'];

/** An owner's two answers to a conflict: the action's name and how a resolution reads after. */
export const OUTCOMES: Record<ConflictOutcome, { action: string; resolved: string }> = {
  provider_delivered: {
    action: 'Provider delivered: keep the charge',
    resolved: 'Provider delivered: the charge is kept',
  },
  provider_refunded: {
    action: 'Provider refunded: refund the customer',
    resolved: 'Provider refunded: the customer is refunded',
  },
};

export const OUTCOME_ORDER: readonly ConflictOutcome[] = [
  'provider_delivered',
  'provider_refunded',
];

/**
 * The money a resolution moves, from the purchase's status now (as the server decides it): keeping
 * the charge of a purchase we refunded charges the customer again; refunding one we kept refunds
 * them; otherwise the purchase already stands as the provider says and nothing moves.
 */
export function moneyMoved(
  outcome: ConflictOutcome,
  item: Pick<ConflictItem, 'status' | 'amount' | 'email'>,
): string {
  const amount = formatNaira(item.amount);
  const moves = conflictMovement(outcome, item.status);
  if (outcome === 'provider_delivered')
    return moves
      ? `${amount} is charged to ${item.email} again and the purchase is confirmed delivered.`
      : 'Nothing moves: the purchase stays delivered and the charge is kept.';
  return moves
    ? `${amount} is refunded to ${item.email}'s wallet and the purchase is marked failed.`
    : 'Nothing moves: the purchase stays refunded.';
}
