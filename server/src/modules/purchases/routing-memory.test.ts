import { Name, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { rowsOf } from '../../db/rows';
import { signedInUser } from '../../../test/accounts';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { findPricing } from './catalogue';
import { routesFor, routingMemory } from './offers';

/*
 * A process remembers an order's routing inputs and reads them again only when the routing
 * generation moved (any write to packages, plans, offers, providers or breakers, by any process)
 * or a breaker among them was not closed.
 */

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

const db = () => ctx.database.db;

/** The text of a drizzle `sql` query, its parameters left out. */
function textOf(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  // a table named by sql.identifier, as the engine's breaker tables are
  if (query instanceof Name) return `"${query.value}"`;
  if ('queryChunks' in query && Array.isArray(query.queryChunks))
    return query.queryChunks.map(textOf).join('');
  if ('value' in query && Array.isArray(query.value)) return query.value.join('');
  return '';
}

/** How many queries `work` sent through db.execute whose text includes `fragment`. */
async function executed(fragment: string, work: () => Promise<unknown>): Promise<number> {
  const execute = jest.spyOn(db(), 'execute');
  try {
    await work();
    return execute.mock.calls.filter(([query]) => textOf(query).includes(fragment)).length;
  } finally {
    execute.mockRestore();
  }
}

/** How many times `work` read the routing inputs (the one query that joins bills_offers). */
const offerReads = (work: () => Promise<unknown>) => executed('JOIN bills_offers', work);

it('reads the offers once while nothing changes, again after a write by another process, and never while a breaker is not closed', async () => {
  const memory = routingMemory();
  const mtn = await packageId(db(), 'mtn-airtime');
  const route = async () => {
    const { pkg } = await findPricing(db(), 1, mtn, 1);
    if (!pkg) throw new Error('no MTN airtime');
    return routesFor(
      db(),
      ctx.app.purchases.providers,
      { packageId: mtn, serviceId: pkg.serviceId, variationCode: null, faceKobo: 10_000 },
      { memory, generation: pkg.routingGeneration },
    );
  };

  expect(await offerReads(route)).toBe(1);
  expect(await offerReads(route)).toBe(0);
  const remembered = await route();
  expect(remembered.map((r) => r.provider)).toEqual(['vtpass', 'clubkonnect']);

  // a change the console or another process makes: the next order reads it
  await other.db.execute(sql`UPDATE bills_providers SET priority = priority + 1`);
  expect(await offerReads(route)).toBe(1);
  expect(await offerReads(route)).toBe(0);

  // an open breaker turns half-open by time alone: its service's inputs are read every time
  await other.db.execute(sql`
    INSERT INTO bills_breakers (provider, service_id, failures, window_started_at, opened_at)
    VALUES ('vtpass', 'mtn', 5, now(), now())`);
  expect((await route()).map((r) => r.provider)).toEqual(['clubkonnect']);
  expect(await offerReads(route)).toBe(1);
  expect(await offerReads(route)).toBe(1);
  await other.db.execute(sql`DELETE FROM bills_breakers WHERE service_id = 'mtn'`);
  expect((await route()).map((r) => r.provider)).toEqual(['vtpass', 'clubkonnect']);
});

it("providers forced down through another process are not used by this process's next order", async () => {
  const buyer = await signedInUser(ctx.app);
  await seedBalance(db(), buyer.id, 'wallet', 1_000);
  const order = {
    network: 'GLO',
    package_id: await packageId(db(), 'glo-airtime'),
    amount: 100,
    phone_number: SANDBOX.success,
  };
  expect((await buy(ctx.app, buyer.token, 'purchase-airtime', order)).statusCode).toBe(200);

  await other.db.execute(sql`UPDATE bills_providers SET forced_down = true`);
  try {
    const refused = await buy(ctx.app, buyer.token, 'purchase-airtime', {
      ...order,
      phone_number: '08031234567',
    });
    expect(refused.statusCode).toBe(503);
    expect(json<{ message: string }>(refused).message).toBe(
      'This service is temporarily unavailable. You have not been charged; please try again later.',
    );
  } finally {
    await other.db.execute(
      sql`UPDATE bills_providers SET forced_down = false WHERE name = 'vtpass'`,
    );
  }
});

it('a success on a healthy service writes nothing to its breaker; one after a failure resets the count', async () => {
  const buyer = await signedInUser(ctx.app);
  await seedBalance(db(), buyer.id, 'wallet', 1_000);
  const order = (phone: string) => ({
    network: 'AIRTEL',
    package_id: 0,
    amount: 100,
    phone_number: phone,
  });
  const airtel = await packageId(db(), 'airtel-airtime');
  const breakerWrites = (work: () => Promise<unknown>) => executed('UPDATE "bills_breakers"', work);
  const purchase = (phone: string) =>
    buy(ctx.app, buyer.token, 'purchase-airtime', { ...order(phone), package_id: airtel });

  expect(await breakerWrites(() => purchase(SANDBOX.success))).toBe(0);

  // a failure counted by another process: this process's next success resets it
  await other.db.execute(sql`
    INSERT INTO bills_breakers (provider, service_id, failures, window_started_at)
    VALUES ('vtpass', 'airtel', 2, now())`);
  expect(await breakerWrites(() => purchase('08031112222'))).toBe(1);
  const [row] = rowsOf<{ failures: number }>(
    await db().execute(
      sql`SELECT failures FROM bills_breakers WHERE provider = 'vtpass' AND service_id = 'airtel'`,
    ),
  );
  expect(row?.failures).toBe(0);
});
