export type PaymentOutcome = 'success' | 'pending' | 'cancelled' | 'failed';

/**
 * PAID is success (OVERPAID too: the money arrived), PENDING pending, CANCELLED and ABANDONED
 * cancelled (the customer left the checkout: the card was never charged), anything else failed.
 */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  const value = (status ?? '').toUpperCase();
  if (value === 'PAID' || value === 'OVERPAID') return 'success';
  if (value === 'PENDING') return 'pending';
  if (value === 'CANCELLED' || value === 'ABANDONED') return 'cancelled';
  return 'failed';
}

/** The callback screen's headings. */
export const PAYMENT_OUTCOME_TITLES: Record<PaymentOutcome, string> = {
  success: 'Payment successful!',
  pending: 'Payment pending!',
  cancelled: 'Payment cancelled',
  failed: 'Payment failed!',
};
