import { randomUUID } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@contract/api';
import type { App } from '../../app';
import { PASSWORD, bearer, signedInUser } from '../../../test/accounts';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { API_KEY_LIMIT_MESSAGES } from './limits';

/* A key's daily spending cap and read-only flag, on two server instances sharing one database. */

let ctx: TestContext;
let other: App;
beforeAll(async () => {
  ctx = await startTestApp();
  other = await anotherInstance(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

type Customer = Awaited<ReturnType<typeof signedInUser>>;

async function newKey(user: Customer, limits: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: 'shop server', password: PASSWORD, ...limits },
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: CreatedApiKey }>(response).data;
}

const buyAirtime = async (app: App, key: string, amount: number, phone: string = SANDBOX.success) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: { 'x-api-key': key, 'idempotency-key': randomUUID() },
    payload: {
      phone_number: phone,
      amount,
      package_id: await packageId(ctx.database.db, 'mtn-airtime'),
    },
  });

it('refuses the order that would pass the daily cap, when two are placed at once in two processes', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  const { key, daily_cap } = await newKey(user, { daily_cap: 1_000 });
  expect(daily_cap).toBe(1_000);

  // Two numbers: one number twice in 30 s is refused as a likely duplicate.
  const answers = await Promise.all([
    buyAirtime(ctx.app, key, 600),
    buyAirtime(other, key, 700, SANDBOX.pending),
  ]);
  const passed = answers.findIndex((answer) => answer.statusCode < 300);
  expect(passed).toBeGreaterThanOrEqual(0);
  const refused = answers[1 - passed];
  expect(refused?.statusCode).toBe(403);
  // One charge only (airtime at the customer's discount: at most its face value); the cap counts
  // what was charged.
  const { wallet } = await snapshot(ctx.database.db, user.id);
  const charged = 500_000 - (wallet ?? 0);
  expect(charged).toBeGreaterThan(0);
  expect(charged).toBeLessThanOrEqual(passed === 0 ? 60_000 : 70_000);
  expect(json<{ message: string }>(refused ?? { body: '{}' }).message).toBe(
    API_KEY_LIMIT_MESSAGES.capReached(100_000, charged),
  );
});

it('answers 403 to a read-only key on a purchase, and lets it read the balance', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  const created = await newKey(user, { read_only: true });
  expect(created.read_only).toBe(true);

  const refused = await buyAirtime(ctx.app, created.key, 100);
  expect(refused.statusCode).toBe(403);
  expect(json<{ message: string }>(refused).message).toBe(API_KEY_LIMIT_MESSAGES.readOnly);
  expect((await snapshot(ctx.database.db, user.id)).wallet).toBe(500_000);
  const balance = await other.inject({
    method: 'GET',
    url: '/api/v1/get-user/',
    headers: { 'x-api-key': created.key },
  });
  expect(balance.statusCode).toBe(200);

  // The owner lifts it (with the password, as every key change): the key buys.
  const changed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/api-keys/${created.id}/`,
    headers: bearer(user.token),
    payload: { allowed_ips: [], read_only: false, daily_cap: 2_000, password: PASSWORD },
  });
  expect(changed.statusCode).toBe(200);
  expect(json<{ data: ApiKey }>(changed).data).toMatchObject({
    read_only: false,
    daily_cap: 2_000,
  });
  expect((await buyAirtime(other, created.key, 100)).statusCode).toBeLessThan(300);

  // null lifts the cap altogether
  const uncapped = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/api-keys/${created.id}/`,
    headers: bearer(user.token),
    payload: { allowed_ips: [], daily_cap: null, password: PASSWORD },
  });
  expect(uncapped.statusCode).toBe(200);
  expect(json<{ data: ApiKey }>(uncapped).data).toMatchObject({ daily_cap: null });
});
