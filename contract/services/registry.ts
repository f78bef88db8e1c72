/*
 * Every service NairaTop sells, written once. The server's category ids, catalogue seed categories
 * and purchase types, the API documentation's category list, and the SPA's routes, menu, quick
 * links (every service) and purchase routes are all read from this list.
 *
 * Adding a service sold through the purchase engine (Smile internet data and personal accident
 * insurance were added this way):
 * - an entry here, with the kind of saved number its screen offers (TypeScript then asks for its
 *   screen's entry in src/app/routes/service-pages.tsx, its server folder's in
 *   server/src/services/index.ts, where its packages are listed too, and its note on the pricing
 *   page, src/pages/pricing/config/notes.ts, kept out of this list, which every page loads);
 * - its request schema in contract/api (and its field rules in contract/rules, if it has some);
 * - its server folder server/src/services/<service>/: the route with its request example, the
 *   quote, and its packages and plans (index.ts, quote.ts, packages.ts);
 * - what the VTpass simulator answers for its serviceIDs (the vendor's simulator/catalogue.ts);
 * - the slice src/features/<service> (its form; the one service page src/pages/service draws it),
 *   and its logo under server/public/media.
 */

import type { BeneficiaryKind } from '../rules/beneficiary-kind';

/** How a service's packages are priced on the catalogue and the pricing page. */
export type ServicePricing =
  /** a typed amount less a discount percent per level (airtime, electricity) */
  | 'discount'
  /** fixed-price plans with a naira price per level (data, cable, exam, internet data) */
  | 'plans'
  /** a typed amount less the commission we keep per level (airtime to cash) */
  | 'commission'
  /** a naira price per unit per level (an SMS page to one recipient) */
  | 'unit-price';

/** Which server flow sells it: the purchase engine, the airtime-to-cash review, the SMS gateway. */
export type ServiceSale = 'purchase' | 'conversion' | 'message';

/** What the customer's number is checked against before paying. */
export type ServiceVerification =
  | 'none'
  /** a TV smart card or IUC number (SHOWMAX takes the phone instead) */
  | 'smart-card'
  /** a prepaid or postpaid meter */
  | 'meter'
  /** a JAMB profile ID (only for JAMB) */
  | 'profile'
  /** the customer's account with the provider, found by its phone number */
  | 'account';

/** The glyph a service is drawn with in the dashboard menu and quick links. */
export type ServiceIcon =
  'mobile' | 'wifi' | 'global' | 'desktop' | 'thunderbolt' | 'read' | 'safety' | 'swap' | 'message';

interface ServiceEntryFields {
  /** code name, also the key of CATEGORY_IDS and of ROUTES */
  key: string;
  /** the catalogue category id (the API's package and transaction category) */
  categoryId: number;
  /** the category type the API reports, e.g. 'airtime-to-cash' */
  type: string;
  pricing: ServicePricing;
  sale: ServiceSale;
  /** the purchase screen's path under /dashboard */
  path: string;
  /** the category and menu name */
  label: string;
  /** the purchase screen's title */
  pageTitle: string;
  icon: ServiceIcon;
  /** the smallest and largest amount a customer may type, in naira (none when plans fix it) */
  minimum?: number;
  maximum?: number;
  verification: ServiceVerification;
}

/** A service the purchase engine sells also says which saved numbers its screen offers and fills. */
export type ServiceEntry =
  | (ServiceEntryFields & { sale: 'purchase'; savedNumber: BeneficiaryKind })
  | (ServiceEntryFields & { sale: Exclude<ServiceSale, 'purchase'> });

export const SERVICES = [
  {
    key: 'airtime',
    categoryId: 1,
    type: 'airtime',
    pricing: 'discount',
    sale: 'purchase',
    path: 'purchase-airtime',
    label: 'Airtime',
    pageTitle: 'Buy Airtime',
    icon: 'mobile',
    minimum: 100,
    verification: 'none',
    savedNumber: 'phone',
  },
  {
    key: 'data',
    categoryId: 2,
    type: 'data',
    pricing: 'plans',
    sale: 'purchase',
    path: 'purchase-data',
    label: 'Data',
    pageTitle: 'Buy Data',
    icon: 'wifi',
    minimum: 10,
    verification: 'none',
    savedNumber: 'phone',
  },
  {
    key: 'internetData',
    categoryId: 7,
    type: 'internet-data',
    pricing: 'plans',
    sale: 'purchase',
    path: 'purchase-internet-data',
    label: 'Internet Data',
    pageTitle: 'Buy Internet Data',
    icon: 'global',
    verification: 'account',
    savedNumber: 'phone',
  },
  {
    key: 'cable',
    categoryId: 3,
    type: 'cable',
    pricing: 'plans',
    sale: 'purchase',
    path: 'pay-for-tv',
    label: 'Cable TV',
    pageTitle: 'Cable TV',
    icon: 'desktop',
    minimum: 100,
    verification: 'smart-card',
    savedNumber: 'smart_card',
  },
  {
    key: 'electricity',
    categoryId: 4,
    type: 'electricity',
    pricing: 'discount',
    sale: 'purchase',
    path: 'pay-for-electricity',
    label: 'Electricity',
    pageTitle: 'Electricity',
    icon: 'thunderbolt',
    minimum: 500,
    verification: 'meter',
    savedNumber: 'meter',
  },
  {
    key: 'exam',
    categoryId: 6,
    type: 'exam',
    pricing: 'plans',
    sale: 'purchase',
    path: 'purchase-exam-pins',
    label: 'Exam Pins',
    pageTitle: 'Exam Pins',
    icon: 'read',
    verification: 'profile',
    savedNumber: 'jamb_profile',
  },
  {
    key: 'accidentInsurance',
    categoryId: 8,
    type: 'insurance',
    pricing: 'plans',
    sale: 'purchase',
    path: 'buy-insurance',
    label: 'Insurance',
    pageTitle: 'Personal Accident Insurance',
    icon: 'safety',
    verification: 'none',
    // the insured person's phone; the cover itself is bought again from its receipt
    savedNumber: 'phone',
  },
  {
    key: 'airtimeToCash',
    categoryId: 5,
    type: 'airtime-to-cash',
    pricing: 'commission',
    sale: 'conversion',
    path: 'airtime-to-cash',
    label: 'Airtime to Cash',
    pageTitle: 'Airtime to Cash',
    icon: 'swap',
    minimum: 5000,
    verification: 'none',
  },
  {
    key: 'sms',
    categoryId: 10,
    type: 'sms',
    pricing: 'unit-price',
    sale: 'message',
    path: 'send-sms',
    label: 'Bulk SMS',
    pageTitle: 'Bulk SMS',
    icon: 'message',
    verification: 'none',
  },
] as const satisfies readonly ServiceEntry[];

export type Service = (typeof SERVICES)[number];
export type ServiceKey = Service['key'];
export type ServiceType = Service['type'];
export type CategoryId = Service['categoryId'];
/** A service the purchase engine sells (quote, charge, provider, settle). */
export type PurchaseServiceKey = Extract<Service, { sale: 'purchase' }>['key'];

/** Category id of every service by key, e.g. CATEGORY_IDS.exam === 6. */
export const CATEGORY_IDS = Object.fromEntries(
  SERVICES.map((service) => [service.key, service.categoryId]),
) as { [S in Service as S['key']]: S['categoryId'] };

export const serviceByKey = (key: ServiceKey): Service =>
  SERVICES.find((service) => service.key === key) as Service;

export const serviceByType = (type: string): Service | undefined =>
  SERVICES.find((service) => service.type === type);

/** The category image our server serves for a service. */
export const serviceImage = (service: Pick<ServiceEntry, 'type'>): string =>
  `/media/categories/${service.type}.svg`;

/** The typed-amount minimum of a service in naira (0 when plans fix the amount). */
export const minimumOf = (key: ServiceKey): number => {
  const service: ServiceEntry = serviceByKey(key);
  return service.minimum ?? 0;
};

/** The typed-amount maximum of a service in naira (Infinity when there is none). */
export const maximumOf = (key: ServiceKey): number => {
  const service: ServiceEntry = serviceByKey(key);
  return service.maximum ?? Number.POSITIVE_INFINITY;
};
