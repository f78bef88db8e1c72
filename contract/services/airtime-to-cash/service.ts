import type { ServiceEntry } from '../registry';

/** Airtime to Cash as the service registry lists it (registry.ts says what each field means). */
export const airtimeToCashEntry = {
  key: 'airtimeToCash',
  categoryId: 5,
  type: 'airtime-to-cash',
  pricing: 'commission',
  priceUnit: 'convert airtime to cash',
  sale: 'conversion',
  path: 'airtime-to-cash',
  label: 'Airtime to Cash',
  pageTitle: 'Airtime to Cash',
  icon: 'swap',
  minimum: 5000,
  packageChoice: { label: 'Network', tiles: 'each' },
  verification: 'none',
} as const satisfies ServiceEntry;
