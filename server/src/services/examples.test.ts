import { randomUUID } from 'node:crypto';
import { bearer, signedInUser } from '../../test/accounts';
import { json, startTestApp, type TestContext } from '../../test/harness';
import { seedBalance } from '../../test/wallet';
import { PURCHASE_SERVICES } from '.';

/*
 * Each service's request example, as the API document shows it to resellers, is a purchase the
 * sandbox makes on a new database: the package it names is that service's, and it is delivered.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe.each(Object.values(PURCHASE_SERVICES))('$key', (service) => {
  it('has an API example that buys in the sandbox', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 50_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1${service.route.url}`,
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
      payload: service.route.example as object,
    });
    // what the reseller would read if it did not buy
    expect({ status: response.statusCode, body: response.body.slice(0, 200) }).toMatchObject({
      status: 200,
    });
    expect(
      json<{ data: { transaction: { status: string } } }>(response).data.transaction.status,
    ).toBe('confirmed');
  });
});
