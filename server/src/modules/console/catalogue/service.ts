import { and, eq, max } from 'drizzle-orm';
import type {
  ConsolePackage,
  RefreshPlansResponse,
  SetActiveRequest,
  SetLevelPriceRequest,
  SetPackageRateRequest,
  SetProviderCommissionRequest,
  SetReferralRateRequest,
} from '@contract/api/console';
import { CATALOGUE_VALUE_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import {
  categories,
  levels,
  packageRates,
  packages,
  planPrices,
  plans,
  referralRates,
} from '../../../db/schema';
import { badRequest, HttpError, notFound } from '../../../lib/http-error';
import { tryNairaToKobo } from '../../../lib/money';
import type { Variation } from '../../../ports/bills';
import type { BillsProviders } from '../../purchases/bills-providers';
import { addUnpricedOffers, otherProvidersPlans } from './provider-plans';
import { discountBelowCost } from './cost';
import { pricingOf, readLevels, readPackages, readReferralRates } from './repository';
import { recordAudit, type AuditActor } from '../audit';

/*
 * The owner's changes to what customers pay. Each is one database transaction with its audit row
 * (before and after), and quotes read prices from the database, so the next quote in any server
 * process sees the change.
 */

const MONEY_MESSAGE = CATALOGUE_VALUE_MESSAGES.priceFormat;
const PERCENT_MESSAGE = CATALOGUE_VALUE_MESSAGES.percentFormat;
const PRICE_ABOVE_ZERO_MESSAGE = CATALOGUE_VALUE_MESSAGES.priceAboveZero;

/** A price in kobo: whole kobo and above zero (a loss leader too: nothing is given away). */
export function priceKoboOf(naira: number, field: string): number {
  const kobo = tryNairaToKobo(naira);
  if (kobo === undefined || kobo < 0) throw badRequest(MONEY_MESSAGE, { [field]: MONEY_MESSAGE });
  if (kobo === 0) throw badRequest(PRICE_ABOVE_ZERO_MESSAGE, { [field]: PRICE_ABOVE_ZERO_MESSAGE });
  return kobo;
}

function basisPointsOf(percent: number, field: string, maxBp = 10_000): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bp) > 1e-6 || bp < 0)
    throw badRequest(PERCENT_MESSAGE, { [field]: PERCENT_MESSAGE });
  if (bp > maxBp) {
    const message = `At most ${maxBp / 100}%.`;
    throw badRequest(message, { [field]: message });
  }
  return bp;
}

export async function packageAfter(tx: Tx, packageId: number): Promise<ConsolePackage> {
  const [pkg] = await readPackages(tx, [packageId]);
  if (!pkg) throw notFound('No such package.');
  return pkg;
}

async function lockPackage(tx: Tx, packageId: number) {
  const [row] = await tx
    .select({
      id: packages.id,
      active: packages.active,
      serviceId: packages.serviceId,
      categoryId: packages.categoryId,
      categoryType: categories.type,
      commissionBp: packages.providerCommissionBp,
    })
    .from(packages)
    .innerJoin(categories, eq(categories.id, packages.categoryId))
    .where(eq(packages.id, packageId))
    .for('update', { of: packages });
  if (!row) throw notFound('No such package.');
  return row;
}

export async function lockPlan(tx: Tx, planId: number) {
  const [row] = await tx
    .select({
      id: plans.id,
      packageId: plans.packageId,
      active: plans.active,
      faceKobo: plans.providerAmountKobo,
      commissionBp: packages.providerCommissionBp,
    })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .where(eq(plans.id, planId))
    .for('update', { of: plans });
  if (!row) throw notFound('No such plan.');
  return row;
}

const RATE_COLUMN = {
  discount: 'discountBp',
  commission: 'commissionBp',
  unit_price: 'unitPriceKobo',
} as const;

/** One tier's discount, commission or unit price of a package priced without plans. */
export async function setPackageRate(
  db: Db,
  actor: AuditActor,
  packageId: number,
  request: SetPackageRateRequest,
): Promise<ConsolePackage> {
  return db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageId);
    const pricing = pricingOf(pkg.categoryType);
    if (pricing === 'plans')
      throw badRequest('This package is priced by its plans: change a plan’s price instead.');
    const value =
      pricing === 'unit_price'
        ? priceKoboOf(request.value, 'value')
        : basisPointsOf(request.value, 'value');
    const belowCost =
      pricing === 'discount' ? discountBelowCost(value, pkg.commissionBp) : undefined;
    if (belowCost && !request.loss_leader) throw badRequest(belowCost, { value: belowCost });
    const column = RATE_COLUMN[pricing];
    const [existing] = await tx
      .select()
      .from(packageRates)
      .where(
        and(eq(packageRates.packageId, packageId), eq(packageRates.levelId, request.level_id)),
      );
    await tx
      .insert(packageRates)
      .values({ packageId, levelId: request.level_id, [column]: value })
      .onConflictDoUpdate({
        target: [packageRates.packageId, packageRates.levelId],
        set: { [column]: value },
      });
    await recordAudit(tx, {
      actor,
      action: 'catalogue.package_rate',
      subjectType: 'package',
      subjectId: packageId,
      reason: request.reason,
      before: { level_id: request.level_id, [pricing]: existing?.[column] ?? null },
      after: {
        level_id: request.level_id,
        [pricing]: value,
        ...(belowCost ? { loss_leader: true } : {}),
      },
    });
    return packageAfter(tx, packageId);
  });
}

/** Enables or disables a plan; a plan is enabled only once every tier has a price. */
export async function setPlanActive(
  db: Db,
  actor: AuditActor,
  planId: number,
  request: SetActiveRequest,
): Promise<ConsolePackage> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (request.active) {
      const priced = await tx
        .select({ levelId: planPrices.levelId })
        .from(planPrices)
        .where(eq(planPrices.planId, planId));
      if (priced.length < 4)
        throw badRequest('Give this plan a price for every level before enabling it.');
    }
    await tx.update(plans).set({ active: request.active }).where(eq(plans.id, planId));
    await recordAudit(tx, {
      actor,
      action: request.active ? 'catalogue.plan_enable' : 'catalogue.plan_disable',
      subjectType: 'plan',
      subjectId: planId,
      reason: request.reason,
      before: { active: plan.active },
      after: { active: request.active },
    });
    return packageAfter(tx, plan.packageId);
  });
}

export async function setPackageActive(
  db: Db,
  actor: AuditActor,
  packageId: number,
  request: SetActiveRequest,
): Promise<ConsolePackage> {
  return db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageId);
    await tx.update(packages).set({ active: request.active }).where(eq(packages.id, packageId));
    await recordAudit(tx, {
      actor,
      action: request.active ? 'catalogue.package_enable' : 'catalogue.package_disable',
      subjectType: 'package',
      subjectId: packageId,
      reason: request.reason,
      before: { active: pkg.active },
      after: { active: request.active },
    });
    return packageAfter(tx, packageId);
  });
}

/** The provider's commission on a package (from its price list): what our cost is computed from. */
export async function setProviderCommission(
  db: Db,
  actor: AuditActor,
  packageId: number,
  request: SetProviderCommissionRequest,
): Promise<ConsolePackage> {
  const commissionBp = basisPointsOf(request.percent, 'percent');
  return db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageId);
    await tx
      .update(packages)
      .set({ providerCommissionBp: commissionBp })
      .where(eq(packages.id, packageId));
    await recordAudit(tx, {
      actor,
      action: 'catalogue.provider_commission',
      subjectType: 'package',
      subjectId: packageId,
      reason: request.reason,
      before: { provider_commission_bp: pkg.commissionBp },
      after: { provider_commission_bp: commissionBp },
    });
    return packageAfter(tx, packageId);
  });
}

/**
 * Reads the primary provider's plans of a package's service when the package is its own (its
 * catalogue provider): a plan we do not sell yet (in any package of that service) is added disabled
 * and unpriced; a plan whose provider price changed is updated. Then every other provider's plans
 * (every provider's, for a package the primary does not sell): those no offer of theirs sells yet
 * are unpriced (provider-plans.ts).
 */
export async function refreshPlans(
  db: Db,
  providers: BillsProviders,
  actor: AuditActor,
  packageId: number,
): Promise<RefreshPlansResponse> {
  const bills = providers.primary;
  const [target] = await readPackages(db, [packageId]);
  if (!target) throw notFound('No such package.');
  if (target.pricing !== 'plans') throw badRequest('This package has no plans to refresh.');
  const [owner] = await db
    .select({ provider: packages.catalogueProvider })
    .from(packages)
    .where(eq(packages.id, packageId));
  const primaryList = owner?.provider === providers.names[0];
  let variations: Variation[] = [];
  if (primaryList) {
    try {
      variations = await bills.variations(target.service_id);
    } catch (error) {
      throw new HttpError(502, `The provider did not list its plans: ${(error as Error).message}`);
    }
  }
  const others = await otherProvidersPlans(
    providers,
    target.service_id,
    primaryList ? providers.names.slice(1) : providers.names,
  );
  return db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageId);
    const known = await tx
      .select({
        id: plans.id,
        packageId: plans.packageId,
        code: plans.variationCode,
        faceKobo: plans.providerAmountKobo,
      })
      .from(plans)
      .innerJoin(packages, eq(packages.id, plans.packageId))
      .where(and(eq(packages.serviceId, pkg.serviceId), eq(packages.categoryId, pkg.categoryId)));
    const byCode = new Map(known.map((plan) => [plan.code, plan]));
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(plans.sortOrder) })
      .from(plans)
      .where(eq(plans.packageId, packageId));
    let sortOrder = (last ?? 0) + 1;
    const added: string[] = [];
    const updated: Array<{ code: string; before: number; after: number }> = [];
    for (const variation of variations) {
      const faceKobo = tryNairaToKobo(variation.amount);
      if (faceKobo === undefined || faceKobo < 0 || !variation.variationCode) continue;
      const plan = byCode.get(variation.variationCode);
      if (!plan) {
        await tx.insert(plans).values({
          packageId,
          variationCode: variation.variationCode,
          title: variation.name,
          sortOrder: sortOrder++,
          active: false,
          providerAmountKobo: faceKobo,
        });
        added.push(variation.variationCode);
      } else if (plan.packageId === packageId && plan.faceKobo !== faceKobo) {
        await tx.update(plans).set({ providerAmountKobo: faceKobo }).where(eq(plans.id, plan.id));
        updated.push({ code: plan.code, before: plan.faceKobo, after: faceKobo });
      }
    }
    const unpriced = await addUnpricedOffers(tx, packageId, others);
    await recordAudit(tx, {
      actor,
      action: 'catalogue.plans_refresh',
      subjectType: 'package',
      subjectId: packageId,
      before: { provider_amounts_kobo: updated.map(({ code, before }) => ({ code, before })) },
      after: {
        added,
        provider_amounts_kobo: updated.map(({ code, after }) => ({ code, after })),
        ...(unpriced.length ? { unpriced } : {}),
      },
    });
    return {
      added: added.length,
      updated: updated.length,
      package: await packageAfter(tx, packageId),
      unpriced,
      unreachable: others.unreachable,
    };
  });
}

/** The referrer's share of what a referred customer spends in a category (at most 5%). */
export async function setReferralRate(
  db: Db,
  actor: AuditActor,
  categoryId: number,
  request: SetReferralRateRequest,
) {
  const rateBp = basisPointsOf(request.percent, 'percent', 500);
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId));
    if (!category) throw notFound('No such service.');
    const [existing] = await tx
      .select()
      .from(referralRates)
      .where(eq(referralRates.categoryId, categoryId))
      .for('update');
    await tx
      .insert(referralRates)
      .values({ categoryId, rateBp })
      .onConflictDoUpdate({ target: referralRates.categoryId, set: { rateBp } });
    await recordAudit(tx, {
      actor,
      action: 'catalogue.referral_rate',
      subjectType: 'category',
      subjectId: categoryId,
      reason: request.reason,
      before: { rate_bp: existing?.rateBp ?? null },
      after: { rate_bp: rateBp },
    });
    return readReferralRates(tx);
  });
}

/** What a customer pays to move up to a level. */
export async function setLevelPrice(
  db: Db,
  actor: AuditActor,
  levelId: number,
  request: SetLevelPriceRequest,
) {
  const priceKobo = priceKoboOf(request.upgrade_price, 'upgrade_price');
  return db.transaction(async (tx) => {
    const [level] = await tx.select().from(levels).where(eq(levels.id, levelId)).for('update');
    if (!level) throw notFound('No such level.');
    await tx.update(levels).set({ upgradePriceKobo: priceKobo }).where(eq(levels.id, levelId));
    await recordAudit(tx, {
      actor,
      action: 'catalogue.level_price',
      subjectType: 'level',
      subjectId: levelId,
      reason: request.reason,
      before: { upgrade_price_kobo: level.upgradePriceKobo },
      after: { upgrade_price_kobo: priceKobo },
    });
    return readLevels(tx);
  });
}
