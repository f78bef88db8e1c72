import type { InjectOptions } from 'fastify';
import { signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

/*
 * What we pay the providers and what we keep is the owners' alone: every console GET route that
 * lets support in, read from the app itself (so a route added later is covered), answers support
 * without a cost, margin or commission anywhere in its body, while the owner reads them.
 */

jest.setTimeout(120_000);

let ctx: TestContext;
let support: Awaited<ReturnType<typeof signedInStaff>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let customerId: number;
let ref: string;

/** keys that carry what a sale cost us or earned us */
const MONEY_SECRET_KEY = /cost|margin|commission|profit/i;

/** every key of a JSON value that matches, with its path */
function secretKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => secretKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(MONEY_SECRET_KEY.test(key) ? [`${path}.${key}`] : []),
    ...secretKeys(inner, `${path}.${key}`),
  ]);
}

beforeAll(async () => {
  ctx = await startTestApp();
  support = await signedInStaff(ctx.app, 'support');
  owner = await signedInStaff(ctx.app, 'owner');
  const customer = await signedInUser(ctx.app);
  customerId = customer.id;
  await seedBalance(ctx.app.db, customer.id, 'wallet', 10_000);
  const bought = await buy(ctx.app, customer.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: 1000,
    package_id: await packageId(ctx.app.db, 'mtn-airtime'),
  });
  if (bought.statusCode !== 200) throw new Error(bought.body);
  ref = json<{ data: { transaction: { tx_ref: string } } }>(bought).data.transaction.tx_ref;
  const row = await transactionByRef(ctx.app.db, ref);
  if (row.providerCostKobo === null || row.marginKobo === null)
    throw new Error(`${ref} has no provider cost or margin to hide`);
});
afterAll(() => ctx.close());

/** the route's address with the seeded customer and purchase in its parameters */
const urlOf = (url: string) =>
  url
    .replace(':ref', ref)
    .replace(':id', String(customerId))
    .replace(/:[A-Za-z_]+/g, '1');

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET' as InjectOptions['method'], url: urlOf(url), headers });

it('shows the owner the purchase’s provider cost and margin', async () => {
  const response = await get('/api/v1/console/transactions/:ref', owner.headers);
  expect(response.statusCode).toBe(200);
  expect(json<{ data: { transaction: object } }>(response).data.transaction).toMatchObject({
    provider_cost: expect.any(Number),
    margin: expect.any(Number),
  });
});

describe('support reads no cost or margin', () => {
  const supportRoutes = () =>
    ctx.app.consoleRoutes.filter(
      (route) => route.method === 'GET' && (!route.staff || route.staff.includes('support')),
    );

  it('walks the routes support may read, the transaction detail among them', () => {
    const urls = supportRoutes().map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/v1/console/transactions',
        '/api/v1/console/transactions/:ref',
        '/api/v1/console/overview',
        '/api/v1/console/providers',
      ]),
    );
  });

  it('answers every one of them without a cost, margin or commission key', async () => {
    const leaks: Record<string, string[]> = {};
    const answered: string[] = [];
    for (const route of supportRoutes()) {
      const response = await get(route.url, support.headers);
      if (response.statusCode === 200) answered.push(route.url);
      if (!response.headers['content-type']?.toString().startsWith('application/json')) continue;
      const found = secretKeys(JSON.parse(response.body));
      if (found.length > 0) leaks[route.url] = found;
    }
    expect(leaks).toEqual({});
    // the walk read the seeded purchase, not only refusals
    expect(answered).toEqual(
      expect.arrayContaining(['/api/v1/console/transactions', '/api/v1/console/transactions/:ref']),
    );
  });
});
