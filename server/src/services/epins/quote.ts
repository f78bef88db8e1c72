import type { EpinPurchaseRequest } from '@contract/services/epins';
import { CATEGORY_IDS } from '@contract/services';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { and, eq } from 'drizzle-orm';
import { billsOffers, plans } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import { findPricing, type Buyer, type PackageInfo } from '../../modules/purchases/catalogue';
import { Problems } from '../../modules/purchases/problems';
import { hash } from '../../modules/purchases/quote';
import type { Db } from '../../db/client';
import type { EpinKind, EpinNetwork, EpinRequest } from '../../ports/epins';
import { EPIN_PRODUCTS } from './packages';

/*
 * A batch of printable cards as it will be charged: the card's price at the buyer's level times
 * the quantity (never the client's amount), the seller's code for the card and what a card costs
 * us, checked in the screen's order (network, card, quantity) with the first failure the message.
 */

/** The seller printable cards are bought from: ClubKonnect's e-PIN scripts. */
export const EPIN_PROVIDER = 'clubkonnect';

export interface EpinQuote {
  pkg: PackageInfo;
  levelId: number;
  network: EpinNetwork;
  kind: EpinKind;
  quantity: number;
  planCode: string;
  planTitle: string;
  /** what one card costs the buyer */
  unitPriceKobo: number;
  /** one card's face value (a recharge card's denomination, a data card's price) */
  faceKobo: number;
  /** what the seller charges for one card (the plan's provider amount, as for listed data plans) */
  sellerKobo: number;
  /** what the seller is asked for: its Value or DataPlan */
  order: Omit<EpinRequest, 'requestId'>;
  /** what one card costs us at the seller, when its offer says */
  costKobo: number | null;
  requestHash: string;
  dedupeKey: string;
}

/** The seller's offer of a card: its code and price, when it sells it. */
async function offerOf(db: Db, packageId: number, planCode: string) {
  const [offer] = await db
    .select({ code: billsOffers.providerCode, costKobo: billsOffers.costKobo })
    .from(billsOffers)
    .innerJoin(plans, and(eq(plans.id, billsOffers.planId), eq(plans.variationCode, planCode)))
    .where(
      and(
        eq(billsOffers.packageId, packageId),
        eq(billsOffers.provider, EPIN_PROVIDER),
        eq(billsOffers.enabled, true),
      ),
    );
  return offer;
}

export async function quoteEpins(
  db: Db,
  buyer: Buyer,
  request: EpinPurchaseRequest,
  limit: number,
): Promise<EpinQuote> {
  const problems = new Problems();
  const planCode = request.variation_code.trim();
  const { levelId, pkg, plan } = await findPricing(
    db,
    buyer,
    request.package_id,
    CATEGORY_IDS.epins,
    { planCode },
  );
  const product = pkg ? EPIN_PRODUCTS[pkg.serviceId] : undefined;
  if (!pkg || !product) problems.add('package_id', EPIN_MESSAGES.networkRequired);
  else if (!plan) problems.add('variation_code', EPIN_MESSAGES.planRequired);
  const quantity = request.quantity;
  if (!(quantity > 0)) problems.add('quantity', EPIN_MESSAGES.quantityRequired);
  else if (!Number.isInteger(quantity)) problems.add('quantity', EPIN_MESSAGES.quantityWhole);
  else if (quantity > limit) problems.add('quantity', EPIN_MESSAGES.quantityMaximum(limit));
  problems.check();
  if (!pkg || !product || !plan) throw badRequest(EPIN_MESSAGES.planRequired);

  const offer = await offerOf(db, pkg.id, plan.code);
  if (!offer)
    throw new HttpError(503, 'These cards are not on sale right now. Please try again later.');
  const order: Omit<EpinRequest, 'requestId'> =
    product.kind === 'airtime'
      ? { kind: 'airtime', network: product.network, valueNaira: Number(offer.code), quantity }
      : { kind: 'data', network: product.network, planCode: offer.code, quantity };
  return {
    pkg,
    levelId,
    network: product.network,
    kind: product.kind,
    quantity,
    planCode: plan.code,
    planTitle: plan.title,
    unitPriceKobo: plan.priceKobo,
    // a recharge card's face is its denomination; a data card's, what the buyer pays for it
    faceKobo: order.kind === 'airtime' ? Number(offer.code) * 100 : plan.priceKobo,
    sellerKobo: plan.faceKobo,
    order,
    costKobo: offer.costKobo,
    requestHash: hash(['epins', pkg.id, plan.code, quantity]),
    // the same card again within the duplicate window, whatever the quantity
    dedupeKey: `epins:${pkg.id}:${plan.code}`,
  };
}
