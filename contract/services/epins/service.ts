import type { ServiceEntry } from '../registry';

/** Recharge and data cards (e-PINs) as the service registry lists it (registry.ts says what each field means). */
export const epinsEntry = {
  key: 'epins',
  categoryId: 12,
  type: 'recharge-cards',
  pricing: 'plans',
  priceUnit: 'card',
  sale: 'cards',
  path: 'recharge-cards',
  label: 'Recharge Cards',
  pageTitle: 'Recharge Cards',
  icon: 'printer',
  packageChoice: { label: 'Network', tiles: 'each' },
  verification: 'none',
} as const satisfies ServiceEntry;
