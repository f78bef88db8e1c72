import type { ManualTransferAccount } from '@contract/constants';
import { StartupRefusal } from './run-mode';

type Env = Record<string, string | undefined>;

const VARIABLES = {
  bankName: 'MANUAL_TRANSFER_BANK',
  accountNumber: 'MANUAL_TRANSFER_ACCOUNT_NUMBER',
  accountName: 'MANUAL_TRANSFER_ACCOUNT_NAME',
} as const;

const NUBAN = /^[0-9]{10}$/;

/**
 * The manual bank-transfer account customers are shown, or null when none is offered. All three
 * settings or none: a half-configured account would send customers' money to a number without a
 * name, or a name without a number.
 */
export function loadManualTransfer(env: Env): ManualTransferAccount | null {
  const values = Object.fromEntries(
    Object.entries(VARIABLES).map(([field, name]) => [field, env[name]?.trim() ?? '']),
  ) as Record<keyof ManualTransferAccount, string>;
  const missing = Object.entries(VARIABLES)
    .filter(([field]) => values[field as keyof ManualTransferAccount] === '')
    .map(([, name]) => name);
  if (missing.length === Object.keys(VARIABLES).length) return null;
  if (missing.length > 0)
    throw new StartupRefusal(
      `A manual transfer account needs all of ${Object.values(VARIABLES).join(', ')}; ${missing.join(', ')} not set`,
    );
  if (!NUBAN.test(values.accountNumber))
    throw new StartupRefusal(`${VARIABLES.accountNumber} must be a 10-digit account number`);
  return values;
}
