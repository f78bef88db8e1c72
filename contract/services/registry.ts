/*
 * Every service NairaTop sells, written once. The server's category ids, catalogue seed categories
 * and purchase types, the API documentation's category list, and the SPA's routes, menu, quick
 * links (every service) and purchase routes are all read from this list.
 *
 * Each service's entry sits in its own folder (contract/services/<service>/service.ts, beside its
 * request schema and field rules); this list names them. Adding a service sold through the
 * purchase engine: docs/developers/adding-a-service.md. TypeScript then asks for its screen's
 * entry in src/app/routes/service-pages.tsx, its server folder's in server/src/services/index.ts,
 * and its note on the pricing page, src/pages/pricing/config/notes.ts (kept out of this list,
 * which every page loads).
 */

import type { BeneficiaryKind } from '../rules/beneficiary-kind';
import { airtimeEntry } from './airtime/service';
import { dataEntry } from './data/service';
import { internetDataEntry } from './internet-data/service';
import { cableEntry } from './cable/service';
import { electricityEntry } from './electricity/service';
import { examEntry } from './exam/service';
import { accidentInsuranceEntry } from './accident-insurance/service';
import { bettingEntry } from './betting/service';
import { airtimeToCashEntry } from './airtime-to-cash/service';
import { smsEntry } from './sms/service';
import { epinsEntry } from './epins/service';

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

/**
 * Which server flow sells it: the purchase engine, the airtime-to-cash review, the SMS gateway,
 * or printable cards (a batch of e-PINs bought as one purchase and kept in the buyer's stock).
 */
export type ServiceSale = 'purchase' | 'conversion' | 'message' | 'cards';

/** What the customer's number is checked against before paying. */
export type ServiceVerification =
  | 'none'
  /** a TV smart card or IUC number (SHOWMAX takes the phone instead) */
  | 'smart-card'
  /** a prepaid or postpaid meter */
  | 'meter'
  /** a JAMB profile ID (only for JAMB) */
  | 'profile'
  /** the customer's account with the provider (Smile's found by its phone or e-mail, a betting account by its customer ID) */
  | 'account';

/**
 * How a service page's opening choice draws the category's packages: one tile each, one per
 * network type (data), or one each named without the package's short code (electricity).
 */
export type PackageTiles = 'each' | 'by-network' | 'without-code';

/** The glyph a service is drawn with in the dashboard menu and quick links. */
export type ServiceIcon =
  | 'mobile'
  | 'wifi'
  | 'global'
  | 'desktop'
  | 'thunderbolt'
  | 'read'
  | 'safety'
  | 'swap'
  | 'message'
  | 'trophy'
  | 'printer';

interface ServiceEntryFields {
  /** code name, also the key of CATEGORY_IDS and of ROUTES */
  key: string;
  /** the catalogue category id (the API's package and transaction category) */
  categoryId: number;
  /** the category type the API reports, e.g. 'airtime-to-cash' */
  type: string;
  pricing: ServicePricing;
  /** what one price of its price table is for, in the pricing page's note: 'data bundle' */
  priceUnit: string;
  /** no fee on top of the price (the home page's promise for cable TV and electricity) */
  noConvenienceFee?: true;
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
  /** the choice among the category's packages the service's page opens with, if any */
  packageChoice?: { label: string; tiles: PackageTiles };
}

/** A service the purchase engine sells also says which saved numbers its screen offers and fills. */
export type ServiceEntry =
  | (ServiceEntryFields & { sale: 'purchase'; savedNumber: BeneficiaryKind })
  | (ServiceEntryFields & { sale: Exclude<ServiceSale, 'purchase'> });

export const SERVICES = [
  airtimeEntry,
  dataEntry,
  internetDataEntry,
  cableEntry,
  electricityEntry,
  examEntry,
  accidentInsuranceEntry,
  bettingEntry,
  airtimeToCashEntry,
  smsEntry,
  epinsEntry,
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
