import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Cable TV (3): Normal pays the full bouquet price, no convenience fee. */
export const cablePackages: readonly SeedPackage[] = [
  {
    slug: 'dstv',
    categoryId: 3,
    title: 'DSTV',
    serviceId: 'dstv',
    image: '/media/logos/dstv.svg',
    description:
      'Renew or change your DStv bouquet in seconds. Enter your smartcard number, confirm your name and current bouquet, then pay from your wallet.',
    plans: [
      {
        code: 'dstv-padi',
        title: 'DStv Padi - 1 Month',
        prices: [4400, 4378, 4356, 4334],
      },
      {
        code: 'dstv-yanga',
        title: 'DStv Yanga - 1 Month',
        prices: [6000, 5970, 5940, 5910],
      },
      {
        code: 'dstv-confam',
        title: 'DStv Confam - 1 Month',
        prices: [11000, 10945, 10890, 10835],
      },
      {
        code: 'dstv79',
        title: 'DStv Compact - 1 Month',
        prices: [19000, 18905, 18810, 18715],
      },
      {
        code: 'dstv7',
        title: 'DStv Compact Plus - 1 Month',
        prices: [30000, 29850, 29700, 29550],
      },
      {
        code: 'dstv3',
        title: 'DStv Premium - 1 Month',
        prices: [44500, 44278, 44055, 43833],
      },
    ],
  },
  {
    slug: 'gotv',
    categoryId: 3,
    title: 'GOTV',
    serviceId: 'gotv',
    image: '/media/logos/gotv.svg',
    description:
      'Renew or upgrade your GOtv subscription instantly. Enter your IUC number, confirm the account details, and your decoder is reactivated within minutes.',
    plans: [
      {
        code: 'gotv-smallie',
        title: 'GOtv Smallie - 1 Month',
        prices: [1900, 1891, 1881, 1872],
      },
      {
        code: 'gotv-jinja',
        title: 'GOtv Jinja - 1 Month',
        prices: [3900, 3881, 3861, 3842],
      },
      {
        code: 'gotv-jolli',
        title: 'GOtv Jolli - 1 Month',
        prices: [5800, 5771, 5742, 5713],
      },
      {
        code: 'gotv-max',
        title: 'GOtv Max - 1 Month',
        prices: [8500, 8458, 8415, 8373],
      },
      {
        code: 'gotv-supa',
        title: 'GOtv Supa - 1 Month',
        prices: [11400, 11343, 11286, 11229],
      },
      {
        code: 'gotv-supa-plus',
        title: 'GOtv Supa+ - 1 Month',
        prices: [16800, 16716, 16632, 16548],
      },
    ],
  },
  {
    slug: 'startimes',
    categoryId: 3,
    title: 'STARTIMES',
    serviceId: 'startimes',
    image: '/media/logos/startimes.svg',
    description:
      'Top up your StarTimes decoder, antenna (DTT) or dish (DTH), in seconds. Enter your smartcard number and choose your bouquet.',
    plans: [
      {
        code: 'nova',
        title: 'StarTimes Nova - 1 Month',
        prices: [2100, 2090, 2079, 2069],
      },
      {
        code: 'basic',
        title: 'StarTimes Basic - 1 Month',
        prices: [4000, 3980, 3960, 3940],
      },
      {
        code: 'smart',
        title: 'StarTimes Smart - 1 Month',
        prices: [5100, 5075, 5049, 5024],
      },
      {
        code: 'classic',
        title: 'StarTimes Classic - 1 Month',
        prices: [6000, 5970, 5940, 5910],
      },
      {
        code: 'super',
        title: 'StarTimes Super - 1 Month',
        prices: [9800, 9751, 9702, 9653],
      },
    ],
  },
  {
    slug: 'showmax',
    categoryId: 3,
    title: 'SHOWMAX',
    serviceId: 'showmax',
    image: '/media/logos/showmax.svg',
    description:
      'Subscribe to or renew Showmax with the phone number linked to your Showmax account. Your plan is activated as soon as payment is confirmed.',
    plans: [
      {
        code: 'mobile_only',
        title: 'Showmax Mobile - 1 Month',
        prices: [1600, 1592, 1584, 1576],
      },
      {
        code: 'full',
        title: 'Showmax Full - 1 Month',
        prices: [3500, 3483, 3465, 3448],
      },
      {
        code: 'pro_mobile',
        title: 'Showmax Pro Mobile - 1 Month',
        prices: [4200, 4179, 4158, 4137],
      },
      {
        code: 'pro',
        title: 'Showmax Pro - 1 Month',
        prices: [8400, 8358, 8316, 8274],
      },
    ],
  },
];

/** What a new database's catalogue starts with for this service. */
export const cableCatalogue: ServiceCatalogue = {
  packages: cablePackages,
  providerCommissionBp: 150,
  referralPercent: 0.5,
};
