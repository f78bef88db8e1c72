/** SPEC 5: letters, digits, dot, underscore or hyphen, then @, a domain, and a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** SPEC 5 and 9: an optional plus, then 0 and 10 more digits. */
export const ACCOUNT_PHONE_PATTERN = /^\+?0\d{10}$/;

/** SPEC 5, purchase screens: an optional leading plus, then digits only. */
export const PURCHASE_PHONE_PATTERN = /^\+?\d+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidAccountPhone(value: string): boolean {
  return ACCOUNT_PHONE_PATTERN.test(value);
}
