import type { ServiceEntry } from '../registry';

/** Cable TV as the service registry lists it (registry.ts says what each field means). */
export const cableEntry = {
  key: 'cable',
  categoryId: 3,
  type: 'cable',
  pricing: 'plans',
  priceUnit: 'bouquet',
  noConvenienceFee: true,
  sale: 'purchase',
  path: 'pay-for-tv',
  label: 'Cable TV',
  pageTitle: 'Cable TV',
  icon: 'desktop',
  minimum: 100,
  packageChoice: { label: 'Provider', tiles: 'each' },
  verification: 'smart-card',
  savedNumber: 'smart_card',
} as const satisfies ServiceEntry;
