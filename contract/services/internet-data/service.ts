import type { ServiceEntry } from '../registry';

/** Internet Data as the service registry lists it (registry.ts says what each field means). */
export const internetDataEntry = {
  key: 'internetData',
  categoryId: 7,
  type: 'internet-data',
  pricing: 'plans',
  priceUnit: 'Smile internet bundle',
  sale: 'purchase',
  path: 'purchase-internet-data',
  label: 'Internet Data',
  pageTitle: 'Buy Internet Data',
  icon: 'global',
  packageChoice: { label: 'Provider', tiles: 'each' },
  verification: 'account',
  savedNumber: 'phone',
} as const satisfies ServiceEntry;
