import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export const CHECKOUT_EXPIRED_RESPONSE = 'Checkout expired: no payment was received';

/**
 * Card checkouts nobody paid within the provider's window: the payment reads EXPIRED and its
 * transaction 'expired'. Money is never lost by this: a payment the provider confirms later still
 * credits the wallet and turns the transaction confirmed (settleCardPayment credits any status
 * that is not already credited). Returns how many checkouts expired.
 */
export async function expireUnpaidCheckouts(
  db: Db,
  checkoutMinutes: number,
  limit: number,
): Promise<number> {
  const expired = await db.execute(sql`
    WITH due AS (
      SELECT id FROM payments
      WHERE status = 'PENDING'
        AND created_at <= now() - make_interval(mins => ${checkoutMinutes})
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ), marked AS (
      UPDATE payments SET status = 'EXPIRED', updated_at = now()
      FROM due WHERE payments.id = due.id
      RETURNING payments.transaction_id
    )
    UPDATE transactions
    SET status = 'expired', response = ${CHECKOUT_EXPIRED_RESPONSE}, updated_at = now()
    FROM marked WHERE transactions.id = marked.transaction_id AND transactions.status = 'pending'
    RETURNING transactions.id`);
  return rowsOf(expired).length;
}
