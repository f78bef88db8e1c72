/*
 * What an owner's resolution of a conflict moves, from the purchase's status now: the provider
 * delivered a purchase we refunded (failed, or reversed on the provider's earlier word), so the
 * customer is charged again; the provider refunded one we kept delivered, so the customer is
 * refunded; otherwise the purchase already stands as the provider says and nothing moves. The
 * server moves the money by this rule and the console says beforehand what it will move.
 */

export type ConflictOutcomeName = 'provider_delivered' | 'provider_refunded';

/** A purchase in one of these has its charge back in the customer's wallet. */
export const REFUNDED_PURCHASE_STATUSES: readonly string[] = ['failed', 'reversed'];

export function conflictMovement(
  outcome: ConflictOutcomeName,
  status: string,
): 'charge_again' | 'refund' | null {
  if (outcome === 'provider_delivered')
    return REFUNDED_PURCHASE_STATUSES.includes(status) ? 'charge_again' : null;
  return status === 'confirmed' ? 'refund' : null;
}
