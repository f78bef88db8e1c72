import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { startTestApp, type TestContext } from '../../../../test/harness';
import { snapshot } from '../../../../test/wallet';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const envelopeOf = (body: string) => JSON.parse(body) as { message: string; errors: unknown[] };

describe('hostile input on the console', () => {
  it.each([
    ['a NUL byte in the reason', { direction: 'credit', amount: 500, reason: 'top\u0000up' }],
    ['an amount of 1e309', { direction: 'credit', amount: '1e309', reason: 'top up' }],
    ['an amount of Infinity', { direction: 'credit', amount: 'Infinity', reason: 'top up' }],
    ['a reason of a megabyte', { direction: 'credit', amount: 500, reason: 'x'.repeat(1 << 20) }],
    ['a negative amount', { direction: 'debit', amount: -500, reason: 'top up' }],
  ])('refuses a manual credit with %s: 4xx in the envelope, no money moved', async (_, body) => {
    const owner = await signedInStaff(ctx.app, 'owner');
    const customer = await signedInUser(ctx.app);
    const before = await snapshot(ctx.database.db, customer.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/console/customers/${customer.id}/adjust`,
      headers: { ...owner.headers, 'idempotency-key': `hostile-${customer.id}` },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(envelopeOf(response.body).message).toEqual(expect.any(String));
    expect(await snapshot(ctx.database.db, customer.id)).toEqual(before);
  });

  it.each([
    ['a NUL byte', '%00abc'],
    ['a search of 100,000 characters', 'a'.repeat(100_000)],
    ['a page of 1e309', 'abc&page=1e309'],
  ])('answers a customer search with %s by a 4xx, never a 500', async (_, query) => {
    const owner = await signedInStaff(ctx.app, 'support');
    const response = await ctx.app.inject({
      url: `/api/v1/console/customers?q=${query}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
