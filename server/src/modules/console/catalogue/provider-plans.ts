import { sql } from 'drizzle-orm';
import type { RefreshPlansResponse } from '@contract/api/console';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { tryNairaToKobo } from '../../../lib/money';
import type { Variation } from '../../../ports/bills';
import type { BillsProviders } from '../../purchases/bills-providers';
import { kindOf, planShape, sameShape } from '../../catalogue/plan-shape';

/*
 * "Refresh plans" for the providers whose list is not the package's own: each one's plan list is
 * read, and a plan of theirs that no offer of theirs sells yet is unpriced. When it is one of our
 * plans in the package (the same code, or else the same volume, validity and kind, and only one of
 * ours is), it gets an offer, disabled, at the provider's listed price: nothing is sold through it
 * until the owner checks the cost and enables it. One that matches none of our plans is only
 * listed, for the owner to map, unless it is of another kind than the package (an SME plan is no
 * concern of a gifting package).
 */

export type Unpriced = NonNullable<RefreshPlansResponse['unpriced']>[number];

export interface ProviderPlanLists {
  lists: Array<{ provider: string; variations: Variation[] }>;
  /** providers that did not answer */
  unreachable: string[];
}

/** Reads the plan list of each of the named providers (outside any transaction). */
export async function otherProvidersPlans(
  providers: BillsProviders,
  serviceId: string,
  names: readonly string[],
): Promise<ProviderPlanLists> {
  const result: ProviderPlanLists = { lists: [], unreachable: [] };
  for (const name of names) {
    const provider = providers.get(name);
    if (!provider) continue;
    try {
      result.lists.push({ provider: name, variations: await provider.variations(serviceId) });
    } catch {
      result.unreachable.push(name);
    }
  }
  return result;
}

/** Adds the disabled offers of matched unpriced plans; answers every unpriced plan. */
export async function addUnpricedOffers(
  tx: Tx,
  packageId: number,
  plans: ProviderPlanLists,
): Promise<Unpriced[]> {
  const ours = rowsOf<{ id: number; code: string; title: string; package_title: string }>(
    await tx.execute(sql`
      SELECT pl.id, pl.variation_code AS code, pl.title, pk.title AS package_title
      FROM packages pk LEFT JOIN plans pl ON pl.package_id = pk.id WHERE pk.id = ${packageId}`),
  );
  const packageKind = kindOf(ours[0]?.package_title ?? '');
  const ourPlans = ours.filter((plan) => plan.id !== null);
  const planOfCode = new Map(ourPlans.map((plan) => [plan.code, Number(plan.id)]));
  const shapes = ourPlans.map((plan) => ({ id: Number(plan.id), shape: planShape(plan.title) }));
  /** the one plan of ours of that volume, validity and kind */
  const planOfShape = (name: string) => {
    const shape = planShape(name);
    const same = shapes.filter((plan) => sameShape(plan.shape, shape));
    return same.length === 1 ? same[0]!.id : undefined;
  };
  const unpriced: Unpriced[] = [];
  for (const { provider, variations } of plans.lists) {
    const offered = rowsOf<{ plan_id: number; provider_code: string }>(
      await tx.execute(sql`
        SELECT plan_id, provider_code FROM bills_offers
        WHERE package_id = ${packageId} AND provider = ${provider} AND plan_id IS NOT NULL`),
    );
    const offeredCodes = new Set(offered.map((row) => row.provider_code));
    const offeredPlans = new Set(offered.map((row) => Number(row.plan_id)));
    for (const variation of variations) {
      const amountKobo = tryNairaToKobo(variation.amount);
      if (!variation.variationCode || amountKobo === undefined || amountKobo < 0) continue;
      if (offeredCodes.has(variation.variationCode)) continue;
      const planId = planOfCode.get(variation.variationCode) ?? planOfShape(variation.name) ?? null;
      const kind = kindOf(variation.name);
      if (planId === null && packageKind && kind && kind !== packageKind) continue;
      if (planId !== null && offeredPlans.has(planId)) continue;
      if (planId !== null) {
        await tx.execute(sql`
          INSERT INTO bills_offers (package_id, plan_id, provider, provider_code, cost_kobo, enabled)
          VALUES (${packageId}, ${planId}, ${provider}, ${variation.variationCode}, ${amountKobo}, false)`);
        offeredPlans.add(planId);
      }
      unpriced.push({
        provider,
        code: variation.variationCode,
        name: variation.name,
        amount: variation.amount,
        plan_id: planId,
      });
    }
  }
  return unpriced;
}
