export type PaymentOutcome = 'success' | 'pending' | 'failed';

/** PAID is success (OVERPAID too: the money arrived), PENDING pending, anything else failed. */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  const value = (status ?? '').toUpperCase();
  if (value === 'PAID' || value === 'OVERPAID') return 'success';
  if (value === 'PENDING') return 'pending';
  return 'failed';
}

/** The callback screen's headings. */
export const PAYMENT_OUTCOME_TITLES: Record<PaymentOutcome, string> = {
  success: 'Payment successful!',
  pending: 'Payment pending!',
  failed: 'Payment failed!',
};
