/** Letters, digits, dot, underscore or hyphen, then @, a domain, and a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** A customer's own phone (registration, profile): an optional plus, then 0 and 10 more digits. */
export const ACCOUNT_PHONE_PATTERN = /^\+?0\d{10}$/;

/**
 * A phone number a purchase is sent to: an optional leading plus, then 11 to 13 digits (a local
 * 080... number, or 234... without the leading 0). The screens and the API check the same rule.
 */
export const PURCHASE_PHONE_PATTERN = /^\+?\d{11,13}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidPurchasePhone(value: string): boolean {
  return PURCHASE_PHONE_PATTERN.test(value);
}

export function isValidAccountPhone(value: string): boolean {
  return ACCOUNT_PHONE_PATTERN.test(value);
}
