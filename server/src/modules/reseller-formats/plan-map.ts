import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  MatchedPlanList,
  PlanListRow,
  PlanMap,
  PlanMapEntry,
  PlanMapKind,
} from '@contract/api';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { activeKeyOf } from '../api-keys/service';
import { listPlans } from './catalogue';
import { matchPlanList } from './match-plans';
import { apiKeyPlanMap, PLAN_MAP_KINDS } from './tables';

/*
 * A reseller key's plan map, kept by its owner from the profile (the signed-in session only; a key
 * cannot change what its own ids buy).
 */

export const PLAN_MAP_MESSAGES = {
  noKey: 'API key not found.',
  notReseller:
    'Only a key that speaks MSORG or ADEX has a plan map: a NairaTop key sends our plan codes.',
  repeated: (kind: string, id: string) => `${kind} plan id ${id} is mapped twice.`,
  unknownPlan: (id: number) => `Plan ${id} is not a plan we sell.`,
  saved: 'Plan map saved.',
} as const;

async function resellerKey(db: Db, userId: number, keyId: number) {
  const key = await activeKeyOf(db, userId, keyId);
  if (!key) throw notFound(PLAN_MAP_MESSAGES.noKey);
  if (key.format === 'nairatop') throw badRequest(PLAN_MAP_MESSAGES.notReseller);
  return key;
}

const groupOf = (plan: { packageTitle: string }) => plan.packageTitle;

export async function readPlanMap(
  db: Db,
  userId: number,
  levelId: number,
  keyId: number,
): Promise<PlanMap> {
  await resellerKey(db, userId, keyId);
  const [entries, ...plans] = await Promise.all([
    db
      .select({
        kind: apiKeyPlanMap.kind,
        their_id: apiKeyPlanMap.theirId,
        their_name: apiKeyPlanMap.theirName,
        plan_id: apiKeyPlanMap.planId,
      })
      .from(apiKeyPlanMap)
      .where(eq(apiKeyPlanMap.apiKeyId, keyId))
      .orderBy(asc(apiKeyPlanMap.kind), asc(apiKeyPlanMap.theirId)),
    ...PLAN_MAP_KINDS.map((kind) => listPlans(db, kind, levelId)),
  ]);
  return {
    entries,
    plans: PLAN_MAP_KINDS.flatMap((kind, index) =>
      (plans[index] ?? []).map((plan) => ({
        id: plan.planId,
        kind,
        title: plan.title,
        group: groupOf(plan),
      })),
    ),
  };
}

/** Replaces the key's whole map; every plan must be one we sell, each id mapped once. */
export async function replacePlanMap(
  db: Db,
  userId: number,
  levelId: number,
  keyId: number,
  entries: readonly PlanMapEntry[],
): Promise<PlanMap> {
  await resellerKey(db, userId, keyId);
  const seen = new Set<string>();
  for (const entry of entries) {
    const id = `${entry.kind} ${entry.their_id}`;
    if (seen.has(id)) throw badRequest(PLAN_MAP_MESSAGES.repeated(entry.kind, entry.their_id));
    seen.add(id);
  }
  const sold = new Map<PlanMapKind, Set<number>>();
  for (const kind of PLAN_MAP_KINDS)
    sold.set(kind, new Set((await listPlans(db, kind, levelId)).map((plan) => plan.planId)));
  const unknown = entries.find((entry) => !sold.get(entry.kind)?.has(entry.plan_id));
  if (unknown) throw badRequest(PLAN_MAP_MESSAGES.unknownPlan(unknown.plan_id));
  await db.transaction(async (tx) => {
    await tx
      .delete(apiKeyPlanMap)
      .where(
        and(eq(apiKeyPlanMap.apiKeyId, keyId), inArray(apiKeyPlanMap.kind, [...PLAN_MAP_KINDS])),
      );
    if (entries.length)
      await tx.insert(apiKeyPlanMap).values(
        entries.map((entry) => ({
          apiKeyId: keyId,
          kind: entry.kind,
          theirId: entry.their_id,
          theirName: entry.their_name.trim(),
          planId: entry.plan_id,
        })),
      );
  });
  return readPlanMap(db, userId, levelId, keyId);
}

/** The reseller's old list matched to our plans (nothing is saved). */
export async function matchPlans(
  db: Db,
  userId: number,
  levelId: number,
  keyId: number,
  kind: PlanMapKind,
  rows: readonly PlanListRow[],
): Promise<MatchedPlanList> {
  await resellerKey(db, userId, keyId);
  return matchPlanList(await listPlans(db, kind, levelId), kind, rows);
}
