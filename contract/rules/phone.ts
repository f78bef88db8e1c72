/**
 * One rule for every Nigerian mobile number a customer types (sign-up, profile, every purchase,
 * airtime to cash): `+2348031234567`, `2348031234567` or `08031234567`, with spaces or dashes
 * between the digits. Each is stored and sent in its local form, `08031234567`.
 */
const SEPARATORS = /[\s-]+/g;
const INTERNATIONAL = /^\+?234(\d{10})$/;
const LOCAL = /^0\d{10}$/;

/** The provider's sandbox numbers that pick a test outcome (pending, timeout, …); never a real line. */
export const PROVIDER_TEST_PHONES: readonly string[] = [
  '201000000000',
  '300000000000',
  '400000000000',
  '500000000000',
];

/** The local form (`08031234567`) of a number typed any accepted way, or undefined. */
export function normalizePhone(value: string): string | undefined {
  const compact = value.trim().replace(SEPARATORS, '');
  if (LOCAL.test(compact)) return compact;
  const international = INTERNATIONAL.exec(compact);
  return international ? `0${international[1]}` : undefined;
}

/** A customer's own number (registration, profile). */
export function isValidAccountPhone(value: string): boolean {
  return normalizePhone(value) !== undefined;
}

/** The number a purchase is sent to, in the form it is sent, or undefined. */
export function normalizePurchasePhone(value: string): string | undefined {
  const compact = value.trim();
  return PROVIDER_TEST_PHONES.includes(compact) ? compact : normalizePhone(compact);
}

export function isValidPurchasePhone(value: string): boolean {
  return normalizePurchasePhone(value) !== undefined;
}
