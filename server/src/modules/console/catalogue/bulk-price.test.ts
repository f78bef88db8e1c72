import { and, eq, inArray } from 'drizzle-orm';
import type { BulkPriceResult, ConsolePackage } from '@contract/api/console';
import { billsOffers, planPrices, plans, staffAudit } from '../../../db/schema';
import type { ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';

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
const post = (url: string, payload: object, headers = owner.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/console/catalogue${url}`, headers, payload });
const put = (url: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/console/catalogue${url}`,
    headers: owner.headers,
    payload,
  });
const resultOf = (response: { body: string }) => json<{ data: BulkPriceResult }>(response).data;

const packageIds = (...slugs: string[]) => Promise.all(slugs.map((slug) => packageId(db(), slug)));

/** Every tier price of the given packages' plans, `plan:level` to kobo. */
async function pricesOf(ids: number[]) {
  const rows = await db()
    .select({ planId: planPrices.planId, levelId: planPrices.levelId, kobo: planPrices.priceKobo })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(inArray(plans.packageId, ids));
  return Object.fromEntries(rows.map((row) => [`${row.planId}:${row.levelId}`, row.kobo]));
}

/** The price edits in the order they were written (a later one has a higher id). */
const priceEdits = () =>
  db()
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, 'catalogue.plan_price'))
    .orderBy(staffAudit.id);

describe('bulk price change: applying', () => {
  it('changes 30 plans’ Reseller price by 5% as 30 audited price edits, as the preview said', async () => {
    // 6 + 8 + 8 + 8 plans
    const ids = await packageIds(
      'mtn-data-sme',
      'mtn-data-gifting',
      'glo-data-gifting',
      'airtel-data-gifting',
    );
    const body = { package_ids: ids, level_ids: [3], by: 'percent', amount: 5 };
    const before = await pricesOf(ids);
    const editsBefore = (await priceEdits()).length;

    const preview = await post('/bulk-price/preview', body);
    expect(preview.statusCode).toBe(200);
    const planned = resultOf(preview);
    expect(planned.plans).toBe(30);
    expect(planned.changes).toHaveLength(30);
    expect(planned).toMatchObject({ below_cost: 0, big_jumps: 0, jump_percent: 20 });
    const first = planned.changes[0]!;
    // MTN SME 500MB at ₦390 (the seed's cost plus margin): 5% more is ₦409.50, to the naira ₦410
    expect(first).toMatchObject({
      plan: 'MTN SME 500MB - 30 Days',
      package: 'Data: MTN SME',
      level_id: 3,
      old_price: 390,
      new_price: 410,
      // ClubKonnect's ₦280 offer, not VTpass's ₦388
      cost: 280,
      margin: 130,
      below_cost: false,
      big_jump: false,
    });
    // nothing is written by a preview
    expect(await pricesOf(ids)).toEqual(before);

    const applied = await post('/bulk-price', { ...body, reason: 'Network prices up 5%' });
    expect(applied.statusCode).toBe(200);
    expect(resultOf(applied)).toEqual(planned);

    const after = await pricesOf(ids);
    for (const change of planned.changes)
      expect(after[`${change.plan_id}:3`]).toBe(Math.round(change.new_price * 100));
    // the other tiers are as they were
    const others = Object.keys(before).filter((key) => !key.endsWith(':3'));
    for (const key of others) expect(after[key]).toBe(before[key]);

    const edits = (await priceEdits()).slice(editsBefore);
    expect(edits).toHaveLength(30);
    for (const edit of edits)
      expect(edit).toMatchObject({ staffUserId: owner.id, reason: 'Network prices up 5%' });
    expect(edits.map((edit) => Number(edit.subjectId)).sort()).toEqual(
      planned.changes.map((change) => change.plan_id).sort(),
    );
    expect(edits.find((edit) => Number(edit.subjectId) === first.plan_id)).toMatchObject({
      before: { level_id: 3, price_kobo: 39_000 },
      after: { level_id: 3, price_kobo: 41_000, cost_kobo: 28_000 },
    });
  });

  it('refuses a change that puts a tier below cost without the override, and writes nothing', async () => {
    const ids = await packageIds('mtn-data-corporate-gifting');
    // ₦100 off every tier takes the 500MB plan below ClubKonnect's ₦290 cost
    const body = { package_ids: ids, level_ids: [1, 2, 3, 4], by: 'naira', amount: -100 };
    const planned = resultOf(await post('/bulk-price/preview', body));
    expect(planned.below_cost).toBeGreaterThan(0);
    const before = await pricesOf(ids);
    const editsBefore = (await priceEdits()).length;

    const refused = await post('/bulk-price', {
      ...body,
      reason: 'Clear out CG',
      confirm_big_jumps: true,
    });
    expect(refused.statusCode).toBe(400);
    const error = json<ErrorBody>(refused);
    expect(Object.keys(error.data)).toEqual(['override_below_cost']);
    expect(error.message).toMatch(/below cost \(MTN Corporate Gifting 500MB - 30 Days \(Normal\)/);
    expect(await pricesOf(ids)).toEqual(before);
    expect(await priceEdits()).toHaveLength(editsBefore);

    const kept = await post('/bulk-price', {
      ...body,
      reason: 'Clear out CG',
      override_below_cost: true,
      confirm_big_jumps: true,
    });
    expect(kept.statusCode).toBe(200);
    expect(resultOf(kept)).toEqual(planned);
    const edits = (await priceEdits()).slice(editsBefore);
    expect(edits).toHaveLength(planned.changes.length);
    expect(
      edits.filter((edit) => (edit.after as { loss_leader?: boolean }).loss_leader),
    ).toHaveLength(planned.below_cost);
  });

  it('refuses big jumps until the owner confirms them', async () => {
    const ids = await packageIds('airtel-data-sme');
    const body = { package_ids: ids, level_ids: [1], by: 'percent', amount: 150 };
    const planned = resultOf(await post('/bulk-price/preview', body));
    expect(planned.big_jumps).toBe(planned.changes.length);
    const refused = await post('/bulk-price', { ...body, reason: 'Typo test' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(refused).data)).toEqual(['confirm_big_jumps']);
    const kept = await post('/bulk-price', {
      ...body,
      reason: 'Airtel SME doubled',
      confirm_big_jumps: true,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('chooses plans by network and by provider', async () => {
    const mtn = resultOf(
      await post('/bulk-price/preview', { network: 'mtn', level_ids: [1], by: 'naira', amount: 1 }),
    );
    expect(mtn.plans).toBe(21);
    expect(
      new Set(mtn.changes.map((change) => change.package.split(': ')[1]!.split(' ')[0])),
    ).toEqual(new Set(['MTN']));
    const clubkonnect = resultOf(
      await post('/bulk-price/preview', {
        network: 'MTN',
        provider: 'clubkonnect',
        level_ids: [1],
        by: 'naira',
        amount: 1,
      }),
    );
    // ClubKonnect sells 13 of the 21 MTN plans (seed-offers.ts)
    expect(clubkonnect.plans).toBe(13);
  });
});

describe('bulk price change: who and what may be sent', () => {
  const body = { network: 'MTN', level_ids: [1], by: 'percent', amount: 5 };

  it('refuses support with 403', async () => {
    expect((await post('/bulk-price/preview', body, support.headers)).statusCode).toBe(403);
    const apply = await post('/bulk-price', { ...body, reason: 'Up 5%' }, support.headers);
    expect(apply.statusCode).toBe(403);
  });

  it.each([
    ['no reason', { ...body }],
    ['a blank reason', { ...body, reason: '   ' }],
    ['no tier', { ...body, level_ids: [], reason: 'Up 5%' }],
    ['tier 5', { ...body, level_ids: [5], reason: 'Up 5%' }],
    ['a change of 0', { ...body, amount: 0, reason: 'Up 5%' }],
    ['three decimals', { ...body, amount: 2.555, reason: 'Up 5%' }],
    ['an unknown kind of change', { ...body, by: 'ratio', reason: 'Up 5%' }],
    ['a price taken to ₦0 or below', { ...body, by: 'naira', amount: -100_000, reason: 'Down' }],
    ['a percent taking prices to ₦0', { ...body, amount: -100, reason: 'Down' }],
    ['more than +1,000%', { ...body, amount: 1_000.5, reason: 'Up' }],
    ['a text amount', { ...body, amount: 'five', reason: 'Up 5%' }],
  ])('answers %s with a 400 and writes nothing', async (_, payload) => {
    const editsBefore = (await priceEdits()).length;
    const response = await post('/bulk-price', payload);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toEqual(expect.any(String));
    expect(await priceEdits()).toHaveLength(editsBefore);
  });

  it('answers a filter nothing matches with an empty preview, and refuses applying it', async () => {
    const none = { ...body, network: 'NOWHERE' };
    expect(resultOf(await post('/bulk-price/preview', none))).toMatchObject({
      plans: 0,
      changes: [],
    });
    const apply = await post('/bulk-price', { ...none, reason: 'Up 5%' });
    expect(apply.statusCode).toBe(400);
  });
});

describe('a single price edit', () => {
  it('is judged against the cheapest enabled offer: ClubKonnect’s, until it is switched off', async () => {
    const id = await packageId(db(), 'mtn-data-sme');
    const [plan] = await db()
      .select()
      .from(plans)
      .where(eq(plans.packageId, id))
      .orderBy(plans.sortOrder)
      .limit(1);
    // ₦400 to ₦350 (-12.5%): above ClubKonnect's ₦280, below VTpass's ₦388
    const cheap = await put(`/plans/${plan!.id}/price`, { level_id: 1, price: 350 });
    expect(cheap.statusCode).toBe(200);
    await db()
      .update(billsOffers)
      .set({ enabled: false })
      .where(and(eq(billsOffers.planId, plan!.id), eq(billsOffers.provider, 'clubkonnect')));
    const refused = await put(`/plans/${plan!.id}/price`, { level_id: 2, price: 350 });
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).data.price).toMatch(/below the provider's cost of ₦388\.00/);
    await db()
      .update(billsOffers)
      .set({ enabled: true })
      .where(and(eq(billsOffers.planId, plan!.id), eq(billsOffers.provider, 'clubkonnect')));
  });

  it('asks to confirm a jump of more than 20%: ₦400 to ₦1,000.05', async () => {
    // GLO Corporate Gifting 500MB: ClubKonnect's cost is ₦140
    const id = await packageId(db(), 'glo-data-corporate-gifting');
    const [plan] = await db()
      .select()
      .from(plans)
      .where(eq(plans.packageId, id))
      .orderBy(plans.providerAmountKobo)
      .limit(1);
    const [price] = await db()
      .select()
      .from(planPrices)
      .where(and(eq(planPrices.planId, plan!.id), eq(planPrices.levelId, 1)));
    await db()
      .update(planPrices)
      .set({ priceKobo: 40_000 })
      .where(and(eq(planPrices.planId, plan!.id), eq(planPrices.levelId, 1)));
    expect(price).toBeDefined();

    const refused = await put(`/plans/${plan!.id}/price`, { level_id: 1, price: 1_000.05 });
    expect(refused.statusCode).toBe(400);
    const error = json<ErrorBody>(refused);
    expect(error.data).toEqual({
      confirm_jump:
        '₦400.00 to ₦1,000.05 is a change of +150.0%, more than 20%. Confirm the change to keep it.',
    });
    const confirmed = await put(`/plans/${plan!.id}/price`, {
      level_id: 1,
      price: 1_000.05,
      confirm_jump: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const pkg = json<{ data: ConsolePackage }>(confirmed).data;
    expect(pkg.plans.find((item) => item.id === plan!.id)?.prices[0]).toBe(1_000.05);
    // a small change needs no confirmation
    expect((await put(`/plans/${plan!.id}/price`, { level_id: 1, price: 1_050 })).statusCode).toBe(
      200,
    );
  });
});
