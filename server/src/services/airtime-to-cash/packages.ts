import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Airtime to cash (5): commission in percent that we keep, per tier. */
export const airtimeToCashPackages: readonly SeedPackage[] = [
  {
    slug: 'mtn-airtime-to-cash',
    categoryId: 5,
    title: 'MTN',
    serviceId: 'mtn',
    image: '/media/logos/mtn.svg',
    description:
      "Transfer the airtime to 08030000001 using MTN Share 'n' Sell, then fill this form. Your wallet is credited once we confirm receipt (minimum ₦5,000).",
    commissions: [20, 18, 16, 15],
  },
  {
    slug: 'glo-airtime-to-cash',
    categoryId: 5,
    title: 'GLO',
    serviceId: 'glo',
    image: '/media/logos/glo.svg',
    description:
      'Transfer the airtime to 08050000002 using Glo Easy Share, then fill this form. Your wallet is credited once we confirm receipt (minimum ₦5,000).',
    commissions: [25, 23, 21, 20],
  },
  {
    slug: 'airtel-airtime-to-cash',
    categoryId: 5,
    title: 'AIRTEL',
    serviceId: 'airtel',
    image: '/media/logos/airtel.svg',
    description:
      'Transfer the airtime to 08020000003 using Airtel Me2U, then fill this form. Your wallet is credited once we confirm receipt (minimum ₦5,000).',
    commissions: [20, 18, 16, 15],
  },
  {
    slug: '9mobile-airtime-to-cash',
    categoryId: 5,
    title: '9MOBILE',
    serviceId: 'etisalat',
    image: '/media/logos/9mobile.svg',
    description:
      'Transfer the airtime to 08090000004 using 9mobile Transfer, then fill this form. Your wallet is credited once we confirm receipt (minimum ₦5,000).',
    commissions: [30, 28, 26, 25],
  },
];

/** What a new database's catalogue starts with for this service. */
export const airtimeToCashCatalogue: ServiceCatalogue = {
  packages: airtimeToCashPackages,
};
