import type { ServiceEntry } from '../registry';

/** Bulk SMS as the service registry lists it (registry.ts says what each field means). */
export const smsEntry = {
  key: 'sms',
  categoryId: 10,
  type: 'sms',
  pricing: 'unit-price',
  priceUnit: 'SMS page to one recipient',
  sale: 'message',
  path: 'send-sms',
  label: 'Bulk SMS',
  pageTitle: 'Bulk SMS',
  icon: 'message',
  verification: 'none',
} as const satisfies ServiceEntry;
