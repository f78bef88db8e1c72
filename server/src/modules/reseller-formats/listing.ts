import { and, eq } from 'drizzle-orm';
import { NETWORK_NAMES, parseNetwork } from '@contract/rules/network';
import type { FormatContext } from './format';
import { networkNumber, RESELLER_IDS, type ResellerFormat } from '@contract/rules/reseller-ids';
import { kindOf, planShape } from '../catalogue/plan-shape';
import type { Db } from '../../db/client';
import { packageBySlug, listPlans, type ListedPlan } from './catalogue';
import { apiKeyPlanMap, type PlanMapKind } from './tables';
import { nairaText } from './view';

/*
 * GET /api/network/: what a reseller's client needs to send orders, in its format's numbers: the
 * networks, cable services, discos and exams, and every plan with its price at the caller's level
 * under the id this key uses for it (its mapped id, else ours).
 */

async function idsOfKey(db: Db, keyId: number, kind: PlanMapKind) {
  const rows = await db
    .select({ theirId: apiKeyPlanMap.theirId, planId: apiKeyPlanMap.planId })
    .from(apiKeyPlanMap)
    .where(and(eq(apiKeyPlanMap.apiKeyId, keyId), eq(apiKeyPlanMap.kind, kind)));
  if (!rows.length) return undefined;
  const byPlan = new Map<number, string[]>();
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row.theirId]);
  return byPlan;
}

/** Each plan under each id the key sends for it. */
function underKeyIds(plans: ListedPlan[], ids: Map<number, string[]> | undefined) {
  return plans.flatMap((plan) =>
    (ids ? (ids.get(plan.planId) ?? []) : [String(plan.planId)]).map((id) => ({ id, plan })),
  );
}

const idValue = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

const DATA_TYPE_WORDS = {
  sme: 'SME',
  gifting: 'GIFTING',
  'corporate-gifting': 'CORPORATE GIFTING',
};

export async function resellerListing(
  context: FormatContext,
  format: ResellerFormat,
  keyId: number,
  levelId: number,
) {
  const { db } = context;
  const tables = RESELLER_IDS[format];
  const [dataPlans, cablePlans, dataIds, cableIds, status] = await Promise.all([
    listPlans(db, 'data', levelId),
    listPlans(db, 'cable', levelId),
    idsOfKey(db, keyId, 'data'),
    idsOfKey(db, keyId, 'cable'),
    context.networkStatus(),
  ]);
  const named = async (table: Readonly<Record<number, string>>) =>
    Promise.all(
      Object.entries(table).map(async ([id, slug]) => ({
        id: Number(id),
        name: (await packageBySlug(db, slug))?.title ?? slug,
      })),
    );
  const cableNumber = (slug: string) =>
    Number(Object.entries(tables.cables).find(([, value]) => value === slug)?.[0] ?? 0) || null;
  return {
    format,
    networks: Object.entries(tables.networks).map(([id, network]) => ({
      id: Number(id),
      name: NETWORK_NAMES[network].toUpperCase(),
    })),
    cables: await named(tables.cables),
    discos: await named(tables.discos),
    exams: await named(tables.exams),
    data_plans: underKeyIds(dataPlans, dataIds).map(({ id, plan }) => {
      const shape = planShape(plan.title);
      const type = kindOf(plan.packageTitle) ?? shape.kind;
      return {
        id: idValue(id),
        our_id: plan.planId,
        network: plan.network ? networkNumber(format, plan.network) : null,
        plan_type: type ? DATA_TYPE_WORDS[type] : plan.packageTitle,
        plan_name: plan.title,
        plan_amount: nairaText(plan.priceKobo),
        validity_days: shape.days ?? null,
      };
    }),
    // The last hour from our own orders, per network and data type and per bills service.
    network_status: status.entries
      .filter((entry) => entry.state !== 'no_recent_orders')
      .map((entry) => {
        const network = entry.network ? parseNetwork(entry.network) : undefined;
        return {
          name: entry.label,
          service: entry.service,
          network: network ? networkNumber(format, network) : null,
          state: entry.state,
          success_rate: entry.success_rate,
          median_seconds: entry.median_seconds,
          summary: entry.summary,
        };
      }),
    cable_plans: underKeyIds(cablePlans, cableIds).map(({ id, plan }) => ({
      id: idValue(id),
      our_id: plan.planId,
      cablename: cableNumber(plan.packageSlug),
      cable: plan.packageTitle,
      plan_name: plan.title,
      plan_amount: nairaText(plan.priceKobo),
    })),
  };
}
