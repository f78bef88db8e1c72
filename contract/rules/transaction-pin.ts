/*
 * The transaction PIN: four digits that confirm every charged action made with a login token
 * (purchases, SMS, airtime to cash, bonus transfer, level change). API keys never need it.
 */

export const PIN_LENGTH = 4;
export const PIN_PATTERN = /^[0-9]{4}$/;
/** Wrong tries (PIN, or the password when setting the first PIN) before charged actions lock. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;
/** How long an e-mailed reset code works. */
export const PIN_RESET_CODE_MINUTES = 15;
export const PIN_RESET_CODE_PATTERN = /^[0-9]{6}$/;

export const isValidPin = (value: unknown): value is string =>
  typeof value === 'string' && PIN_PATTERN.test(value);

/** "3:05 PM", Lagos time: when a lock ends, as the customer is told. */
export const lagosClockTime = (at: Date | string) =>
  new Date(at).toLocaleTimeString('en-NG', {
    timeZone: 'Africa/Lagos',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

export const PIN_MESSAGES = {
  required: 'Enter your 4-digit transaction PIN.',
  format: 'Your transaction PIN is 4 digits.',
  wrong: (triesLeft: number) =>
    `Wrong transaction PIN: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  locked: (until: Date | string) =>
    `Too many wrong PIN tries. Purchases are locked until ${lagosClockTime(until)} (Lagos time); ` +
    'reset your PIN by e-mail to unlock now.',
  passwordRequired: 'Enter your account password to set your transaction PIN.',
  wrongPassword: (triesLeft: number) =>
    `Wrong password: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  oldPinRequired: 'Enter your current transaction PIN to change it.',
  repeatMismatch: 'The two PINs are not the same.',
  set: 'Your transaction PIN is set.',
  changed: 'Your transaction PIN is changed.',
  codeSent: 'We sent a 6-digit code to your e-mail. It works for 15 minutes.',
  codeFormat: 'Enter the 6-digit code from the e-mail.',
  codeInvalid: 'This code is wrong, used or expired. Ask for a new one.',
  reset: 'Your transaction PIN is reset.',
} as const;

/** API-key management asks for a fresh proof: the password, and the PIN when the account has one. */
export const PROOF_MESSAGES = {
  passwordRequired: 'Enter your account password to manage API keys.',
} as const;
