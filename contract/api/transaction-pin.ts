import { Type, type Static } from 'typebox';

/*
 * Strings on the wire, checked by the server's own rule (contract/rules/transaction-pin.ts) so a
 * bad PIN gets the PIN's message, not a generic schema error.
 */
const digits = Type.String({ maxLength: 20 });

/**
 * `PUT transaction-pin/`: the first PIN needs the account password; a change needs the current
 * PIN (`old_pin`) instead.
 */
export const SetTransactionPinRequestSchema = Type.Object({
  pin: digits,
  password: Type.Optional(Type.String({ maxLength: 128 })),
  old_pin: Type.Optional(digits),
});

/** `POST transaction-pin/reset/confirm/`: the code from the e-mail and the new PIN. */
export const ResetTransactionPinRequestSchema = Type.Object({
  code: digits,
  pin: digits,
});

export const TransactionPinStateSchema = Type.Object({
  has_transaction_pin: Type.Boolean(),
  /** ISO time until which charged actions are refused after 5 wrong PINs; null when not locked */
  transaction_pin_locked_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/**
 * Added to the body of every charged request (purchases, SMS, airtime to cash, bonus transfer,
 * level change): required with a login token once the account has a PIN; ignored with an API key.
 */
export const TransactionPinFieldSchema = Type.Optional(
  Type.String({
    maxLength: 20,
    description:
      'Your 4-digit transaction PIN: required when signed in with a token and the account has ' +
      'a PIN; not needed with an API key.',
  }),
);

export type SetTransactionPinRequest = Static<typeof SetTransactionPinRequestSchema>;
export type ResetTransactionPinRequest = Static<typeof ResetTransactionPinRequestSchema>;
export type TransactionPinState = Static<typeof TransactionPinStateSchema>;
/** A charged request's body as the signed-in screens send it. */
export type WithTransactionPin<T> = T & { pin?: string };
