import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Bulk SMS (10): naira per page per recipient, per tier. */
export const smsPackages: readonly SeedPackage[] = [
  {
    slug: 'bulk-sms',
    categoryId: 10,
    title: 'SMS',
    serviceId: 'sms',
    image: '/media/logos/sms.svg',
    description:
      'Send bulk SMS with your own sender name to MTN, Glo, Airtel and 9mobile numbers across Nigeria. Each page holds 160 characters and is charged per recipient.',
    unitPrices: [3.5, 3.2, 3, 2.8],
  },
];

/** What a new database's catalogue starts with for this service. */
export const smsCatalogue: ServiceCatalogue = {
  packages: smsPackages,
  referralPercent: 1,
};
