import { eq } from 'drizzle-orm';
import { BETTING_MESSAGES as M } from '@contract/services/betting';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { requeryPurchase } from '../../modules/purchases/reconciler';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { BETTING_COMPANY_CODES, SANDBOX_BETTING_CUSTOMER } from './clubkonnect';
import { bettingPackages } from './packages';

/*
 * Betting-wallet funding on the real app: the customer ID is verified with ClubKonnect (the
 * companies are its list), the amount is paid into the wallet through its betting script, and the
 * buyer's wallet is charged the amount less the level's discount.
 */

interface PurchaseBody {
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      plan: string;
      description: string;
      result: { customer_name?: string } | null;
    };
    wallet_balance: number;
  };
}

let ctx: TestContext;
beforeAll(async () => {
  // a pending sandbox order is due at once: the requery settles it
  ctx = await startTestApp({ vtpass: { ...testConfig().vtpass, simulatorPendingSeconds: 0 } });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const SIM = '/simulator/clubkonnect';
const credentials = () =>
  new URLSearchParams({
    UserID: ctx.config.clubkonnect.userId,
    APIKey: ctx.config.clubkonnect.apiKey,
  }).toString();

async function funded(naira = 10_000) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

async function fund(token: string, fields: Record<string, unknown> = {}, slug = 'bet9ja-wallet') {
  return buy(ctx.app, token, 'purchase-betting', {
    package_id: await packageId(db(), slug),
    customer_id: SANDBOX_BETTING_CUSTOMER,
    amount: 1000,
    phone_number: SANDBOX.success,
    ...fields,
  });
}

/** The order as ClubKonnect's query script answers it, by our request id. */
async function clubkonnectOrder(requestId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${SIM}/APIQueryV1.asp?${credentials()}&RequestID=${requestId}`,
  });
  return json<Record<string, string>>(response);
}

it('funds a verified customer through ClubKonnect, charging the wallet the amount less the discount', async () => {
  const user = await funded();
  // the Reseller level's discount (0.5%)
  await db().update(users).set({ levelId: 3 }).where(eq(users.id, user.id));
  const response = await fund(user.token, { amount: 2000 });
  expect(response.statusCode).toBe(200);
  const { data } = json<PurchaseBody>(response);
  expect(data.transaction).toMatchObject({
    status: 'confirmed',
    amount: 1990,
    plan: 'Bet9ja wallet ₦2,000.00',
    result: { customer_name: 'TEST CUSTOMER' },
  });
  expect(data.transaction.description).toContain(SANDBOX_BETTING_CUSTOMER);
  expect(data.wallet_balance).toBe(8010);
  expect((await entriesOf(db(), user.id, 'purchase')).map((entry) => entry.amountKobo)).toEqual([
    -199_000,
  ]);

  const row = await transactionByRef(db(), data.transaction.tx_ref);
  expect(row).toMatchObject({ provider: 'clubkonnect', amountKobo: 199_000 });
  expect(await clubkonnectOrder(row.requestId ?? '')).toMatchObject({
    status: 'ORDER_COMPLETED',
    ordertype: 'Betting',
    mobilenetwork: BETTING_COMPANY_CODES.bet9ja,
    mobilenumber: SANDBOX_BETTING_CUSTOMER,
    amountcharged: '2000.00',
  });
  const received = json<{ request_id: string; service: string }[]>(
    await ctx.app.inject({ method: 'GET', url: `${SIM}/orders` }),
  );
  expect(received.find((order) => order.request_id === row.requestId)?.service).toBe(
    'APIBettingV1.asp',
  );
});

it("refuses a customer ID the company does not know, naming it with the provider's text, charging nothing", async () => {
  const user = await funded();
  const before = await snapshot(db(), user.id);
  const response = await fund(user.token, { customer_id: '5550123' }, 'sportybet-wallet');
  expect(response.statusCode).toBe(400);
  const body = json<ErrorBody>(response);
  expect(body.data).toEqual({ customer_id: body.message });
  expect(body.message).toMatch(/could not verify/i);
  expect(await snapshot(db(), user.id)).toEqual(before);
});

it.each<[string, Record<string, unknown>, string, string]>([
  ['no company', { package_id: 0 }, 'package_id', M.providerRequired],
  ['a company of another service', { package_id: 1 }, 'package_id', M.providerRequired],
  ['no customer ID', { customer_id: '  ' }, 'customer_id', M.customerIdRequired],
  [
    'a customer ID no company issues',
    { customer_id: 'has space' },
    'customer_id',
    M.customerIdInvalid,
  ],
  ['no amount', { amount: 0 }, 'amount', M.amountRequired],
  ['an amount below the minimum', { amount: 99 }, 'amount', M.minimum],
  ['an amount above the maximum', { amount: 500_001 }, 'amount', M.maximum],
  ['kobo beyond two decimals', { amount: 150.555 }, 'amount', PURCHASE_MESSAGES.amountDecimals],
  ['no phone', { phone_number: '' }, 'phone_number', M.phoneRequired],
])('refuses %s, naming the field, and charges nothing', async (_name, fields, field, message) => {
  const user = await funded();
  const before = await snapshot(db(), user.id);
  const response = await fund(user.token, fields);
  expect(response.statusCode).toBe(400);
  const body = json<ErrorBody>(response);
  expect(body.message).toBe(message);
  expect(body.data?.[field]).toBe(message);
  expect(await snapshot(db(), user.id)).toEqual(before);
});

it('names the first failure in the screen’s order, and every wrong field', async () => {
  const user = await funded();
  const response = await fund(user.token, { customer_id: '', amount: 50, phone_number: '' });
  const body = json<ErrorBody>(response);
  expect(body.message).toBe(M.customerIdRequired);
  expect(body.data).toEqual({
    customer_id: M.customerIdRequired,
    amount: M.minimum,
    phone_number: M.phoneRequired,
  });
});

it('takes the minimum and the maximum themselves', async () => {
  const user = await funded(600_000);
  expect((await fund(user.token, { amount: 100 })).statusCode).toBe(200);
  expect((await fund(user.token, { amount: 500_000 }, 'betway-wallet')).statusCode).toBe(200);
});

it('keeps a pending order pending, charged, and settles it through the requery', async () => {
  const user = await funded();
  const response = await fund(user.token, { customer_id: SANDBOX.pending }, 'betking-wallet');
  expect(response.statusCode).toBe(201);
  const { data } = json<PurchaseBody>(response);
  expect(data.transaction.status).toBe('pending');
  expect(data.wallet_balance).toBe(9000);
  const row = await transactionByRef(db(), data.transaction.tx_ref);
  const settled = await requeryPurchase(ctx.app.purchases, row);
  expect(settled).toMatchObject({ status: 'confirmed', provider: 'clubkonnect' });
  expect((await snapshot(db(), user.id)).wallet).toBe(900_000);
});

it("shows the account holder's name on the verify call, or the provider's refusal", async () => {
  const user = await signedInUser(ctx.app);
  const verify = async (number: string) =>
    json<{ data: { content: Record<string, unknown> } }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/verify-card/${await packageId(db(), '1xbet-wallet')}/${number}/`,
        headers: bearer(user.token),
      }),
    ).data.content;
  expect(await verify(SANDBOX_BETTING_CUSTOMER)).toMatchObject({ Customer_Name: 'TEST CUSTOMER' });
  expect(await verify('5550123')).toEqual({ error: expect.stringMatching(/could not verify/i) });
});

it('lists one package per company with its logo, served from the service folder', async () => {
  expect(bettingPackages.map((pkg) => pkg.serviceId).sort()).toEqual(
    Object.keys(BETTING_COMPANY_CODES).sort(),
  );
  for (const pkg of bettingPackages) {
    const logo = await ctx.app.inject({ url: pkg.image });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  }
  expect((await ctx.app.inject({ url: '/media/categories/betting.svg' })).statusCode).toBe(200);
});
