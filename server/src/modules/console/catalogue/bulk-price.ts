import { sql } from 'drizzle-orm';
import type {
  ApplyBulkPriceRequest,
  BulkPriceChange,
  BulkPriceRequest,
  BulkPriceResult,
} from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { isBigPriceJump, PRICE_JUMP_CONFIRM_PERCENT } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { badRequest } from '../../../lib/http-error';
import { koboToNaira, percentToBasisPoints, tryNairaToKobo } from '../../../lib/money';
import type { AuditActor } from '../audit';
import { planCostsKobo } from './cost';
import { writePlanPrice } from './plan-price';

/*
 * Many plan prices changed at once. The plans are those every given filter keeps (service,
 * network, packages, a provider with an enabled offer of the plan); each chosen tier that has a
 * price moves by the percent or the naira amount. A percent change is rounded to the nearest whole
 * naira (half a naira up), so a change across many plans leaves prices customers read at a glance;
 * a naira change is applied as given (whole kobo). Applying writes every tier through writePlanPrice, the single edit's path, in
 * one database transaction: all of them with their audit rows, or none.
 */

const TIER_NAMES = ['Normal', 'Agent', 'Reseller', 'API'] as const;
/** more tier prices than this in one change is refused: narrower filters keep a preview readable */
const MAX_TIERS = 2_000;

export const BULK_PRICE_MESSAGES = {
  amountFormat: 'Give a change with at most two decimals, other than 0.',
  percentTooLarge: 'A change is at most +1,000%.',
  tooMany: (count: number) =>
    `This would change ${count} prices at once: choose narrower filters (at most ${MAX_TIERS}).`,
  notPositive: (what: string, price: string) =>
    `${what} would cost ${price}: a price stays above ₦0. Choose a smaller change.`,
  nothing: 'No price matches these filters: nothing to change.',
  belowCost: (count: number, first: string) =>
    `${count} ${count === 1 ? 'price' : 'prices'} would sell below cost (${first}). Choose to keep prices below cost to apply them.`,
  bigJumps: (count: number) =>
    `${count} ${count === 1 ? 'price changes' : 'prices change'} by more than ${PRICE_JUMP_CONFIRM_PERCENT}%. Confirm the big changes to apply them.`,
} as const;

interface TierRow {
  plan_id: number;
  plan: string;
  package_id: number;
  package: string;
  level_id: number | null;
  price_kobo: string | number | null;
}

/** Each tier's new price in kobo from its old one, by the request's change. */
function changeOf(request: BulkPriceRequest): (oldKobo: number) => number {
  if (request.by === 'percent') {
    let bp: number;
    try {
      bp = percentToBasisPoints(request.amount);
    } catch {
      bp = 0;
    }
    if (bp === 0)
      throw badRequest(BULK_PRICE_MESSAGES.amountFormat, {
        amount: BULK_PRICE_MESSAGES.amountFormat,
      });
    if (bp > 100_000)
      throw badRequest(BULK_PRICE_MESSAGES.percentTooLarge, {
        amount: BULK_PRICE_MESSAGES.percentTooLarge,
      });
    // old x (10,000 + bp) / 10,000 kobo, to the nearest 100 kobo, in whole numbers throughout
    return (oldKobo) => Math.floor((oldKobo * (10_000 + bp) + 500_000) / 1_000_000) * 100;
  }
  const delta = tryNairaToKobo(request.amount);
  if (delta === undefined || delta === 0)
    throw badRequest(BULK_PRICE_MESSAGES.amountFormat, {
      amount: BULK_PRICE_MESSAGES.amountFormat,
    });
  return (oldKobo) => oldKobo + delta;
}

/** The chosen plans and their priced tiers among the request's; locked in an apply. */
async function chosenTiers(db: Db | Tx, request: BulkPriceRequest, lock: boolean) {
  const filters = [
    request.category_id === undefined ? sql`true` : sql`pk.category_id = ${request.category_id}`,
    request.network === undefined
      ? sql`true`
      : sql`upper(pk.network_type) = upper(${request.network})`,
    request.package_ids === undefined
      ? sql`true`
      : sql`pk.id IN (${sql.join(
          request.package_ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    request.provider === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM bills_offers o WHERE o.plan_id = pl.id
          AND o.provider = ${request.provider} AND o.enabled)`,
  ];
  const levels = sql.join(
    request.level_ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<TierRow>(
    await db.execute(sql`
      SELECT pl.id AS plan_id, pl.title AS plan, pk.id AS package_id,
        c.name || ': ' || pk.title AS package, pp.level_id, pp.price_kobo
      FROM plans pl
        JOIN packages pk ON pk.id = pl.package_id
        JOIN categories c ON c.id = pk.category_id
        LEFT JOIN plan_prices pp ON pp.plan_id = pl.id AND pp.level_id IN (${levels})
      WHERE ${sql.join(filters, sql` AND `)}
      ORDER BY pk.category_id, pk.sort_order, pk.id, pl.sort_order, pl.id, pp.level_id
      ${lock ? sql`FOR UPDATE OF pl` : sql``}`),
  );
}

/** What the request changes, tier by tier, judged against each plan's cost now. */
async function bulkChanges(
  db: Db | Tx,
  request: BulkPriceRequest,
  lock = false,
): Promise<BulkPriceResult> {
  const next = changeOf(request);
  const rows = await chosenTiers(db, request, lock);
  const planIds = [...new Set(rows.map((row) => Number(row.plan_id)))];
  const priced = rows.filter((row) => row.price_kobo !== null && row.level_id !== null);
  if (priced.length > MAX_TIERS) throw badRequest(BULK_PRICE_MESSAGES.tooMany(priced.length));
  const costs = await planCostsKobo(db, planIds);
  const changes: BulkPriceChange[] = [];
  for (const row of priced) {
    const oldKobo = Number(row.price_kobo);
    const levelId = Number(row.level_id);
    const newKobo = next(oldKobo);
    if (newKobo <= 0) {
      const what = `${row.plan} (${TIER_NAMES[levelId - 1]})`;
      const message = BULK_PRICE_MESSAGES.notPositive(what, formatNaira(newKobo / 100));
      throw badRequest(message, { amount: message });
    }
    if (newKobo === oldKobo) continue;
    const costKobo = costs.get(Number(row.plan_id)) ?? 0;
    changes.push({
      plan_id: Number(row.plan_id),
      plan: row.plan,
      package_id: Number(row.package_id),
      package: row.package,
      level_id: levelId,
      old_price: koboToNaira(oldKobo),
      new_price: koboToNaira(newKobo),
      cost: koboToNaira(costKobo),
      margin: koboToNaira(newKobo - costKobo),
      below_cost: newKobo < costKobo,
      big_jump: isBigPriceJump(oldKobo, newKobo),
    });
  }
  return {
    changes,
    plans: planIds.length,
    below_cost: changes.filter((change) => change.below_cost).length,
    big_jumps: changes.filter((change) => change.big_jump).length,
    jump_percent: PRICE_JUMP_CONFIRM_PERCENT,
  };
}

/** POST catalogue/bulk-price/preview: what applying the same request would write. */
export const previewBulkPrice = (db: Db, request: BulkPriceRequest) => bulkChanges(db, request);

const tierName = (change: BulkPriceChange) =>
  `${change.plan} (${TIER_NAMES[change.level_id - 1]}) at ${formatNaira(change.new_price)} under ${formatNaira(change.cost)}`;

/**
 * POST catalogue/bulk-price: every change of the preview, each a single price edit with the
 * reason, in one transaction. Refused (400, nothing written) when a tier would sell below cost
 * without override_below_cost, or change by more than PRICE_JUMP_CONFIRM_PERCENT without
 * confirm_big_jumps, or when nothing matches.
 */
export function applyBulkPrice(
  db: Db,
  actor: AuditActor,
  request: ApplyBulkPriceRequest,
): Promise<BulkPriceResult> {
  return db.transaction(async (tx) => {
    const result = await bulkChanges(tx, request, true);
    if (!result.changes.length) throw badRequest(BULK_PRICE_MESSAGES.nothing);
    const problems: Record<string, string> = {};
    const below = result.changes.filter((change) => change.below_cost);
    if (below[0] && !request.override_below_cost)
      problems.override_below_cost = BULK_PRICE_MESSAGES.belowCost(
        below.length,
        tierName(below[0]),
      );
    if (result.big_jumps && !request.confirm_big_jumps)
      problems.confirm_big_jumps = BULK_PRICE_MESSAGES.bigJumps(result.big_jumps);
    if (Object.keys(problems).length) throw badRequest(Object.values(problems).join(' '), problems);
    for (const change of result.changes)
      await writePlanPrice(tx, actor, {
        planId: change.plan_id,
        levelId: change.level_id,
        priceKobo: Math.round(change.new_price * 100),
        lossLeader: request.override_below_cost === true,
        confirmJump: request.confirm_big_jumps === true,
        reason: request.reason,
      });
    return result;
  });
}
