import type { BankName } from '@contract/api';

/** Our three partner banks and the Monnify bank code each reservation asks for. */
export const PARTNER_BANKS: Record<BankName, { code: string; title: string }> = {
  // Not a Monnify bank code we could confirm; the simulator knows it as Rehoboth.
  rehoboth: { code: '50211', title: 'Rehoboth' },
  moniepoint: { code: '50515', title: 'Moniepoint' },
  wema: { code: '035', title: 'Wema' },
};

export const BANK_NAMES = Object.keys(PARTNER_BANKS) as BankName[];

export const isBankName = (value: string): value is BankName =>
  (BANK_NAMES as string[]).includes(value);

/** Banks that need the customer's NIN before an account is reserved. */
export const NIN_REQUIRED: ReadonlySet<BankName> = new Set(['moniepoint', 'wema']);
