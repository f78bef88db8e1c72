import type { ServiceEntry } from '../registry';

/** Airtime as the service registry lists it (registry.ts says what each field means). */
export const airtimeEntry = {
  key: 'airtime',
  categoryId: 1,
  type: 'airtime',
  pricing: 'discount',
  priceUnit: 'airtime purchase',
  sale: 'purchase',
  path: 'purchase-airtime',
  label: 'Airtime',
  pageTitle: 'Buy Airtime',
  icon: 'mobile',
  minimum: 100,
  packageChoice: { label: 'Network', tiles: 'each' },
  verification: 'none',
  savedNumber: 'phone',
} as const satisfies ServiceEntry;
