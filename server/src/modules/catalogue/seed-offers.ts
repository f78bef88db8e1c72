import { sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/services';
import type { Tx } from '../../db/client';
import { nairaToKobo } from '../../lib/money';
import { seedPackages } from './seed-data';

/*
 * The second bills provider's offers, seeded with the catalogue (VTpass's own offers follow the
 * catalogue's face values by a database trigger). ClubKonnect's data plans that are ours (the same
 * network, kind, volume and validity) at its plan-list prices, below VTpass's, so routing buys them
 * there; its airtime commission (2.5%) is below VTpass's (3%), so airtime stays with VTpass and goes
 * to ClubKonnect only when VTpass refuses an order before vending. The packages VTpass does not
 * sell (Glo, Airtel and 9mobile SME) are sold through the plans their own provider lists; one sold
 * by amount (no plans) through its provider's package offer at the package's provider commission.
 * Missing offers are added; an offer the owner changed or switched off is left as it is.
 */

export const SECOND_BILLS_PROVIDER = 'clubkonnect';

interface PlanOffer {
  /** our plan's code (its VTpass variation_code) */
  plan: string;
  /** ClubKonnect's DataPlan id */
  code: string;
  /** naira */
  cost: number;
}

const offer = (plan: string, code: string, cost: number): PlanOffer => ({ plan, code, cost });

export const seedPlanOffers: readonly PlanOffer[] = [
  offer('mtn-sme-500mb-30days', '500.0', 280),
  offer('mtn-sme-1gb-30days', '1000.0', 520),
  offer('mtn-sme-2gb-30days', '2000.0', 1040),
  offer('mtn-sme-3gb-30days', '3000.0', 1560),
  offer('mtn-sme-5gb-30days', '5000.0', 2600),
  offer('mtn-sme-10gb-30days', '10000.0', 5200),
  offer('mtn-cg-500mb-30days', '500.01', 290),
  offer('mtn-cg-1gb-30days', '1000.01', 560),
  offer('mtn-cg-2gb-30days', '2000.01', 1120),
  offer('mtn-cg-5gb-30days', '5000.01', 2800),
  offer('mtn-gifting-1gb-1day', '1000.02', 470),
  offer('mtn-gifting-1500mb-7days', '1500.02', 960),
  offer('mtn-gifting-3500mb-30days', '3500.02', 2400),
  offer('glo-cg-500mb-30days', '500.01', 140),
  offer('glo-cg-1gb-30days', '1000.01', 280),
  offer('glo-cg-2gb-30days', '2000.01', 560),
  offer('9mobile-cg-1gb-30days', '1000.01', 300),
  offer('9mobile-cg-2gb-30days', '2000.01', 600),
  offer('9mobile-gifting-1500mb-30days', '1500.02', 950),
  offer('9mobile-gifting-4500mb-30days', '4500.02', 1900),
  offer('airtel-cg-500mb-30days', '500.01', 300),
  offer('airtel-cg-1gb-30days', '1000.01', 590),
  offer('airtel-cg-2gb-30days', '2000.01', 1180),
  offer('airtel-gifting-3gb-30days', '3000.02', 1450),
];

/** ClubKonnect's airtime commission, in basis points of the face value. */
export const SEED_AIRTIME_COMMISSION_BP = 250;

/** The offers of the plans of packages VTpass does not sell, at their listed prices. */
const listedPlanOffers = seedPackages.flatMap((pkg) =>
  (pkg.plans ?? []).flatMap((plan) =>
    pkg.catalogueProvider && plan.listed
      ? [{ provider: pkg.catalogueProvider, plan: plan.code, ...plan.listed }]
      : [],
  ),
);

/** Adds the second provider's missing offers (inside the catalogue seed's transaction). */
export async function seedSecondProviderOffers(tx: Tx): Promise<void> {
  const planOffers = JSON.stringify([
    ...seedPlanOffers.map((item) => ({
      provider: SECOND_BILLS_PROVIDER,
      plan: item.plan,
      code: item.code,
      cost: nairaToKobo(item.cost),
    })),
    ...listedPlanOffers.map((item) => ({
      provider: item.provider,
      plan: item.plan,
      code: item.code,
      cost: nairaToKobo(item.amount),
    })),
  ]);
  await tx.execute(sql`
    INSERT INTO bills_offers (package_id, plan_id, provider, provider_code, cost_kobo)
      SELECT pl.package_id, pl.id, o.provider, o.code, o.cost
        FROM jsonb_to_recordset(${planOffers}::jsonb)
          AS o (provider text, plan text, code text, cost bigint)
        JOIN plans pl ON pl.variation_code = o.plan
        -- a data plan's second offer, or a plan listed by its package's own provider
        JOIN packages pk ON pk.id = pl.package_id
          AND (pk.category_id = ${CATEGORY_IDS.data} OR pk.catalogue_provider = o.provider)
    ON CONFLICT (plan_id, provider) WHERE plan_id IS NOT NULL DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO bills_offers (package_id, provider, provider_code, commission_bp)
      SELECT pk.id, ${SECOND_BILLS_PROVIDER}, pk.service_id, ${SEED_AIRTIME_COMMISSION_BP}
        FROM packages pk WHERE pk.category_id = ${CATEGORY_IDS.airtime}
    ON CONFLICT (package_id, provider) WHERE plan_id IS NULL DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO bills_offers (package_id, provider, provider_code, commission_bp)
      SELECT pk.id, pk.catalogue_provider, pk.service_id, pk.provider_commission_bp
        FROM packages pk
        WHERE pk.catalogue_provider <> 'vtpass'
          AND NOT EXISTS (SELECT 1 FROM plans pl WHERE pl.package_id = pk.id)
    ON CONFLICT (package_id, provider) WHERE plan_id IS NULL DO NOTHING`);
}
