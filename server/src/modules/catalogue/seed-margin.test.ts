import { eq } from 'drizzle-orm';
import type { ConsolePackage } from '@contract/api/console';
import { BEST_AIRTIME_DISCOUNT_PERCENT } from '@contract/constants';
import { belowCostCount } from '@contract/rules';
import { CATEGORY_IDS } from '@contract/services';
import { DEFAULT_MIN_PRICE_MARGIN_BP } from '../../config';
import { planPrices } from '../../db/schema';
import { startTestApp, type TestContext } from '../../../test/harness';
import { countBelowCost, readPackages } from '../console/catalogue/repository';
import { maximumDiscountBp, minimumPriceKobo } from './margin';
import { seedCatalogue } from './seed';

let ctx: TestContext;
let catalogue: ConsolePackage[];
beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await readPackages(ctx.database.db);
});
afterAll(() => ctx.close());

const kobo = (naira: number) => Math.round(naira * 100);
const marginBp = DEFAULT_MIN_PRICE_MARGIN_BP;

describe('the shipped catalogue keeps a margin at every tier', () => {
  it('prices every tier of every plan at least the provider cost plus the minimum margin', () => {
    const short = catalogue.flatMap((pkg) =>
      pkg.plans.flatMap((plan) =>
        plan.prices
          .map((price, tier) => ({ plan: plan.code, tier, price, cost: plan.provider_cost }))
          .filter(
            ({ price, cost }) =>
              price === null || kobo(price) * 10_000 < kobo(cost) * (10_000 + marginBp),
          ),
      ),
    );
    expect(catalogue.flatMap((pkg) => pkg.plans).length).toBeGreaterThan(90);
    expect(short).toEqual([]);
  });

  it('keeps every discount below the provider commission, by the margin', () => {
    const discounted = catalogue.filter((pkg) => pkg.pricing === 'discount');
    expect(discounted.length).toBeGreaterThan(10);
    const tooDeep = discounted.flatMap((pkg) =>
      pkg.rates
        .map((rate, tier) => ({ pkg: pkg.title, tier, rate, commission: pkg.provider_commission }))
        .filter(
          ({ rate, commission }) =>
            rate === null ||
            rate >= commission ||
            // what a ₦10,000 sale charges still covers its cost plus the margin
            (10_000 - 100 * rate) * 10_000 < (10_000 - 100 * commission) * (10_000 + marginBp),
        ),
    );
    expect(tooDeep).toEqual([]);
  });

  it('gives the best airtime discount the public pages promise, and no better', () => {
    const airtime = catalogue.filter((pkg) => pkg.category_id === CATEGORY_IDS.airtime);
    const best = Math.max(...airtime.flatMap((pkg) => pkg.rates.map((rate) => rate ?? 0)));
    // "up to 2.5%": the best tier rounds down to it (2.51% at the default margin)
    expect(Math.floor(best * 10) / 10).toBe(BEST_AIRTIME_DISCOUNT_PERCENT);
  });

  it('has no price below cost for the overview to warn about', async () => {
    expect(belowCostCount(catalogue)).toBe(0);
    expect(await countBelowCost(ctx.database.db)).toBe(0);
  });

  it("leaves an owner's price alone when it seeds again, even one below cost", async () => {
    const db = ctx.database.db;
    const plan = catalogue.find((pkg) => pkg.pricing === 'plans')!.plans[0]!;
    const loss = kobo(plan.provider_cost) - 100;
    await db.update(planPrices).set({ priceKobo: loss }).where(eq(planPrices.planId, plan.id));
    await seedCatalogue(db, { minMarginBp: 1_000 });
    const rows = await db.select().from(planPrices).where(eq(planPrices.planId, plan.id));
    expect(rows.map((row) => row.priceKobo)).toEqual([loss, loss, loss, loss]);
    expect(await countBelowCost(db)).toBe(4);
  });
});

describe('the margin rule', () => {
  it('raises a price to cost plus margin, rounded up to the naira', () => {
    // ₦388.00 cost at 0.5% is ₦389.94: the least price is ₦390
    expect(minimumPriceKobo(38_800, 50)).toBe(39_000);
    expect(minimumPriceKobo(38_800, 0)).toBe(38_800);
  });

  it('cuts a discount so the charge covers cost plus margin, below the commission', () => {
    // 3% commission, 0.5% margin: 97% x 1.005 = 97.485% must be charged, so at most 2.51% off
    expect(maximumDiscountBp(300, 50)).toBe(251);
    expect(maximumDiscountBp(100, 50)).toBe(50);
    expect(maximumDiscountBp(300, 0)).toBe(300);
    expect(maximumDiscountBp(0, 50)).toBe(0);
  });
});
