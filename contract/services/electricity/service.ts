import type { ServiceEntry } from '../registry';

/** Electricity as the service registry lists it (registry.ts says what each field means). */
export const electricityEntry = {
  key: 'electricity',
  categoryId: 4,
  type: 'electricity',
  pricing: 'discount',
  priceUnit: 'electricity payment',
  noConvenienceFee: true,
  sale: 'purchase',
  path: 'pay-for-electricity',
  label: 'Electricity',
  pageTitle: 'Electricity',
  icon: 'thunderbolt',
  minimum: 500,
  packageChoice: { label: 'Disco', tiles: 'without-code' },
  verification: 'meter',
  savedNumber: 'meter',
} as const satisfies ServiceEntry;
