import type { MatchedPlanList, PlanMap } from '@contract/api';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX } from '../../../test/purchases';
import { MsorgClient, resellerAccount } from '../../../test/reseller-clients';
import { PLAN_MAP_MESSAGES } from './plan-map';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

async function resellerKey(format: 'msorg' | 'nairatop' = 'msorg') {
  const account = await resellerAccount(ctx.app, format, { naira: 20_000 });
  return { ...account, apiKey: { id: account.keyId, key: account.key } };
}

const planMapUrl = (id: number) => `/api/v1/api-keys/${id}/plan-map/`;

async function readMap(token: string, id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: planMapUrl(id),
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: PlanMap }>(response).data;
}

const planTitled = (map: PlanMap, title: string) => map.plans.find((plan) => plan.title === title)!;

it("buys through the key's own ids once it has a map, and refuses ids it never mapped", async () => {
  const shop = await resellerKey();
  const before = await readMap(shop.token, shop.apiKey.id);
  expect(before.entries).toEqual([]);
  const sme1gb = planTitled(before, 'MTN SME 1GB - 30 Days');
  expect(sme1gb).toMatchObject({ kind: 'data', group: 'MTN SME' });

  const saved = await ctx.app.inject({
    method: 'PUT',
    url: planMapUrl(shop.apiKey.id),
    headers: bearer(shop.token),
    payload: {
      entries: [{ kind: 'data', their_id: '353', their_name: '1.0GB SME', plan_id: sme1gb.id }],
    },
  });
  expect(saved.statusCode).toBe(200);

  const client = new MsorgClient(ctx.app, shop.apiKey.key);
  const bought = await client.buyData({
    network: 1,
    mobile_number: SANDBOX.success,
    plan: 353,
    Ported_number: true,
  });
  expect(bought.body).toMatchObject({
    Status: 'successful',
    plan: 353,
    plan_name: 'MTN SME 1GB - 30 Days',
  });
  const ours = await client.buyData({
    network: 1,
    mobile_number: SANDBOX.success,
    plan: sme1gb.id,
    Ported_number: true,
  });
  expect(ours.status).toBe(400);
  expect(ours.body).toEqual({
    error: [
      `Plan ${sme1gb.id} is not in this key's plan map. Add it under API keys in your profile, or see GET /api/network/ for our ids.`,
    ],
  });
  const listed = (await client.networks()).body as {
    data_plans: { id: unknown; our_id: number }[];
  };
  expect(listed.data_plans).toEqual([expect.objectContaining({ id: 353, our_id: sme1gb.id })]);
});

it('matches an old plan list by network, volume, validity and type, and says why a line did not match', async () => {
  const shop = await resellerKey();
  const map = await readMap(shop.token, shop.apiKey.id);
  const match = async (kind: 'data' | 'cable', rows: object[]) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${planMapUrl(shop.apiKey.id)}match/`,
      headers: bearer(shop.token),
      payload: { kind, rows },
    });
    expect(response.statusCode).toBe(200);
    return json<{ data: MatchedPlanList }>(response).data;
  };
  const data = await match('data', [
    { their_id: '7', network: 'MTN', name: '1GB - 30 days', type: 'SME' },
    { their_id: '8', network: 'Glo', name: 'GLO SME 2GB 30 Days' },
    { their_id: '9', network: 'MTN', name: '1.0GB', type: 'SME' },
    { their_id: '10', network: 'MTN', name: '750GB - 30 days', type: 'SME' },
    { their_id: '11', network: 'Starlink', name: '1GB 30 days SME' },
  ]);
  expect(data.matched).toEqual([
    {
      kind: 'data',
      their_id: '7',
      their_name: '1GB - 30 days',
      plan_id: planTitled(map, 'MTN SME 1GB - 30 Days').id,
    },
    {
      kind: 'data',
      their_id: '8',
      their_name: 'GLO SME 2GB 30 Days',
      plan_id: planTitled(map, 'GLO SME 2GB - 30 Days').id,
    },
  ]);
  expect(data.unmatched).toEqual([
    {
      their_id: '9',
      name: '1.0GB',
      reason: expect.stringMatching(/does not say all of its volume, validity and type/),
    },
    {
      their_id: '10',
      name: '750GB - 30 days',
      reason: 'We sell no MTN SME plan of 750 GB for 30 days.',
    },
    {
      their_id: '11',
      name: '1GB 30 days SME',
      reason: expect.stringMatching(/not a network we know/),
    },
  ]);
  const cable = await match('cable', [
    { their_id: '3', network: 'DSTV', name: 'DStv Padi' },
    { their_id: '4', network: 'DSTV', name: 'Premium Asia Extra' },
  ]);
  expect(cable.matched).toEqual([
    {
      kind: 'cable',
      their_id: '3',
      their_name: 'DStv Padi',
      plan_id: planTitled(map, 'DStv Padi - 1 Month').id,
    },
  ]);
  expect(cable.unmatched).toHaveLength(1);
});

it("keeps the map to the key's owner, to reseller keys and to plans we sell", async () => {
  const shop = await resellerKey();
  const stranger = await signedInUser(ctx.app);
  expect(
    (
      await ctx.app.inject({
        method: 'GET',
        url: planMapUrl(shop.apiKey.id),
        headers: bearer(stranger.token),
      })
    ).statusCode,
  ).toBe(404);
  const own = await resellerKey('nairatop');
  const notReseller = await ctx.app.inject({
    method: 'GET',
    url: planMapUrl(own.apiKey.id),
    headers: bearer(own.token),
  });
  expect(notReseller.statusCode).toBe(400);
  expect(json<{ message: string }>(notReseller).message).toBe(PLAN_MAP_MESSAGES.notReseller);
  const byKey = await ctx.app.inject({
    method: 'GET',
    url: planMapUrl(shop.apiKey.id),
    headers: { 'x-api-key': shop.apiKey.key },
  });
  expect(byKey.statusCode).toBe(403);
  for (const entries of [
    [{ kind: 'data', their_id: '1', plan_id: 999_999 }],
    [
      { kind: 'data', their_id: '1', plan_id: 1 },
      { kind: 'data', their_id: '1', plan_id: 2 },
    ],
  ]) {
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: planMapUrl(shop.apiKey.id),
      headers: bearer(shop.token),
      payload: { entries },
    });
    expect(refused.statusCode).toBe(400);
  }
  expect((await readMap(shop.token, shop.apiKey.id)).entries).toEqual([]);
});
