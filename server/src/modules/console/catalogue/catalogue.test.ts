import { and, eq } from 'drizzle-orm';
import type { ConsoleCatalogue, ConsolePackage, RefreshPlansResponse } from '@contract/api/console';
import {
  billsOffers,
  planPrices,
  plans,
  staffAudit,
  transactions,
  users,
} from '../../../db/schema';
import type { ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../../test/purchases';
import { seedBalance } from '../../../../test/wallet';
import { CATALOGUE_VALUE_MESSAGES } from '@contract/rules';
import { signedInUser } from '../../../../test/accounts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/v1/console${url}`, headers, payload });

async function catalogue() {
  return json<{ data: ConsoleCatalogue }>(await call('GET', '/catalogue', owner.headers)).data;
}

/** The first plan of MTN SME with its provider cost and reseller price. */
async function smePlan() {
  const id = await packageId(db(), 'mtn-data-sme');
  const pkg = (await catalogue()).packages.find((item) => item.id === id)!;
  return { pkg, plan: pkg.plans[0]! };
}

async function auditRows(action: string) {
  return db().select().from(staffAudit).where(eq(staffAudit.action, action));
}

describe('console catalogue: who may', () => {
  it('refuses support the catalogue and every price change with 403', async () => {
    const { plan } = await smePlan();
    const reads = await call('GET', '/catalogue', support.headers);
    const edit = await call('PUT', `/catalogue/plans/${plan.id}/price`, support.headers, {
      level_id: 3,
      price: 500,
    });
    expect(reads.statusCode).toBe(403);
    expect(edit.statusCode).toBe(403);
    expect(json<ErrorBody>(edit).message).toMatch(/owner/i);
  });
});

describe('console catalogue: plan prices', () => {
  it('lists every plan with its cost (its cheapest enabled offer) and four prices', async () => {
    const { pkg, plan } = await smePlan();
    expect(pkg.pricing).toBe('plans');
    expect(pkg.provider_commission).toBe(3);
    expect(plan.provider_amount).toBe(400);
    // VTpass charges the face value less its 3% (₦388); ClubKonnect's seeded offer is ₦280
    expect(plan.provider_cost).toBe(280);
    // the seed raises the Reseller and API prices (386, 380) to cost plus the 0.5% margin: ₦390
    expect(plan.prices).toEqual([400, 392, 390, 390]);
  });

  it('refuses a price below the provider cost unless the owner marks it a loss leader', async () => {
    const { plan } = await smePlan();
    // ₦390 to ₦275 is also a big jump (-29.5%), confirmed here: the loss is what is refused
    const refused = await call('PUT', `/catalogue/plans/${plan.id}/price`, owner.headers, {
      level_id: 3,
      price: 275,
      confirm_jump: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).message).toBe(
      'The price ₦275.00 is below the provider\'s cost of ₦280.00. Tick "Sell at a loss" to keep it.',
    );
    expect((await smePlan()).plan.prices[2]).toBe(390);

    const kept = await call('PUT', `/catalogue/plans/${plan.id}/price`, owner.headers, {
      level_id: 3,
      price: 275,
      loss_leader: true,
      confirm_jump: true,
    });
    expect(kept.statusCode).toBe(200);
    expect(json<{ data: ConsolePackage }>(kept).data.plans[0]!.prices[2]).toBe(275);
    const [audit] = (await auditRows('catalogue.plan_price')).filter(
      (row) => row.subjectId === String(plan.id),
    );
    expect(audit).toMatchObject({
      staffUserId: owner.id,
      before: { level_id: 3, price_kobo: 39_000 },
      after: { level_id: 3, price_kobo: 27_500, loss_leader: true, big_jump: true },
    });
  });

  it("charges a reseller's next data purchase the new reseller price", async () => {
    const { pkg, plan } = await smePlan();
    const reseller = await signedInUser(ctx.app);
    await db().update(users).set({ levelId: 3 }).where(eq(users.id, reseller.id));
    await seedBalance(db(), reseller.id, 'wallet', 5_000);

    // up from the ₦275 loss leader above: a big jump, confirmed
    const edit = await call('PUT', `/catalogue/plans/${plan.id}/price`, owner.headers, {
      level_id: 3,
      price: 395.5,
      confirm_jump: true,
      reason: 'MTN raised SME prices',
    });
    expect(edit.statusCode).toBe(200);

    const bought = await buy(ctx.app, reseller.token, 'purchase-data', {
      package_id: pkg.id,
      variation_code: plan.code,
      phone_number: SANDBOX.success,
      phone: SANDBOX.success,
    });
    expect(bought.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, reseller.id), eq(transactions.kind, 'purchase')));
    expect(row?.amountKobo).toBe(39_550);
    // the provider is still paid its own price, whatever the tiers
    expect(row?.upstreamAmountKobo).toBe(40_000);
  });

  it('takes a disabled plan off the customer list, and enables only a plan priced at every level', async () => {
    const { plan } = await smePlan();
    const off = await call('PUT', `/catalogue/plans/${plan.id}/active`, owner.headers, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    const customer = await signedInUser(ctx.app);
    const offered = json<{ data: Array<{ products: Array<{ code: string }> }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/get-package/2/',
        headers: { authorization: `Bearer ${customer.token}` },
      }),
    ).data.flatMap((pkg) => pkg.products.map((product) => product.code));
    expect(offered).not.toContain(plan.code);

    await db()
      .delete(planPrices)
      .where(and(eq(planPrices.planId, plan.id), eq(planPrices.levelId, 4)));
    const refused = await call('PUT', `/catalogue/plans/${plan.id}/active`, owner.headers, {
      active: true,
    });
    expect(refused.statusCode).toBe(400);
    await call('PUT', `/catalogue/plans/${plan.id}/price`, owner.headers, {
      level_id: 4,
      price: 390,
    });
    const on = await call('PUT', `/catalogue/plans/${plan.id}/active`, owner.headers, {
      active: true,
    });
    expect(on.statusCode).toBe(200);
    expect(json<{ data: ConsolePackage }>(on).data.plans[0]!.active).toBe(true);
  });

  it('adds plans the provider sells that we do not, disabled and unpriced', async () => {
    const id = await packageId(db(), 'mtn-data-sme');
    const [first] = await db().select().from(plans).where(eq(plans.packageId, id)).limit(1);
    // a plan the provider still sells but we dropped comes back on refresh
    await db().delete(plans).where(eq(plans.id, first!.id));
    const response = await call('POST', `/catalogue/packages/${id}/refresh`, owner.headers);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: RefreshPlansResponse }>(response).data;
    expect(body.added).toBe(1);
    const back = body.package.plans.find((plan) => plan.code === first!.variationCode);
    expect(back).toMatchObject({ active: false, prices: [null, null, null, null] });
    expect(back?.provider_amount).toBeGreaterThan(0);
    const again = json<{ data: RefreshPlansResponse }>(
      await call('POST', `/catalogue/packages/${id}/refresh`, owner.headers),
    ).data;
    expect(again.added).toBe(0);
  });
});

describe('console catalogue: rates and levels', () => {
  it('refuses an airtime discount above the provider commission unless a loss leader', async () => {
    const id = await packageId(db(), 'mtn-airtime');
    const refused = await call('PUT', `/catalogue/packages/${id}/rate`, owner.headers, {
      level_id: 2,
      value: 3.5,
    });
    expect(refused.statusCode).toBe(400);
    const kept = await call('PUT', `/catalogue/packages/${id}/rate`, owner.headers, {
      level_id: 2,
      value: 2.5,
    });
    expect(kept.statusCode).toBe(200);
    expect(json<{ data: ConsolePackage }>(kept).data.rates[1]).toBe(2.5);
  });

  it('caps a referral rate at 5% and audits the change', async () => {
    const tooHigh = await call('PUT', '/catalogue/referral-rates/2', owner.headers, {
      percent: 5.5,
    });
    expect(tooHigh.statusCode).toBe(400);
    const set = await call('PUT', '/catalogue/referral-rates/2', owner.headers, { percent: 2 });
    expect(set.statusCode).toBe(200);
    expect((await catalogue()).referral_rates.find((rate) => rate.category_id === 2)?.percent).toBe(
      2,
    );
    expect(await auditRows('catalogue.referral_rate')).toEqual([
      expect.objectContaining({ subjectId: '2', after: { rate_bp: 200 } }),
    ]);
  });

  it('changes what an upgrade costs', async () => {
    const set = await call('PUT', '/catalogue/levels/2', owner.headers, { upgrade_price: 150 });
    expect(set.statusCode).toBe(200);
    const customer = await signedInUser(ctx.app);
    await seedBalance(db(), customer.id, 'wallet', 1_000);
    const upgrade = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/upgrade-user/',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { level: 'agent', amount: 150 },
    });
    expect(upgrade.statusCode).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(after?.walletBalanceKobo).toBe(85_000);
  });
});

describe('console catalogue: no negative values, no free prices', () => {
  const firstError = (response: { body: string }) => {
    const { data } = json<ErrorBody>(response);
    return Object.keys(data);
  };

  it.each([
    ['a negative plan price', 'plan-price', { level_id: 3, price: -5 }, 'price'],
    ['a plan price of ₦0', 'plan-price', { level_id: 3, price: 0 }, 'price'],
    ['a loss leader at ₦0', 'plan-price', { level_id: 3, price: 0, loss_leader: true }, 'price'],
    ['a negative discount', 'airtime-rate', { level_id: 2, value: -1 }, 'value'],
    ['an SMS unit price of ₦0', 'sms-rate', { level_id: 2, value: 0, loss_leader: true }, 'value'],
    ['a negative provider commission', 'commission', { percent: -3 }, 'percent'],
    ['a negative referral rate', 'referral', { percent: -0.5 }, 'percent'],
    ['a negative upgrade price', 'level', { upgrade_price: -5 }, 'upgrade_price'],
    ['an upgrade price of ₦0', 'level', { upgrade_price: 0 }, 'upgrade_price'],
  ])(
    'refuses %s with a 400 naming the field, and changes nothing',
    async (_, target, body, field) => {
      const { plan } = await smePlan();
      const urls: Record<string, string> = {
        'plan-price': `/catalogue/plans/${plan.id}/price`,
        'airtime-rate': `/catalogue/packages/${await packageId(db(), 'mtn-airtime')}/rate`,
        'sms-rate': `/catalogue/packages/${await packageId(db(), 'bulk-sms')}/rate`,
        commission: `/catalogue/packages/${await packageId(db(), 'mtn-airtime')}/provider-commission`,
        referral: '/catalogue/referral-rates/2',
        level: '/catalogue/levels/2',
      };
      const before = await catalogue();
      const response = await call('PUT', urls[target]!, owner.headers, body);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toEqual([field]);
      expect(await catalogue()).toEqual(before);
    },
  );

  it('says a price must be above ₦0 in words', async () => {
    const id = await packageId(db(), 'bulk-sms');
    const response = await call('PUT', `/catalogue/packages/${id}/rate`, owner.headers, {
      level_id: 2,
      value: 0,
    });
    expect(json<ErrorBody>(response).data.value).toBe(CATALOGUE_VALUE_MESSAGES.priceAboveZero);
  });
});

describe('console catalogue: prices below cost', () => {
  const belowCost = async (headers = owner.headers) =>
    call('GET', '/catalogue/below-cost', headers);

  it('counts the tier prices and discounts that sell below cost, and lists only those', async () => {
    const before = json<{ data: { count: number } }>(await belowCost()).data.count;
    const gifting = await packageId(db(), 'mtn-data-gifting');
    const plan = (await catalogue()).packages.find((pkg) => pkg.id === gifting)!.plans[1]!;
    const airtime = await packageId(db(), 'glo-airtime');
    await call('PUT', `/catalogue/plans/${plan.id}/price`, owner.headers, {
      level_id: 4,
      price: plan.provider_cost - 1,
      loss_leader: true,
    });
    await call('PUT', `/catalogue/packages/${airtime}/rate`, owner.headers, {
      level_id: 4,
      value: 5,
      loss_leader: true,
    });
    expect(json<{ data: { count: number } }>(await belowCost()).data.count).toBe(before + 2);

    const filtered = json<{ data: ConsoleCatalogue }>(
      await call('GET', '/catalogue?below_cost=true', owner.headers),
    ).data.packages;
    expect(filtered.map((pkg) => pkg.id)).toEqual(expect.arrayContaining([gifting, airtime]));
    expect(filtered.find((pkg) => pkg.id === gifting)!.plans.map((item) => item.id)).toEqual([
      plan.id,
    ]);
    expect(
      filtered.every(
        (pkg) =>
          pkg.rates.some((rate) => pkg.pricing === 'discount' && rate! > pkg.provider_commission) ||
          (pkg.plans.length > 0 &&
            pkg.plans.every((item) =>
              item.prices.some((price) => price !== null && price < item.provider_cost),
            )),
      ),
    ).toBe(true);
  });

  it('is the owner’s: support gets a 403', async () => {
    expect((await belowCost(support.headers)).statusCode).toBe(403);
  });
});

describe('console catalogue: provider commission', () => {
  it("recomputes a plan's provider cost from a new commission, audited", async () => {
    const id = await packageId(db(), 'mtn-data-gifting');
    const response = await call(
      'PUT',
      `/catalogue/packages/${id}/provider-commission`,
      owner.headers,
      {
        percent: 5,
        reason: 'VTpass price list of November',
      },
    );
    expect(response.statusCode).toBe(200);
    const pkg = json<{ data: ConsolePackage }>(response).data;
    expect(pkg.provider_commission).toBe(5);
    // VTpass's offer follows the commission; a plan ClubKonnect sells for less costs that
    const clubkonnect = await db()
      .select()
      .from(billsOffers)
      .where(and(eq(billsOffers.packageId, id), eq(billsOffers.provider, 'clubkonnect')));
    const cheaper = clubkonnect.filter((offer) => offer.enabled);
    expect(cheaper.length).toBeGreaterThan(0);
    for (const plan of pkg.plans) {
      const vtpass = Math.round(plan.provider_amount * 95) / 100;
      const other = cheaper.find((offer) => offer.planId === plan.id)?.costKobo;
      expect(plan.provider_cost).toBe(
        other === undefined || other === null ? vtpass : Math.min(vtpass, other / 100),
      );
    }
    expect(await auditRows('catalogue.provider_commission')).toEqual([
      expect.objectContaining({
        subjectId: String(id),
        reason: 'VTpass price list of November',
        before: { provider_commission_bp: 300 },
        after: { provider_commission_bp: 500 },
      }),
    ]);
    const bySupport = await call(
      'PUT',
      `/catalogue/packages/${id}/provider-commission`,
      support.headers,
      { percent: 1 },
    );
    expect(bySupport.statusCode).toBe(403);
  });
});
