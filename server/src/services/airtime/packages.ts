import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Airtime (1): discounts in percent per tier. */
export const airtimePackages: readonly SeedPackage[] = [
  {
    slug: 'mtn-airtime',
    categoryId: 1,
    title: 'MTN',
    serviceId: 'mtn',
    image: '/media/logos/mtn.svg',
    description:
      'Recharge any MTN line instantly from your wallet, from ₦100 upwards. Your discount is applied automatically at checkout.',
    discounts: [1, 1.5, 2.5, 3],
  },
  {
    slug: 'glo-airtime',
    categoryId: 1,
    title: 'GLO',
    serviceId: 'glo',
    image: '/media/logos/glo.svg',
    description:
      'Recharge any Glo line instantly from your wallet, from ₦100 upwards. Your discount is applied automatically at checkout.',
    discounts: [1.5, 2.5, 3.5, 4],
  },
  {
    slug: 'airtel-airtime',
    categoryId: 1,
    title: 'AIRTEL',
    serviceId: 'airtel',
    image: '/media/logos/airtel.svg',
    description:
      'Recharge any Airtel line instantly from your wallet, from ₦100 upwards. Your discount is applied automatically at checkout.',
    discounts: [1, 2, 2.8, 3.2],
  },
  {
    slug: '9mobile-airtime',
    categoryId: 1,
    title: '9MOBILE',
    serviceId: 'etisalat',
    image: '/media/logos/9mobile.svg',
    description:
      'Recharge any 9mobile line instantly from your wallet, from ₦100 upwards. Your discount is applied automatically at checkout.',
    discounts: [1.5, 2.5, 3.5, 4],
  },
];

/** What a new database's catalogue starts with for this service. */
export const airtimeCatalogue: ServiceCatalogue = {
  packages: airtimePackages,
  providerCommissionBp: 300,
  referralPercent: 0.5,
};
