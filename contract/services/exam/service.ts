import type { ServiceEntry } from '../registry';

/** Exam Pins as the service registry lists it (registry.ts says what each field means). */
export const examEntry = {
  key: 'exam',
  categoryId: 6,
  type: 'exam',
  pricing: 'plans',
  priceUnit: 'exam PIN',
  sale: 'purchase',
  path: 'purchase-exam-pins',
  label: 'Exam Pins',
  pageTitle: 'Exam Pins',
  icon: 'read',
  packageChoice: { label: 'Exam Type', tiles: 'each' },
  verification: 'profile',
  savedNumber: 'jamb_profile',
} as const satisfies ServiceEntry;
