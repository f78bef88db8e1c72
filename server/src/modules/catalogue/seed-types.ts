/*
 * The shape of the catalogue's seed: a service's packages (networks and providers) and their
 * plans, as each service folder (server/src/services/<service>/packages.ts) writes them.
 */

import type { CategoryId } from '@contract/services';

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
   * list names and prices it). Its plans' prices are net: there is no commission. Sold by amount
   * (no plans), it keeps its service's provider commission and is sold through that provider's
   * offer of the package.
   */
  catalogueProvider?: 'clubkonnect';
}

/** A service's part of a new database's catalogue, written in its folder's packages.ts. */
export interface ServiceCatalogue {
  /** its packages and their plans */
  packages: readonly SeedPackage[];
  /**
   * The commission the provider keeps back for us on a sale, in basis points of the face value
   * (what a sale costs us is the face value less it); none when plans are bought at cost. The
   * owner changes it on the console.
   */
  providerCommissionBp?: number;
  /** the referrer's commission in percent of what a referred user paid (at most 5); none if unset */
  referralPercent?: number;
}
