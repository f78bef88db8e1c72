import type { ServiceEntry } from '../registry';

/** Data as the service registry lists it (registry.ts says what each field means). */
export const dataEntry = {
  key: 'data',
  categoryId: 2,
  type: 'data',
  pricing: 'plans',
  priceUnit: 'data bundle',
  sale: 'purchase',
  path: 'purchase-data',
  label: 'Data',
  pageTitle: 'Buy Data',
  icon: 'wifi',
  minimum: 10,
  packageChoice: { label: 'Network', tiles: 'by-network' },
  verification: 'none',
  savedNumber: 'phone',
} as const satisfies ServiceEntry;
