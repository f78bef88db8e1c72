import { CATEGORY_IDS } from '@contract/services';
import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Internet data: Smile bundles, bought for the customer's Smile account (found by its phone). */
export const internetDataPackages: readonly SeedPackage[] = [
  {
    slug: 'smile-direct',
    categoryId: CATEGORY_IDS.internetData,
    title: 'SMILE',
    serviceId: 'smile-direct',
    image: '/media/logos/smile.svg',
    description:
      'Renew any Smile 4G LTE account from your wallet: enter the Smile phone number, check the account name, and pick a bundle. Data is added to the account within minutes.',
    plans: [
      { code: '624', title: 'Smile 1GB FlexiDaily - 1 Day', prices: [300, 295, 290, 285] },
      { code: '413', title: 'Smile 2GB MidNite - 7 Days', prices: [1020, 1005, 990, 980] },
      { code: '606', title: 'Smile 1.5GB Bigga - 30 Days', prices: [1550, 1525, 1500, 1480] },
      { code: '607', title: 'Smile 3GB Bigga - 30 Days', prices: [3070, 3030, 2990, 2950] },
      { code: '611', title: 'Smile 10GB Bigga - 30 Days', prices: [8150, 8050, 7950, 7850] },
      {
        code: '583',
        title: 'Smile UnlimitedPlatinum - 30 Days',
        prices: [24000, 23700, 23400, 23100],
      },
    ],
  },
];

/** What a new database's catalogue starts with for this service. */
export const internetDataCatalogue: ServiceCatalogue = {
  packages: internetDataPackages,
  referralPercent: 1,
};
