/** Every staff action on a customer says why; the audit log keeps it. */
export const REASON_MESSAGES = {
  required: 'Give a reason (at least 3 characters).',
  amount: 'Enter an amount above ₦0 with at most two decimals.',
} as const;

export const MIN_REASON_LENGTH = 3;

export function checkReason(reason: string): string | undefined {
  return reason.trim().length < MIN_REASON_LENGTH ? REASON_MESSAGES.required : undefined;
}

/**
 * A naira amount typed by staff (a number input may hand over a number), or undefined when it is
 * not a positive amount in kobo steps.
 */
export function parseAmount(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const amount = Number(text);
  return amount > 0 ? amount : undefined;
}
