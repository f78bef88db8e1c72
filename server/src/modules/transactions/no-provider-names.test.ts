import { randomUUID } from 'node:crypto';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

/*
 * Customers never see which provider delivered their order, what it cost us or our margin: the
 * purchase answer, the transaction answers and the receipt carry none of it.
 */

// the machine these run on may be busy: starting the app has taken over 30 s there
jest.setTimeout(120_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ brandName: 'NairaTop' });
});
afterAll(() => ctx.close());

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

// (service_id and variation_code are the catalogue's own codes, shown to customers before routing)
const FORBIDDEN_KEY = /provider|margin|cost|request_id/i;

it("leaves provider names, our cost and margin out of a customer's purchase, transactions and receipt", async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  const key = randomUUID();
  const bought = await buy(
    ctx.app,
    user.token,
    'purchase-airtime',
    {
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: await packageId(ctx.database.db, 'mtn-airtime'),
    },
    key,
  );
  expect(bought.statusCode).toBe(200);
  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.token) });
  const byKey = await get(`/purchases/by-key/${key}/`);
  const id = json<{ data: { id: number } }>(byKey).data.id;
  const answers = [
    bought,
    byKey,
    await get(`/get-transaction-by-id/${id}/`),
    await get('/get-transactions/'),
  ];
  for (const answer of answers) {
    expect(answer.statusCode).toBe(200);
    expect(answer.body.toLowerCase()).not.toContain('vtpass');
    expect(keysOf(json(answer)).filter((name) => FORBIDDEN_KEY.test(name))).toEqual([]);
  }

  const receipt = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/transactions/${id}/email-receipt/`,
    headers: bearer(user.token),
  });
  expect(receipt.statusCode).toBe(200);
  const mail = ctx.outbox.find((sent) => sent.to === user.email);
  expect(mail?.text).toContain('Status: Confirmed');
  expect(`${mail?.subject} ${mail?.text} ${mail?.html ?? ''}`.toLowerCase()).not.toContain(
    'vtpass',
  );
});
