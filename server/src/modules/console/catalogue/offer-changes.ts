import { sql } from 'drizzle-orm';
import type { ConsoleOffers, SetOfferRequest, SetPinRequest } from '@contract/api/console';
import { CATALOGUE_VALUE_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { tryNairaToKobo } from '../../../lib/money';
import { recordAudit, type AuditActor } from '../audit';
import { readOffers, type OfferTarget } from './offers';

/*
 * The owner's changes to offers: enable or disable one, set its cost (a plan's) or commission (an
 * amount-based package's), and pin a plan or package to one provider. Each is one database
 * transaction with its audit row; routing reads offers on every order, so the next order follows.
 */

export const OFFER_MESSAGES = {
  costOnPackage: "This offer is priced by the provider's commission: set its commission instead.",
  commissionOnPlan: 'This offer is priced by its cost: set its cost instead.',
  lastOffer:
    'This is the only enabled offer of something on sale: enable another provider’s offer first, or take it off sale.',
  pinWithoutOffer: (provider: string) =>
    `${provider} has no enabled offer here: enable its offer before pinning it.`,
  noProvider: 'No such provider.',
} as const;

interface LockedOffer {
  id: number;
  package_id: number;
  plan_id: number | null;
  provider: string;
  cost_kobo: string | number | null;
  commission_bp: number | null;
  enabled: boolean;
}

/** Whether the offer's plan (or amount-based package) is on sale. */
async function onSale(tx: Tx, offer: LockedOffer): Promise<boolean> {
  const [row] = rowsOf<{ on_sale: boolean }>(
    await tx.execute(
      offer.plan_id === null
        ? sql`SELECT pk.active AND NOT EXISTS (SELECT 1 FROM plans WHERE package_id = pk.id)
            AS on_sale FROM packages pk WHERE pk.id = ${offer.package_id}`
        : sql`SELECT pl.active AND pk.active AS on_sale FROM plans pl
            JOIN packages pk ON pk.id = pl.package_id WHERE pl.id = ${offer.plan_id}`,
    ),
  );
  return row?.on_sale === true;
}

/** Other enabled offers (at enabled providers) of the same plan or package. */
async function otherUsableOffers(tx: Tx, offer: LockedOffer): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(
    await tx.execute(sql`
      SELECT count(*) AS count FROM bills_offers o JOIN bills_providers p ON p.name = o.provider
      WHERE o.package_id = ${offer.package_id} AND o.id <> ${offer.id} AND o.enabled AND p.enabled
        AND ${offer.plan_id === null ? sql`o.plan_id IS NULL` : sql`o.plan_id = ${offer.plan_id}`}`),
  );
  return Number(row?.count ?? 0);
}

function basisPointsOf(percent: number): number {
  const bp = Math.round(percent * 100);
  if (Math.abs(percent * 100 - bp) > 1e-6)
    throw badRequest(CATALOGUE_VALUE_MESSAGES.percentFormat, {
      commission: CATALOGUE_VALUE_MESSAGES.percentFormat,
    });
  return bp;
}

/**
 * Changes one offer. Disabling the only usable offer of something on sale is refused (409): it
 * would stop that sale without anyone deciding to.
 */
export async function setOffer(
  db: Db,
  actor: AuditActor,
  offerId: number,
  request: SetOfferRequest,
  marginBp: number,
): Promise<ConsoleOffers> {
  return db.transaction(async (tx) => {
    const [offer] = rowsOf<LockedOffer>(
      await tx.execute(sql`
        SELECT id, package_id, plan_id, provider, cost_kobo, commission_bp, enabled
        FROM bills_offers WHERE id = ${offerId} FOR UPDATE`),
    );
    if (!offer) throw notFound('No such offer.');
    const isPlanOffer = offer.plan_id !== null;
    if (request.cost !== undefined && !isPlanOffer)
      throw badRequest(OFFER_MESSAGES.costOnPackage, { cost: OFFER_MESSAGES.costOnPackage });
    if (request.commission !== undefined && isPlanOffer)
      throw badRequest(OFFER_MESSAGES.commissionOnPlan, {
        commission: OFFER_MESSAGES.commissionOnPlan,
      });
    let costKobo = offer.cost_kobo === null ? null : Number(offer.cost_kobo);
    if (request.cost !== undefined) {
      const kobo = tryNairaToKobo(request.cost);
      if (kobo === undefined || kobo < 0)
        throw badRequest(CATALOGUE_VALUE_MESSAGES.priceFormat, {
          cost: CATALOGUE_VALUE_MESSAGES.priceFormat,
        });
      costKobo = kobo;
    }
    const commissionBp =
      request.commission === undefined ? offer.commission_bp : basisPointsOf(request.commission);
    const enabled = request.enabled ?? offer.enabled;
    if (
      offer.enabled &&
      !enabled &&
      (await onSale(tx, offer)) &&
      !(await otherUsableOffers(tx, offer))
    )
      throw conflict(OFFER_MESSAGES.lastOffer);

    const before = {
      enabled: offer.enabled,
      cost_kobo: offer.cost_kobo === null ? null : Number(offer.cost_kobo),
      commission_bp: offer.commission_bp,
    };
    const after = { enabled, cost_kobo: costKobo, commission_bp: commissionBp };
    const target: OfferTarget = {
      packageId: Number(offer.package_id),
      planId: offer.plan_id === null ? null : Number(offer.plan_id),
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return readOffers(tx, target, marginBp);
    await tx.execute(sql`
      UPDATE bills_offers SET enabled = ${enabled}, cost_kobo = ${costKobo},
        commission_bp = ${commissionBp}
      WHERE id = ${offerId}`);
    await recordAudit(tx, {
      actor,
      action: 'catalogue.offer',
      subjectType: 'offer',
      subjectId: offerId,
      reason: request.reason,
      before: { provider: offer.provider, ...before },
      after: { provider: offer.provider, ...after },
    });
    return readOffers(tx, target, marginBp);
  });
}

/**
 * Pins a plan (planId) or a package to one provider, or unpins it (provider null). The provider
 * must have an enabled offer of it: a pin to nothing would stop the sale.
 */
export async function setPin(
  db: Db,
  actor: AuditActor,
  target: OfferTarget,
  request: SetPinRequest,
  marginBp: number,
): Promise<ConsoleOffers> {
  return db.transaction(async (tx) => {
    const table = target.planId === null ? sql`packages` : sql`plans`;
    const id = target.planId ?? target.packageId;
    const [row] = rowsOf<{ pinned: string | null }>(
      await tx.execute(
        sql`SELECT pinned_provider AS pinned FROM ${table} WHERE id = ${id} FOR UPDATE`,
      ),
    );
    if (!row) throw notFound(target.planId === null ? 'No such package.' : 'No such plan.');
    if (row.pinned === request.provider) return readOffers(tx, target, marginBp);
    if (request.provider !== null) {
      const [usable] = rowsOf<{ provider: string }>(
        await tx.execute(sql`
          SELECT o.provider FROM bills_offers o
          WHERE o.package_id = ${target.packageId} AND o.provider = ${request.provider} AND o.enabled
            AND ${target.planId === null ? sql`o.plan_id IS NULL` : sql`o.plan_id = ${target.planId}`}`),
      );
      if (!usable) throw conflict(OFFER_MESSAGES.pinWithoutOffer(request.provider));
    }
    await tx.execute(
      sql`UPDATE ${table} SET pinned_provider = ${request.provider} WHERE id = ${id}`,
    );
    await recordAudit(tx, {
      actor,
      action: request.provider === null ? 'catalogue.unpin' : 'catalogue.pin',
      subjectType: target.planId === null ? 'package' : 'plan',
      subjectId: id,
      reason: request.reason,
      before: { pinned_provider: row.pinned },
      after: { pinned_provider: request.provider },
    });
    return readOffers(tx, target, marginBp);
  });
}
