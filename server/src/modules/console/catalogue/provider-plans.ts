import { sql } from 'drizzle-orm';
import type { RefreshPlansResponse } from '@contract/api/console';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { tryNairaToKobo } from '../../../lib/money';
import type { Variation } from '../../../ports/bills';
import type { BillsProviders } from '../../purchases/bills-providers';

/*
 * "Refresh plans" for the providers other than the primary (whose list is the catalogue's own):
 * each one's plan list is read, and a plan of theirs that no offer of theirs sells yet is unpriced.
 * When it has the code of one of our plans in the package, it gets an offer, disabled, at the
 * provider's listed price: nothing is sold through it until the owner checks the cost and enables
 * it. One that matches none of our plans is only listed, for the owner to map.
 */

export type Unpriced = NonNullable<RefreshPlansResponse['unpriced']>[number];

export interface ProviderPlanLists {
  lists: Array<{ provider: string; variations: Variation[] }>;
  /** providers that did not answer */
  unreachable: string[];
}

/** Reads the plan list of every registered provider but the primary (outside any transaction). */
export async function otherProvidersPlans(
  providers: BillsProviders,
  serviceId: string,
): Promise<ProviderPlanLists> {
  const result: ProviderPlanLists = { lists: [], unreachable: [] };
  for (const name of providers.names.slice(1)) {
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
  const ours = rowsOf<{ id: number; code: string }>(
    await tx.execute(
      sql`SELECT id, variation_code AS code FROM plans WHERE package_id = ${packageId}`,
    ),
  );
  const planOfCode = new Map(ours.map((plan) => [plan.code, Number(plan.id)]));
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
      const planId = planOfCode.get(variation.variationCode) ?? null;
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
