import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Exam pins (6). */
export const examPackages: readonly SeedPackage[] = [
  {
    slug: 'waec',
    categoryId: 6,
    title: 'WAEC',
    serviceId: 'waec',
    image: '/media/logos/waec.svg',
    description:
      'Buy a WAEC result checker PIN and serial number to check your WASSCE result on the WAEC results portal. The PIN is shown instantly and kept in your transaction history.',
    plans: [
      {
        code: 'waecdirect',
        title: 'WAEC Result Checker PIN',
        prices: [3900, 3850, 3800, 3750],
      },
    ],
  },
  {
    slug: 'waec-registration',
    categoryId: 6,
    title: 'WAEC Registration',
    serviceId: 'waec-registration',
    image: '/media/logos/waec.svg',
    description:
      'Buy a WAEC registration PIN for the WASSCE for private candidates (GCE). Use the PIN to complete your registration on the WAEC portal.',
    plans: [
      {
        code: 'waec-registraion',
        title: 'WAEC Registration PIN',
        prices: [28000, 27900, 27800, 27700],
      },
    ],
  },
  {
    slug: 'jamb',
    categoryId: 6,
    title: 'JAMB',
    serviceId: 'jamb',
    image: '/media/logos/jamb.svg',
    description:
      'Buy your JAMB UTME or Direct Entry e-PIN with your JAMB profile ID. Get your profile code by texting your NIN to 55019 or 66019 before you start.',
    plans: [
      {
        code: 'utme-mock',
        title: 'UTME PIN (with mock)',
        prices: [8700, 8650, 8600, 8550],
      },
      {
        code: 'utme-no-mock',
        title: 'UTME PIN (without mock)',
        prices: [7700, 7650, 7600, 7550],
      },
      {
        code: 'de',
        title: 'Direct Entry PIN',
        prices: [7700, 7650, 7600, 7550],
      },
    ],
  },
];

/** What a new database's catalogue starts with for this service. */
export const examCatalogue: ServiceCatalogue = {
  packages: examPackages,
  referralPercent: 1,
};
