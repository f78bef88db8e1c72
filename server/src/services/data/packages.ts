import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Data (2): plan prices in naira per tier; codes unique across the whole category. */
export const dataPackages: readonly SeedPackage[] = [
  {
    slug: 'mtn-data-sme',
    categoryId: 2,
    title: 'MTN SME',
    serviceId: 'mtn-data',
    image: '/media/logos/mtn.svg',
    description:
      'Affordable MTN SME data for any MTN line, delivered within seconds and valid for 30 days. The best value for everyday browsing.',
    networkType: 'MTN',
    plans: [
      {
        code: 'mtn-sme-500mb-30days',
        title: 'MTN SME 500MB - 30 Days',
        prices: [400, 392, 386, 380],
      },
      {
        code: 'mtn-sme-1gb-30days',
        title: 'MTN SME 1GB - 30 Days',
        prices: [650, 637, 627, 618],
      },
      {
        code: 'mtn-sme-2gb-30days',
        title: 'MTN SME 2GB - 30 Days',
        prices: [1300, 1274, 1255, 1235],
      },
      {
        code: 'mtn-sme-3gb-30days',
        title: 'MTN SME 3GB - 30 Days',
        prices: [1950, 1911, 1882, 1853],
      },
      {
        code: 'mtn-sme-5gb-30days',
        title: 'MTN SME 5GB - 30 Days',
        prices: [3250, 3185, 3136, 3088],
      },
      {
        code: 'mtn-sme-10gb-30days',
        title: 'MTN SME 10GB - 30 Days',
        prices: [6500, 6370, 6273, 6175],
      },
    ],
  },
  {
    slug: 'mtn-data-gifting',
    categoryId: 2,
    title: 'MTN Gifting',
    serviceId: 'mtn-data',
    image: '/media/logos/mtn.svg',
    description:
      'Regular MTN data bundles gifted straight to the recipient, just like buying from *312#. Works on every MTN line and device.',
    networkType: 'MTN',
    plans: [
      {
        code: 'mtn-gifting-1gb-1day',
        title: 'MTN Gifting 1GB - 1 Day',
        prices: [500, 490, 483, 475],
      },
      {
        code: 'mtn-gifting-1500mb-7days',
        title: 'MTN Gifting 1.5GB - 7 Days',
        prices: [1000, 980, 965, 950],
      },
      {
        code: 'mtn-gifting-2gb-30days',
        title: 'MTN Gifting 2GB - 30 Days',
        prices: [1500, 1470, 1448, 1425],
      },
      {
        code: 'mtn-gifting-2700mb-30days',
        title: 'MTN Gifting 2.7GB - 30 Days',
        prices: [2000, 1960, 1930, 1900],
      },
      {
        code: 'mtn-gifting-3500mb-30days',
        title: 'MTN Gifting 3.5GB - 30 Days',
        prices: [2500, 2450, 2413, 2375],
      },
      {
        code: 'mtn-gifting-7gb-30days',
        title: 'MTN Gifting 7GB - 30 Days',
        prices: [3500, 3430, 3378, 3325],
      },
      {
        code: 'mtn-gifting-10gb-30days',
        title: 'MTN Gifting 10GB - 30 Days',
        prices: [4500, 4410, 4343, 4275],
      },
      {
        code: 'mtn-gifting-20gb-30days',
        title: 'MTN Gifting 20GB - 30 Days',
        prices: [7500, 7350, 7238, 7125],
      },
    ],
  },
  {
    slug: 'mtn-data-corporate-gifting',
    categoryId: 2,
    title: 'MTN Corporate Gifting',
    serviceId: 'mtn-data',
    image: '/media/logos/mtn.svg',
    description:
      'Low-cost MTN corporate gifting data valid for 30 days. Ideal for resellers who want stable delivery at wholesale prices.',
    networkType: 'MTN',
    plans: [
      {
        code: 'mtn-cg-500mb-30days',
        title: 'MTN Corporate Gifting 500MB - 30 Days',
        prices: [320, 314, 309, 304],
      },
      {
        code: 'mtn-cg-1gb-30days',
        title: 'MTN Corporate Gifting 1GB - 30 Days',
        prices: [600, 588, 579, 570],
      },
      {
        code: 'mtn-cg-2gb-30days',
        title: 'MTN Corporate Gifting 2GB - 30 Days',
        prices: [1200, 1176, 1158, 1140],
      },
      {
        code: 'mtn-cg-3gb-30days',
        title: 'MTN Corporate Gifting 3GB - 30 Days',
        prices: [1800, 1764, 1737, 1710],
      },
      {
        code: 'mtn-cg-5gb-30days',
        title: 'MTN Corporate Gifting 5GB - 30 Days',
        prices: [3000, 2940, 2895, 2850],
      },
      {
        code: 'mtn-cg-10gb-30days',
        title: 'MTN Corporate Gifting 10GB - 30 Days',
        prices: [6000, 5880, 5790, 5700],
      },
      {
        code: 'mtn-cg-20gb-30days',
        title: 'MTN Corporate Gifting 20GB - 30 Days',
        prices: [12000, 11760, 11580, 11400],
      },
    ],
  },
  {
    slug: 'glo-data-sme',
    categoryId: 2,
    title: 'GLO SME',
    serviceId: 'glo-data',
    image: '/media/logos/glo.svg',
    description:
      'Low-cost Glo SME data for any Glo line, valid for 30 days and delivered within seconds.',
    networkType: 'GLO',
    catalogueProvider: 'clubkonnect',
    plans: [
      {
        code: 'glo-sme-1gb-30days',
        title: 'GLO SME 1GB - 30 Days',
        prices: [305, 295, 290, 285],
        listed: { code: '1000.0', amount: 270 },
      },
      {
        code: 'glo-sme-2gb-30days',
        title: 'GLO SME 2GB - 30 Days',
        prices: [605, 590, 580, 570],
        listed: { code: '2000.0', amount: 540 },
      },
      {
        code: 'glo-sme-3gb-30days',
        title: 'GLO SME 3GB - 30 Days',
        prices: [910, 885, 870, 855],
        listed: { code: '3000.0', amount: 810 },
      },
      {
        code: 'glo-sme-5gb-30days',
        title: 'GLO SME 5GB - 30 Days',
        prices: [1515, 1475, 1445, 1420],
        listed: { code: '5000.0', amount: 1350 },
      },
    ],
  },
  {
    slug: 'glo-data-gifting',
    categoryId: 2,
    title: 'GLO Gifting',
    serviceId: 'glo-data',
    image: '/media/logos/glo.svg',
    description:
      'Original Glo data bundles with bonus night and weekend data where Glo offers it. Delivered instantly to any Glo number.',
    networkType: 'GLO',
    plans: [
      {
        code: 'glo-gifting-1gb-3days',
        title: 'GLO Gifting 1GB - 3 Days',
        prices: [350, 343, 338, 333],
      },
      {
        code: 'glo-gifting-2600mb-30days',
        title: 'GLO Gifting 2.6GB - 30 Days',
        prices: [1000, 980, 965, 950],
      },
      {
        code: 'glo-gifting-5gb-30days',
        title: 'GLO Gifting 5GB - 30 Days',
        prices: [1500, 1470, 1448, 1425],
      },
      {
        code: 'glo-gifting-6250mb-30days',
        title: 'GLO Gifting 6.25GB - 30 Days',
        prices: [2000, 1960, 1930, 1900],
      },
      {
        code: 'glo-gifting-7500mb-30days',
        title: 'GLO Gifting 7.5GB - 30 Days',
        prices: [2500, 2450, 2413, 2375],
      },
      {
        code: 'glo-gifting-11gb-30days',
        title: 'GLO Gifting 11GB - 30 Days',
        prices: [3000, 2940, 2895, 2850],
      },
      {
        code: 'glo-gifting-14gb-30days',
        title: 'GLO Gifting 14GB - 30 Days',
        prices: [4000, 3920, 3860, 3800],
      },
      {
        code: 'glo-gifting-18gb-30days',
        title: 'GLO Gifting 18GB - 30 Days',
        prices: [5000, 4900, 4825, 4750],
      },
    ],
  },
  {
    slug: 'glo-data-corporate-gifting',
    categoryId: 2,
    title: 'GLO Corporate Gifting',
    serviceId: 'glo-data',
    image: '/media/logos/glo.svg',
    description:
      'Cheap Glo corporate gifting data valid for 30 days, delivered within seconds to any Glo number.',
    networkType: 'GLO',
    plans: [
      {
        code: 'glo-cg-500mb-30days',
        title: 'GLO Corporate Gifting 500MB - 30 Days',
        prices: [230, 225, 222, 219],
      },
      {
        code: 'glo-cg-1gb-30days',
        title: 'GLO Corporate Gifting 1GB - 30 Days',
        prices: [430, 421, 415, 409],
      },
      {
        code: 'glo-cg-2gb-30days',
        title: 'GLO Corporate Gifting 2GB - 30 Days',
        prices: [860, 843, 830, 817],
      },
      {
        code: 'glo-cg-3gb-30days',
        title: 'GLO Corporate Gifting 3GB - 30 Days',
        prices: [1290, 1264, 1245, 1226],
      },
      {
        code: 'glo-cg-5gb-30days',
        title: 'GLO Corporate Gifting 5GB - 30 Days',
        prices: [2150, 2107, 2075, 2043],
      },
      {
        code: 'glo-cg-10gb-30days',
        title: 'GLO Corporate Gifting 10GB - 30 Days',
        prices: [4300, 4214, 4150, 4085],
      },
    ],
  },
  {
    slug: 'airtel-data-sme',
    categoryId: 2,
    title: 'AIRTEL SME',
    serviceId: 'airtel-data',
    image: '/media/logos/airtel.svg',
    description:
      'Airtel SME data at a low price for any Airtel line, delivered within seconds. Check each plan for how long it lasts.',
    networkType: 'AIRTEL',
    catalogueProvider: 'clubkonnect',
    plans: [
      {
        code: 'airtel-sme-500mb-7days',
        title: 'AIRTEL SME 500MB - 7 Days',
        prices: [370, 360, 355, 350],
        listed: { code: '500.0', amount: 330 },
      },
      {
        code: 'airtel-sme-1gb-7days',
        title: 'AIRTEL SME 1GB - 7 Days',
        prices: [630, 615, 600, 590],
        listed: { code: '1000.0', amount: 560 },
      },
      {
        code: 'airtel-sme-2gb-30days',
        title: 'AIRTEL SME 2GB - 30 Days',
        prices: [1460, 1420, 1395, 1365],
        listed: { code: '2000.0', amount: 1300 },
      },
    ],
  },
  {
    slug: 'airtel-data-gifting',
    categoryId: 2,
    title: 'AIRTEL Gifting',
    serviceId: 'airtel-data',
    image: '/media/logos/airtel.svg',
    description:
      'Regular Airtel data bundles sent straight to any Airtel line. Works on phones, routers and MiFi devices.',
    networkType: 'AIRTEL',
    plans: [
      {
        code: 'airtel-gifting-1gb-1day',
        title: 'AIRTEL Gifting 1GB - 1 Day',
        prices: [500, 490, 483, 475],
      },
      {
        code: 'airtel-gifting-1500mb-7days',
        title: 'AIRTEL Gifting 1.5GB - 7 Days',
        prices: [1000, 980, 965, 950],
      },
      {
        code: 'airtel-gifting-2gb-30days',
        title: 'AIRTEL Gifting 2GB - 30 Days',
        prices: [1500, 1470, 1448, 1425],
      },
      {
        code: 'airtel-gifting-3gb-30days',
        title: 'AIRTEL Gifting 3GB - 30 Days',
        prices: [2000, 1960, 1930, 1900],
      },
      {
        code: 'airtel-gifting-4gb-30days',
        title: 'AIRTEL Gifting 4GB - 30 Days',
        prices: [2500, 2450, 2413, 2375],
      },
      {
        code: 'airtel-gifting-8gb-30days',
        title: 'AIRTEL Gifting 8GB - 30 Days',
        prices: [3000, 2940, 2895, 2850],
      },
      {
        code: 'airtel-gifting-10gb-30days',
        title: 'AIRTEL Gifting 10GB - 30 Days',
        prices: [4000, 3920, 3860, 3800],
      },
      {
        code: 'airtel-gifting-13gb-30days',
        title: 'AIRTEL Gifting 13GB - 30 Days',
        prices: [5000, 4900, 4825, 4750],
      },
    ],
  },
  {
    slug: 'airtel-data-corporate-gifting',
    categoryId: 2,
    title: 'AIRTEL Corporate Gifting',
    serviceId: 'airtel-data',
    image: '/media/logos/airtel.svg',
    description:
      'Affordable Airtel corporate gifting data valid for 30 days. Delivered within seconds to any Airtel number.',
    networkType: 'AIRTEL',
    plans: [
      {
        code: 'airtel-cg-500mb-30days',
        title: 'AIRTEL Corporate Gifting 500MB - 30 Days',
        prices: [300, 294, 290, 285],
      },
      {
        code: 'airtel-cg-1gb-30days',
        title: 'AIRTEL Corporate Gifting 1GB - 30 Days',
        prices: [590, 578, 569, 561],
      },
      {
        code: 'airtel-cg-2gb-30days',
        title: 'AIRTEL Corporate Gifting 2GB - 30 Days',
        prices: [1180, 1156, 1139, 1121],
      },
      {
        code: 'airtel-cg-3gb-30days',
        title: 'AIRTEL Corporate Gifting 3GB - 30 Days',
        prices: [1770, 1735, 1708, 1682],
      },
      {
        code: 'airtel-cg-5gb-30days',
        title: 'AIRTEL Corporate Gifting 5GB - 30 Days',
        prices: [2950, 2891, 2847, 2803],
      },
      {
        code: 'airtel-cg-10gb-30days',
        title: 'AIRTEL Corporate Gifting 10GB - 30 Days',
        prices: [5900, 5782, 5694, 5605],
      },
    ],
  },
  {
    slug: '9mobile-data-sme',
    categoryId: 2,
    title: '9MOBILE SME',
    serviceId: 'etisalat-data',
    image: '/media/logos/9mobile.svg',
    description:
      'Cheap 9mobile SME data for any 9mobile line, valid for 30 days and delivered within seconds.',
    networkType: '9MOBILE',
    catalogueProvider: 'clubkonnect',
    plans: [
      {
        code: '9mobile-sme-500mb-30days',
        title: '9MOBILE SME 500MB - 30 Days',
        prices: [160, 155, 150, 150],
        listed: { code: '500.0', amount: 140 },
      },
      {
        code: '9mobile-sme-1gb-30days',
        title: '9MOBILE SME 1GB - 30 Days',
        prices: [315, 310, 300, 295],
        listed: { code: '1000.0', amount: 280 },
      },
      {
        code: '9mobile-sme-2gb-30days',
        title: '9MOBILE SME 2GB - 30 Days',
        prices: [630, 615, 600, 590],
        listed: { code: '2000.0', amount: 560 },
      },
    ],
  },
  {
    slug: '9mobile-data-gifting',
    categoryId: 2,
    title: '9MOBILE Gifting',
    serviceId: 'etisalat-data',
    image: '/media/logos/9mobile.svg',
    description:
      'Regular 9mobile data bundles delivered instantly to any 9mobile line, valid for 30 days.',
    networkType: '9MOBILE',
    plans: [
      {
        code: '9mobile-gifting-500mb-30days',
        title: '9MOBILE Gifting 500MB - 30 Days',
        prices: [500, 490, 483, 475],
      },
      {
        code: '9mobile-gifting-1500mb-30days',
        title: '9MOBILE Gifting 1.5GB - 30 Days',
        prices: [1000, 980, 965, 950],
      },
      {
        code: '9mobile-gifting-2gb-30days',
        title: '9MOBILE Gifting 2GB - 30 Days',
        prices: [1200, 1176, 1158, 1140],
      },
      {
        code: '9mobile-gifting-3gb-30days',
        title: '9MOBILE Gifting 3GB - 30 Days',
        prices: [1500, 1470, 1448, 1425],
      },
      {
        code: '9mobile-gifting-4500mb-30days',
        title: '9MOBILE Gifting 4.5GB - 30 Days',
        prices: [2000, 1960, 1930, 1900],
      },
      {
        code: '9mobile-gifting-11gb-30days',
        title: '9MOBILE Gifting 11GB - 30 Days',
        prices: [4000, 3920, 3860, 3800],
      },
      {
        code: '9mobile-gifting-15gb-30days',
        title: '9MOBILE Gifting 15GB - 30 Days',
        prices: [5000, 4900, 4825, 4750],
      },
    ],
  },
  {
    slug: '9mobile-data-corporate-gifting',
    categoryId: 2,
    title: '9MOBILE Corporate Gifting',
    serviceId: 'etisalat-data',
    image: '/media/logos/9mobile.svg',
    description:
      'Budget 9mobile corporate gifting data valid for 30 days. A cheap way to keep your 9mobile line online.',
    networkType: '9MOBILE',
    plans: [
      {
        code: '9mobile-cg-500mb-30days',
        title: '9MOBILE Corporate Gifting 500MB - 30 Days',
        prices: [180, 176, 174, 171],
      },
      {
        code: '9mobile-cg-1gb-30days',
        title: '9MOBILE Corporate Gifting 1GB - 30 Days',
        prices: [330, 323, 318, 314],
      },
      {
        code: '9mobile-cg-2gb-30days',
        title: '9MOBILE Corporate Gifting 2GB - 30 Days',
        prices: [660, 647, 637, 627],
      },
      {
        code: '9mobile-cg-3gb-30days',
        title: '9MOBILE Corporate Gifting 3GB - 30 Days',
        prices: [990, 970, 955, 941],
      },
      {
        code: '9mobile-cg-5gb-30days',
        title: '9MOBILE Corporate Gifting 5GB - 30 Days',
        prices: [1650, 1617, 1592, 1568],
      },
      {
        code: '9mobile-cg-10gb-30days',
        title: '9MOBILE Corporate Gifting 10GB - 30 Days',
        prices: [3300, 3234, 3185, 3135],
      },
    ],
  },
];

/** What a new database's catalogue starts with for this service. */
export const dataCatalogue: ServiceCatalogue = {
  packages: dataPackages,
  providerCommissionBp: 300,
  referralPercent: 1,
};
