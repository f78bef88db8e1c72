import { and, eq } from 'drizzle-orm';
import type { ConsolePackage, SetPlanPriceRequest } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { isBigPriceJump, PRICE_JUMP_MESSAGES, priceChangePercent } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import { planPrices } from '../../../db/schema';
import { badRequest } from '../../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { planCostsKobo, priceBelowCost } from './cost';
import { lockPlan, packageAfter, priceKoboOf } from './service';

/*
 * One tier's price of a plan: the one path every price edit takes, alone or as part of a bulk
 * change, so the rules and the audit entry are the same. A price below the plan's cost (its
 * cheapest enabled offer) is kept only as a loss leader; a change of more than
 * PRICE_JUMP_CONFIRM_PERCENT of the current price only once the owner confirmed it. Either refusal
 * is a 400 naming what to tick (`price` for below cost, `confirm_jump` for the jump).
 */

export interface PlanPriceEdit {
  planId: number;
  levelId: number;
  priceKobo: number;
  lossLeader: boolean;
  confirmJump: boolean;
  reason?: string;
}

const naira = (kobo: number) => formatNaira(kobo / 100);

const currentPriceKobo = async (tx: Tx, planId: number, levelId: number) =>
  (
    await tx
      .select({ priceKobo: planPrices.priceKobo })
      .from(planPrices)
      .where(and(eq(planPrices.planId, planId), eq(planPrices.levelId, levelId)))
  )[0]?.priceKobo ?? null;

/** The problems of an edit the owner did not confirm, keyed by the field that answers each. */
export function planPriceProblems(
  edit: Pick<PlanPriceEdit, 'priceKobo' | 'lossLeader' | 'confirmJump'>,
  beforeKobo: number | null,
  costKobo: number,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const belowCost = priceBelowCost(edit.priceKobo, costKobo);
  if (belowCost && !edit.lossLeader) problems.price = belowCost;
  if (beforeKobo !== null && isBigPriceJump(beforeKobo, edit.priceKobo) && !edit.confirmJump)
    problems.confirm_jump = PRICE_JUMP_MESSAGES.bigJump(
      naira(beforeKobo),
      naira(edit.priceKobo),
      priceChangePercent(beforeKobo, edit.priceKobo),
    );
  return problems;
}

/**
 * Writes one tier's price inside the caller's transaction, with its audit row (before and after);
 * answers the plan's package id. Refuses (400) what the owner did not confirm.
 */
export async function writePlanPrice(
  tx: Tx,
  actor: AuditActor,
  edit: PlanPriceEdit,
): Promise<number> {
  const plan = await lockPlan(tx, edit.planId);
  const costKobo = (await planCostsKobo(tx, [plan.id])).get(plan.id) ?? 0;
  const beforeKobo = await currentPriceKobo(tx, plan.id, edit.levelId);
  const problems = planPriceProblems(edit, beforeKobo, costKobo);
  if (Object.keys(problems).length) throw badRequest(Object.values(problems).join(' '), problems);
  const { priceKobo, levelId } = edit;
  await tx
    .insert(planPrices)
    .values({ planId: plan.id, levelId, priceKobo })
    .onConflictDoUpdate({ target: [planPrices.planId, planPrices.levelId], set: { priceKobo } });
  await recordAudit(tx, {
    actor,
    action: 'catalogue.plan_price',
    subjectType: 'plan',
    subjectId: plan.id,
    reason: edit.reason,
    before: { level_id: levelId, price_kobo: beforeKobo },
    after: {
      level_id: levelId,
      price_kobo: priceKobo,
      cost_kobo: costKobo,
      ...(priceKobo < costKobo ? { loss_leader: true } : {}),
      ...(isBigPriceJump(beforeKobo, priceKobo) ? { big_jump: true } : {}),
    },
  });
  return plan.packageId;
}

/** One tier's price of a plan, changed on its own (PUT catalogue/plans/:id/price). */
export async function setPlanPrice(
  db: Db,
  actor: AuditActor,
  planId: number,
  request: SetPlanPriceRequest,
): Promise<ConsolePackage> {
  const priceKobo = priceKoboOf(request.price, 'price');
  return db.transaction(async (tx) => {
    const packageId = await writePlanPrice(tx, actor, {
      planId,
      levelId: request.level_id,
      priceKobo,
      lossLeader: request.loss_leader === true,
      confirmJump: request.confirm_jump === true,
      reason: request.reason,
    });
    return packageAfter(tx, packageId);
  });
}
