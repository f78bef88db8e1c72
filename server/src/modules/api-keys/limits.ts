import { formatNaira } from '@contract/format';

/*
 * An API key's spending limits: a read-only key places no charged order (403 on every charged
 * route, and refused again with the debit); a key's daily cap is checked with the debit, under the
 * customer's row lock (transaction_create, migration 0035), against what the key's orders were
 * charged in the last 24 hours.
 */
export const API_KEY_LIMIT_MESSAGES = {
  readOnly:
    'This API key is read-only: it cannot make purchases or send SMS. Change it in your profile, or use another key.',
  capReached: (capKobo: number, spentKobo: number) =>
    `This API key's daily spending cap of ${formatNaira(capKobo / 100)} would be passed: ` +
    `${formatNaira(spentKobo / 100)} spent with it in the last 24 hours. Raise the cap in your profile, or try later.`,
} as const;
