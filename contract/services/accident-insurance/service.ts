import type { ServiceEntry } from '../registry';

/** Insurance as the service registry lists it (registry.ts says what each field means). */
export const accidentInsuranceEntry = {
  key: 'accidentInsurance',
  categoryId: 8,
  type: 'insurance',
  pricing: 'plans',
  priceUnit: 'yearly insurance cover',
  sale: 'purchase',
  path: 'buy-insurance',
  label: 'Insurance',
  pageTitle: 'Personal Accident Insurance',
  icon: 'safety',
  packageChoice: { label: 'Insurance', tiles: 'each' },
  verification: 'none',
  // the insured person's phone; the cover itself is bought again from its receipt
  savedNumber: 'phone',
} as const satisfies ServiceEntry;
