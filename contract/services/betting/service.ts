import type { ServiceEntry } from '../registry';

/** Betting-wallet funding as the service registry lists it (registry.ts says what each field means). */
export const bettingEntry = {
  key: 'betting',
  categoryId: 11,
  type: 'betting',
  pricing: 'discount',
  priceUnit: 'betting-wallet top-up',
  noConvenienceFee: true,
  sale: 'purchase',
  path: 'fund-betting-wallet',
  label: 'Betting',
  pageTitle: 'Fund Betting Wallet',
  icon: 'trophy',
  minimum: 100,
  maximum: 500_000,
  packageChoice: { label: 'Betting company', tiles: 'each' },
  verification: 'account',
  savedNumber: 'account',
} as const satisfies ServiceEntry;
