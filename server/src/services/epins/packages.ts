import { CATEGORY_IDS } from '@contract/services';
import type {
  SeedPackage,
  SeedPlan,
  ServiceCatalogue,
  TierValues,
} from '../../modules/catalogue/seed-types';
import type { EpinKind, EpinNetwork } from '../../ports/epins';

/*
 * Printable cards (12): a package per network and kind (recharge cards, data cards), a plan per
 * card, priced per card at each level. ClubKonnect sells them: a plan's listed code is what its
 * e-PIN scripts take (the Value of a recharge card, the DataPlan of a data card) and its listed
 * amount what one card costs us (a recharge card at its face value less ClubKonnect's 2%).
 */

/** What a card package sells: its network and kind, by the package's service id. */
export const EPIN_PRODUCTS: Readonly<Record<string, { network: EpinNetwork; kind: EpinKind }>> = {
  'mtn-epin': { network: 'mtn', kind: 'airtime' },
  'glo-epin': { network: 'glo', kind: 'airtime' },
  'airtel-epin': { network: 'airtel', kind: 'airtime' },
  '9mobile-epin': { network: '9mobile', kind: 'airtime' },
  'mtn-datacard': { network: 'mtn', kind: 'data' },
  'glo-datacard': { network: 'glo', kind: 'data' },
};

const NAMES: Readonly<Record<EpinNetwork, string>> = {
  mtn: 'MTN',
  glo: 'Glo',
  airtel: 'Airtel',
  '9mobile': '9mobile',
};

/** A recharge card's price per level: at most its face value, at least cost plus the margin. */
const RECHARGE_PRICES: Readonly<Record<number, TierValues>> = {
  100: [100, 99.5, 99, 99],
  200: [200, 199, 198, 197],
  500: [500, 497, 495, 493],
};

/** ClubKonnect's discount on a recharge card's face value, in percent. */
const RECHARGE_COST_DISCOUNT = 2;

const rechargePlan = (network: EpinNetwork, value: number): SeedPlan => ({
  code: `${network}-${value}`,
  title: `${NAMES[network]} ₦${value} recharge card`,
  prices: RECHARGE_PRICES[value] ?? [value, value, value, value],
  listed: { code: String(value), amount: (value * (100 - RECHARGE_COST_DISCOUNT)) / 100 },
});

function rechargeCards(network: EpinNetwork): SeedPackage {
  const name = NAMES[network];
  return {
    slug: `${network}-epin`,
    categoryId: CATEGORY_IDS.epins,
    title: name,
    serviceId: `${network}-epin`,
    image: `/media/logos/${network}.svg`,
    description: `Print ${name} recharge cards (₦100, ₦200, ₦500) to sell in your shop: buy up to a batch at once, print them on A4 or a POS roll, and keep the rest in your stock.`,
    plans: [100, 200, 500].map((value) => rechargePlan(network, value)),
    catalogueProvider: 'clubkonnect',
  };
}

function dataCards(
  network: EpinNetwork,
  plans: { code: string; size: string; cost: number; prices: TierValues }[],
): SeedPackage {
  const name = NAMES[network];
  return {
    slug: `${network}-datacard`,
    categoryId: CATEGORY_IDS.epins,
    title: `${name} Data Cards`,
    serviceId: `${network}-datacard`,
    image: `/media/logos/${network}.svg`,
    description: `Print ${name} data cards: each card loads its data plan on any ${name} line with the PIN.`,
    plans: plans.map((plan) => ({
      code: `${network}-datacard-${plan.size.toLowerCase().replace(/\s+/g, '')}`,
      title: `${name} ${plan.size} - 30 days data card`,
      prices: plan.prices,
      listed: { code: plan.code, amount: plan.cost },
    })),
    catalogueProvider: 'clubkonnect',
  };
}

export const epinPackages: readonly SeedPackage[] = [
  rechargeCards('mtn'),
  rechargeCards('glo'),
  rechargeCards('airtel'),
  rechargeCards('9mobile'),
  dataCards('mtn', [
    { code: '1000.01', size: '1 GB', cost: 560, prices: [600, 590, 580, 570] },
    { code: '2000.01', size: '2 GB', cost: 1120, prices: [1200, 1180, 1160, 1140] },
  ]),
  dataCards('glo', [
    { code: '1000.01', size: '1 GB', cost: 280, prices: [300, 295, 290, 285] },
    { code: '2000.01', size: '2 GB', cost: 560, prices: [600, 590, 580, 575] },
  ]),
];

/** What a new database's catalogue starts with for printable cards. */
export const epinCatalogue: ServiceCatalogue = {
  packages: epinPackages,
  referralPercent: 0.5,
};
