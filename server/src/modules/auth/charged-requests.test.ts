import { randomUUID } from 'node:crypto';
import type { BillsOutcome, BillsProvider } from '../../ports/bills';
import { billsProviders, type BillsProviders } from '../purchases/bills-providers';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';

const CAP = 2;

let ctx: TestContext;
let realBills: BillsProvider;
let realProviders: BillsProviders;
/** Pay calls held until the test lets them go, as a slow provider would hold them. */
let held: (() => void)[] = [];

beforeAll(async () => {
  ctx = await startTestApp({ chargedRequestsPerUser: CAP });
  realProviders = ctx.app.purchases.providers;
  realBills = realProviders.primary;
  ctx.app.purchases.providers = billsProviders({
    vtpass: {
      ...realBills,
      pay: async (request): Promise<BillsOutcome> => {
        await new Promise<void>((resolve) => held.push(resolve));
        return realBills.pay(request);
      },
    },
  });
});
afterAll(async () => {
  ctx.app.purchases.providers = realProviders;
  await ctx.close();
});

async function customer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  return user;
}

/**
 * One airtime purchase for the sandbox's success number. A user's purchases overlapping in a test
 * go to different networks: the same network and number within 30 s is refused as a duplicate.
 */
async function buyAirtime(
  token: string,
  credential: 'bearer' | 'api-key' = 'bearer',
  network: 'mtn' | 'glo' | 'airtel' | '9mobile' = 'mtn',
) {
  const auth = credential === 'bearer' ? bearer(token) : { 'x-api-key': token };
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    payload: {
      phone_number: SANDBOX.success,
      amount: 100 + Math.floor(Math.random() * 1_000),
      package_id: await packageId(ctx.database.db, `${network}-airtime`),
    },
  });
}

/** Waits until `count` pay calls are held at the provider. */
async function heldCalls(count: number) {
  while (held.length < count) await new Promise((resolve) => setImmediate(resolve));
}

function releaseAll() {
  const waiting = held;
  held = [];
  waiting.forEach((resolve) => resolve());
}

it('answers 429 with Retry-After beyond the cap, charges nothing for it, and leaves other users alone', async () => {
  const greedy = await customer();
  const other = await customer();
  const inProgress = [buyAirtime(greedy.token), buyAirtime(greedy.token, 'bearer', 'glo')];
  await heldCalls(CAP);
  const before = await snapshot(ctx.database.db, greedy.id);

  const refused = await buyAirtime(greedy.token);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('1');
  expect(json<ErrorBody>(refused).message).toBe(
    'You have too many purchases in progress. Please wait for them to finish and try again.',
  );
  expect(await snapshot(ctx.database.db, greedy.id)).toEqual(before);

  const othersPurchase = buyAirtime(other.token);
  await heldCalls(CAP + 1);
  releaseAll();
  expect((await othersPurchase).statusCode).toBe(200);
  expect((await Promise.all(inProgress)).map((r) => r.statusCode)).toEqual([200, 200]);

  // The slots are free again once the purchases ended.
  const again = buyAirtime(greedy.token, 'bearer', 'airtel');
  await heldCalls(1);
  releaseAll();
  expect((await again).statusCode).toBe(200);
});

it("counts purchases made with an API key towards the same user's cap", async () => {
  const user = await customer();
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: 'server', password: user.password },
  });
  const { key } = json<{ data: { key: string } }>(created).data;
  const inProgress = [buyAirtime(user.token), buyAirtime(key, 'api-key', 'glo')];
  await heldCalls(CAP);

  for (const [credential, token] of [
    ['api-key', key],
    ['bearer', user.token],
  ] as const) {
    const refused = await buyAirtime(token, credential);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
  }
  releaseAll();
  expect((await Promise.all(inProgress)).map((r) => r.statusCode)).toEqual([200, 200]);

  const again = buyAirtime(key, 'api-key', 'airtel');
  await heldCalls(1);
  releaseAll();
  expect((await again).statusCode).toBe(200);
});

it('gives the slot back when a request is refused before it runs', async () => {
  const user = await customer();
  for (let i = 0; i < CAP + 3; i += 1) {
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/purchase-airtime/',
      headers: bearer(user.token),
      payload: { phone_number: '0801', amount: 'lots', package_id: 1 },
    });
    expect(invalid.statusCode).toBe(400);
  }
  const purchase = buyAirtime(user.token);
  await heldCalls(1);
  releaseAll();
  expect((await purchase).statusCode).toBe(200);
});

it('documents the 429 on every charged operation', () => {
  const document = ctx.app.swagger() as unknown as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const charged = [
    ['/api/v1/purchase-airtime/', 'post'],
    ['/api/v1/send-sms/', 'post'],
    ['/api/v1/upgrade-user/', 'put'],
    ['/api/v1/transfer-bonus/', 'post'],
  ] as const;
  for (const [path, method] of charged)
    expect(Object.keys(document.paths[path]?.[method]?.responses ?? {})).toContain('429');
  // get-user now answers 429 to a throttled API key; get-notification takes no key and no charge.
  expect(
    Object.keys(document.paths['/api/v1/get-notification/']?.get?.responses ?? {}),
  ).not.toContain('429');
});
