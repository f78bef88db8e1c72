/**
 * Catalogue seed data: categories, packages (networks and providers) and their plans.
 *
 * Pure data, no database code. The seeder inserts packages by `slug` and plans by
 * (package, `code`) when missing and never overwrites a row (an owner's prices survive); it raises
 * a tier price below the provider's cost plus MIN_PRICE_MARGIN_PERCENT to it, and cuts a discount
 * to what keeps that margin (margin.ts): a tier's seeded price is the one here or that floor,
 * whichever is higher.
 *
 * Conventions:
 * - Every tier tuple is in tier order: Normal, Agent, Reseller, API.
 * - Plan prices are naira (at most 2 decimals) and never rise from one tier to the next.
 * - Airtime and electricity discounts are percentages that never fall from one tier to the
 *   next; the best (API) tier is at most 4% here, which the seed cuts to keep the margin over the
 *   provider's commission (2.51% for airtime at the default margin): the public pages promise
 *   "up to" BEST_AIRTIME_DISCOUNT_PERCENT, and seed-margin.test.ts holds the two equal.
 * - Airtime-to-cash commissions are the percentage we keep; they never rise from one tier to
 *   the next.
 * - Plan codes are the provider's variation codes (VTpass's variation_code), unique within a package
 *   and across the whole data category.
 * - Images are paths served by our server from server/public.
 */

import {
  CATEGORY_IDS,
  SERVICES,
  serviceImage,
  type CategoryId,
  type ServiceType,
} from '@contract/services';

/** Four values in tier order: Normal, Agent, Reseller, API. */
export type TierValues = readonly [number, number, number, number];

export interface SeedPlan {
  /** VTpass variation_code, unique within its package */
  code: string;
  /** shown to customers, e.g. "MTN SME 1GB - 30 Days" */
  title: string;
  /** naira prices per tier, at most 2 decimals, each tier <= the one before */
  prices: TierValues;
  /**
   * A plan of a package VTpass does not sell: its code and price (naira, what it costs us) in its
   * package's catalogue provider's list. Without it, the Normal tier's price is VTpass's face value.
   */
  listed?: { code: string; amount: number };
}

export interface SeedPackage {
  /** stable unique key used for idempotent upserts, e.g. "mtn-airtime", "mtn-data-sme" */
  slug: string;
  /** the service's category id, from the service registry (CATEGORY_IDS) */
  categoryId: CategoryId;
  /** e.g. "MTN", "MTN SME", "DSTV", "IKEDC-Ikeja Electric", "WAEC", "SMS" */
  title: string;
  /** VTpass serviceID, e.g. "mtn", "mtn-data", "dstv", "ikeja-electric", "waec", "jamb"; "sms" for SMS; for airtime to cash the network's airtime serviceID */
  serviceId: string;
  /** path served by our server, e.g. "/media/logos/mtn.svg" */
  image: string;
  /** customer-facing description shown on the purchase screen (one or two sentences, real copy) */
  description: string;
  /** data only: the network this package belongs to, "MTN" | "GLO" | "AIRTEL" | "9MOBILE" */
  networkType?: string;
  /** airtime (1) and electricity (4): discount percent per tier (e.g. [1, 2, 3, 4]; at most 2 decimals) */
  discounts?: TierValues;
  /** airtime to cash (5): commission percent per tier that we keep (e.g. [20, 18, 16, 15]) */
  commissions?: TierValues;
  /** SMS (10): naira price per SMS page per recipient per tier (e.g. [3.5, 3.2, 3, 2.8]) */
  unitPrices?: TierValues;
  /** services priced by plans (data, internet data, cable, exam): the plans */
  plans?: SeedPlan[];
  /**
   * A package VTpass does not sell: the provider whose list it is (every plan then says how that
   * list names and prices it). Its prices are net: there is no commission.
   */
  catalogueProvider?: 'clubkonnect';
}

export interface SeedCategory {
  id: CategoryId;
  name: string;
  type: ServiceType;
  image: string;
}

/** One category per service of the registry. */
export const seedCategories: readonly SeedCategory[] = SERVICES.map((service) => ({
  id: service.categoryId,
  name: service.label,
  type: service.type,
  image: serviceImage(service),
}));

/**
 * The commission the provider keeps back for us per category, in basis points of the face value
 * (what a sale costs us is the face value less it); the owner changes it on the console.
 */
export const seedProviderCommissionBp: Partial<Record<CategoryId, number>> = {
  [CATEGORY_IDS.airtime]: 300,
  [CATEGORY_IDS.data]: 300,
  [CATEGORY_IDS.cable]: 150,
  [CATEGORY_IDS.electricity]: 100,
};

export const providerCommissionBpOf = (
  pkg: Pick<SeedPackage, 'categoryId' | 'catalogueProvider'>,
): number => (pkg.catalogueProvider ? 0 : (seedProviderCommissionBp[pkg.categoryId] ?? 0));

export const seedPackages: readonly SeedPackage[] = [
  // Airtime (1): discounts in percent per tier.
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

  // Data (2): plan prices in naira per tier; codes unique across the whole category.
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

  // Cable TV (3): Normal pays the full bouquet price, no convenience fee.
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

  // Electricity (4): titles are "<ABBR>-<Name>"; the part after the first hyphen is the display name.
  {
    slug: 'ikeja-electric',
    categoryId: 4,
    title: 'IKEDC-Ikeja Electric',
    serviceId: 'ikeja-electric',
    image: '/media/logos/ikedc.svg',
    description:
      'Pay Ikeja Electric (IKEDC) prepaid or postpaid bills for customers in Lagos mainland and the Ikeja axis. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'eko-electric',
    categoryId: 4,
    title: 'EKEDC-Eko Electric',
    serviceId: 'eko-electric',
    image: '/media/logos/ekedc.svg',
    description:
      'Pay Eko Electric (EKEDC) prepaid or postpaid bills for customers in Lagos Island, Lekki, Ajah and surrounding areas. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'kano-electric',
    categoryId: 4,
    title: 'KEDCO-Kano Electric',
    serviceId: 'kano-electric',
    image: '/media/logos/kedco.svg',
    description:
      'Pay Kano Electric (KEDCO) prepaid or postpaid bills for customers in Kano, Jigawa and Katsina. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'portharcourt-electric',
    categoryId: 4,
    title: 'PHED-Port Harcourt Electric',
    serviceId: 'portharcourt-electric',
    image: '/media/logos/phed.svg',
    description:
      'Pay Port Harcourt Electric (PHED) prepaid or postpaid bills for customers in Rivers, Bayelsa, Cross River and Akwa Ibom. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'jos-electric',
    categoryId: 4,
    title: 'JED-Jos Electric',
    serviceId: 'jos-electric',
    image: '/media/logos/jed.svg',
    description:
      'Pay Jos Electric (JED) prepaid or postpaid bills for customers in Plateau, Bauchi, Benue and Gombe. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'ibadan-electric',
    categoryId: 4,
    title: 'IBEDC-Ibadan Electric',
    serviceId: 'ibadan-electric',
    image: '/media/logos/ibedc.svg',
    description:
      'Pay Ibadan Electric (IBEDC) prepaid or postpaid bills for customers in Oyo, Ogun, Osun, Kwara and parts of Niger, Ekiti and Kogi. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'kaduna-electric',
    categoryId: 4,
    title: 'KAEDCO-Kaduna Electric',
    serviceId: 'kaduna-electric',
    image: '/media/logos/kaedco.svg',
    description:
      'Pay Kaduna Electric (KAEDCO) prepaid or postpaid bills for customers in Kaduna, Kebbi, Sokoto and Zamfara. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'abuja-electric',
    categoryId: 4,
    title: 'AEDC-Abuja Electric',
    serviceId: 'abuja-electric',
    image: '/media/logos/aedc.svg',
    description:
      'Pay Abuja Electric (AEDC) prepaid or postpaid bills for customers in the FCT, Kogi, Nasarawa and Niger. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'enugu-electric',
    categoryId: 4,
    title: 'EEDC-Enugu Electric',
    serviceId: 'enugu-electric',
    image: '/media/logos/eedc.svg',
    description:
      'Pay Enugu Electric (EEDC) prepaid or postpaid bills for customers in Enugu, Anambra, Abia, Ebonyi and Imo. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'benin-electric',
    categoryId: 4,
    title: 'BEDC-Benin Electric',
    serviceId: 'benin-electric',
    image: '/media/logos/bedc.svg',
    description:
      'Pay Benin Electric (BEDC) prepaid or postpaid bills for customers in Edo, Delta, Ondo and Ekiti. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'aba-electric',
    categoryId: 4,
    title: 'ABA-Aba Electric',
    serviceId: 'aba-electric',
    image: '/media/logos/aba.svg',
    description:
      'Pay Aba Electric (ABA) prepaid or postpaid bills for customers in Aba and its environs in Abia State. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'yola-electric',
    categoryId: 4,
    title: 'YEDC-Yola Electric',
    serviceId: 'yola-electric',
    image: '/media/logos/yedc.svg',
    description:
      'Pay Yola Electric (YEDC) prepaid or postpaid bills for customers in Adamawa, Borno, Taraba and Yobe. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },

  // Airtime to cash (5): commission in percent that we keep, per tier.
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

  // Exam pins (6).
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

  // Internet data: Smile bundles, bought for the customer's Smile account (found by its phone).
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

  // Bulk SMS (10): naira per page per recipient, per tier.
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

/**
 * Referral commission per category in percent of what the referred user paid for a confirmed
 * purchase (at most 5%). Seeded once; operators change referral_rates in the database.
 */
export const seedReferralRates: ReadonlyArray<{ categoryId: SeedCategory['id']; percent: number }> =
  [
    { categoryId: 1, percent: 0.5 },
    { categoryId: 2, percent: 1 },
    { categoryId: CATEGORY_IDS.internetData, percent: 1 },
    { categoryId: 3, percent: 0.5 },
    { categoryId: 4, percent: 0.5 },
    { categoryId: 6, percent: 1 },
    { categoryId: 10, percent: 1 },
  ];

export const seedNotice =
  'Welcome! We are open 24/7 for airtime, data, cable TV, electricity and exam PINs. If anything goes wrong, tap the WhatsApp button to chat with support and we will sort it out fast.';

/** The packages whose plan list is VTpass's (what its simulator sells). */
export const vtpassSeedPackages: readonly SeedPackage[] = seedPackages.filter(
  (pkg) => !pkg.catalogueProvider,
);
