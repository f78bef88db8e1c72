import type { BankName, User } from '@contract/api';

export interface BankOption {
  bankName: BankName;
  title: string;
  /** where get-user lists the user's accounts with this bank */
  stateKey: 'rehoboth_account' | 'moniepoint_account' | 'wema_account' | 'paystack_account';
  /** Moniepoint and wema need a NIN of exactly 11 digits, rehoboth only the name */
  needsNin: boolean;
  /** The bank charge of every deposit (Paystack's is the owner's, sent with the user) */
  charges: string;
}

/** Monnify's three partner banks and the Paystack account (a PalmPay state exists without one). */
export const BANKS: readonly BankOption[] = [
  {
    bankName: 'rehoboth',
    title: 'Rehoboth',
    stateKey: 'rehoboth_account',
    needsNin: false,
    charges: 'Free for deposits under ₦5,000; ₦30 for deposits of ₦5,000 and above.',
  },
  {
    bankName: 'moniepoint',
    title: 'Moniepoint',
    stateKey: 'moniepoint_account',
    needsNin: true,
    charges: '0.85% of every deposit.',
  },
  {
    bankName: 'wema',
    title: 'Wema',
    stateKey: 'wema_account',
    needsNin: true,
    charges: '0.85% of every deposit.',
  },
  {
    bankName: 'paystack',
    title: 'Paystack',
    stateKey: 'paystack_account',
    needsNin: false,
    charges: '',
  },
];

/** The charge rule shown for `bank`: Paystack's as the owner set it, the others' fixed. */
export const chargesOf = (user: User | undefined, bank: BankOption) =>
  bank.bankName === 'paystack' ? (user?.paystack_charges ?? '…') : bank.charges;

/** The user's accounts with `bank` (an empty list while the user is loading). */
export const accountsOf = (user: User | undefined, bank: BankOption) => user?.[bank.stateKey] ?? [];
