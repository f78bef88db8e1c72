import { PACKAGE_LIST_TV, PLAN_LIST_NETWORKS } from '../services';

/*
 * What the ClubKonnect simulator sells, in ClubKonnect's list shapes: data plans of its own (SME,
 * corporate gifting and gifting for each network, priced below what VTpass charges for the same
 * volume), and TV packages and exam types from our catalogue (bouquet prices are the TV companies',
 * exam PINs a little below VTpass).
 */

/** A package we sell, as the simulator needs it (the seeded catalogue, handed over). */
export interface CataloguePackage {
  serviceId: string;
  plans?: readonly { code: string; title: string; prices: readonly [number, ...number[]] }[];
}

interface SimPlan {
  /** DataPlan, what a purchase sends (the list's PRODUCT_ID) */
  id: string;
  name: string;
  /** naira */
  amount: number;
}

const plan = (id: string, name: string, amount: number): SimPlan => ({ id, name, amount });

/** Plans by MobileNetwork code. */
export const DATA_PLANS: Readonly<Record<string, readonly SimPlan[]>> = {
  '01': [
    plan('500.0', '500 MB - 30 days (SME)', 280),
    plan('1000.0', '1 GB - 30 days (SME)', 520),
    plan('2000.0', '2 GB - 30 days (SME)', 1040),
    plan('3000.0', '3 GB - 30 days (SME)', 1560),
    plan('5000.0', '5 GB - 30 days (SME)', 2600),
    plan('10000.0', '10 GB - 30 days (SME)', 5200),
    plan('500.01', '500 MB - 30 days (Corporate Gifting)', 290),
    plan('1000.01', '1 GB - 30 days (Corporate Gifting)', 560),
    plan('2000.01', '2 GB - 30 days (Corporate Gifting)', 1120),
    plan('5000.01', '5 GB - 30 days (Corporate Gifting)', 2800),
    plan('1000.02', '1 GB - 1 day (Gifting)', 470),
    plan('1500.02', '1.5 GB - 7 days (Gifting)', 960),
    plan('3500.02', '3.5 GB - 30 days (Gifting)', 2400),
  ],
  '02': [
    plan('1000.0', '1 GB - 30 days (SME)', 270),
    plan('2000.0', '2 GB - 30 days (SME)', 540),
    plan('3000.0', '3 GB - 30 days (SME)', 810),
    plan('5000.0', '5 GB - 30 days (SME)', 1350),
    plan('500.01', '500 MB - 30 days (Corporate Gifting)', 140),
    plan('1000.01', '1 GB - 30 days (Corporate Gifting)', 280),
    plan('2000.01', '2 GB - 30 days (Corporate Gifting)', 560),
    plan('1050.02', '1.05 GB - 14 days (Gifting)', 470),
    plan('2500.02', '2.5 GB - 30 days (Gifting)', 920),
  ],
  '03': [
    plan('500.0', '500 MB - 30 days (SME)', 140),
    plan('1000.0', '1 GB - 30 days (SME)', 280),
    plan('2000.0', '2 GB - 30 days (SME)', 560),
    plan('1000.01', '1 GB - 30 days (Corporate Gifting)', 300),
    plan('2000.01', '2 GB - 30 days (Corporate Gifting)', 600),
    plan('1500.02', '1.5 GB - 30 days (Gifting)', 950),
    plan('4500.02', '4.5 GB - 30 days (Gifting)', 1900),
  ],
  '04': [
    plan('500.0', '500 MB - 7 days (SME)', 330),
    plan('1000.0', '1 GB - 7 days (SME)', 560),
    plan('2000.0', '2 GB - 30 days (SME)', 1300),
    plan('500.01', '500 MB - 30 days (Corporate Gifting)', 300),
    plan('1000.01', '1 GB - 30 days (Corporate Gifting)', 590),
    plan('2000.01', '2 GB - 30 days (Corporate Gifting)', 1180),
    plan('1500.02', '1.5 GB - 30 days (Gifting)', 960),
    plan('3000.02', '3 GB - 30 days (Gifting)', 1450),
  ],
};

export const dataPlanOf = (network: string, id: string): SimPlan | undefined =>
  DATA_PLANS[network]?.find((item) => item.id === id);

/** APIDatabundlePlansV2's answer. */
export function dataPlanList() {
  return {
    MOBILE_NETWORK: Object.fromEntries(
      Object.entries(DATA_PLANS).map(([code, plans]) => [
        PLAN_LIST_NETWORKS[code],
        [
          {
            ID: code,
            PRODUCT: plans.map((item, index) => ({
              PRODUCT_SNO: String(index + 1),
              PRODUCT_CODE: String(index + 1),
              PRODUCT_ID: item.id,
              PRODUCT_NAME: item.name,
              PRODUCT_AMOUNT: item.amount.toFixed(2),
            })),
          },
        ],
      ]),
    ),
  };
}

/** Our catalogue's plans of a service, at the Normal level's price less a share. */
function catalogueProducts(
  packages: readonly CataloguePackage[],
  serviceIds: string[],
  share: number,
) {
  const seen = new Set<string>();
  return packages
    .filter((pack) => serviceIds.includes(pack.serviceId))
    .flatMap((pack) => pack.plans ?? [])
    .filter((item) => !seen.has(item.code) && seen.add(item.code))
    .map((item) => ({
      code: item.code,
      name: item.title,
      amount: Math.round(item.prices[0] * (1 - share)),
    }));
}

/** A TV package's price, or undefined when the company does not sell it. */
export function packageOf(packages: readonly CataloguePackage[], tv: string, id: string) {
  return catalogueProducts(packages, [tv], 0).find((item) => item.code === id);
}

/** APICableTVPackagesV2's answer. */
export function cablePackageList(packages: readonly CataloguePackage[]) {
  return {
    TV_ID: Object.fromEntries(
      Object.entries(PACKAGE_LIST_TV).map(([tv, name]) => [
        name,
        [
          {
            ID: tv,
            PRODUCT: catalogueProducts(packages, [tv], 0).map((item) => ({
              PACKAGE_ID: item.code,
              PACKAGE_NAME: item.name,
              PACKAGE_AMOUNT: item.amount.toFixed(2),
            })),
          },
        ],
      ]),
    ),
  };
}

const EXAM_SERVICES = { waec: ['waec', 'waec-registration'], jamb: ['jamb'] } as const;

/** An exam type's price, or undefined. */
export function examOf(packages: readonly CataloguePackage[], exam: 'waec' | 'jamb', code: string) {
  return catalogueProducts(packages, [...EXAM_SERVICES[exam]], 0.02).find(
    (item) => item.code === code,
  );
}

/** APIWAECPackagesV2's or APIJAMBPackagesV2's answer. */
export function examList(packages: readonly CataloguePackage[], exam: 'waec' | 'jamb') {
  return {
    EXAM_TYPE: catalogueProducts(packages, [...EXAM_SERVICES[exam]], 0.02).map((item) => ({
      PRODUCT_CODE: item.code,
      PRODUCT_DESCRIPTION: item.name,
      PRODUCT_AMOUNT: item.amount.toFixed(2),
    })),
  };
}
