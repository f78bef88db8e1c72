import type { BankName } from '@contract/api';

/** Banks of Monnify reserved accounts (paystack: the Paystack dedicated account). */
export type MonnifyBank = Exclude<BankName, 'paystack'>;

/** Our three Monnify partner banks and the Monnify bank code each reservation asks for. */
export const PARTNER_BANKS: Record<MonnifyBank, { code: string; title: string }> = {
  // Not a Monnify bank code we could confirm; the simulator knows it as Rehoboth.
  rehoboth: { code: '50211', title: 'Rehoboth' },
  moniepoint: { code: '50515', title: 'Moniepoint' },
  wema: { code: '035', title: 'Wema' },
};

export const BANK_NAMES = Object.keys(PARTNER_BANKS) as MonnifyBank[];

export const isMonnifyBank = (value: string): value is MonnifyBank =>
  (BANK_NAMES as string[]).includes(value);

/** Banks that need the customer's NIN before an account is reserved. */
export const NIN_REQUIRED: ReadonlySet<BankName> = new Set(['moniepoint', 'wema']);
