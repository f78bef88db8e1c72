import { eq } from 'drizzle-orm';
import { AIRTIME_TO_CASH_MESSAGES } from '@contract/rules';
import { airtimeToCashPayoutKobo } from '@contract/services/airtime-to-cash';
import { transactions, users } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser, type ErrorBody } from '../../../test/accounts';
import { buy, packageId, transactionByRef } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { claimDuePurchases } from '../purchases/settle';

interface ReplyBody {
  message: string;
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      plan: string;
      phone_no: string;
      description: string;
      category: { id: number } | null;
      subcategory: { title: string } | null;
    };
    wallet_balance: number;
  };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

async function convert(token: string, payload: object, key?: string) {
  return buy(ctx.app, token, 'convert-airtime-to-cash', payload, key);
}

async function mtnRequest(phone = '08031234567', amount: number = 5000) {
  return {
    package_id: await packageId(db(), 'mtn-airtime-to-cash'),
    phone_number: phone,
    amount_transferred: amount,
    amount_to_receive: 1_000_000,
  };
}

describe('POST /api/v1/convert-airtime-to-cash/ validation (in the form order)', () => {
  it('answers the first failure with every field in the data map', async () => {
    const user = await signedInUser(ctx.app);
    const response = await convert(user.token, {});
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe('Phone number is required');
    expect(body.data).toEqual({
      phone_number: 'Phone number is required',
      amount_transferred: 'Amount is required',
      package_id: 'Please select a provider from the list',
    });
  });

  it.each([
    [{ phone_number: '' }, 'Phone number is required'],
    [{ phone_number: '0803-123' }, AIRTIME_TO_CASH_MESSAGES.phoneInvalid],
    [{ amount_transferred: 0 }, 'Amount is required'],
    [{ amount_transferred: 4999.99 }, 'Amount can not be less than ₦5,000'],
    [{ amount_transferred: 5000.001 }, AIRTIME_TO_CASH_MESSAGES.amountDecimals],
    [{ package_id: 0 }, 'Please select a provider from the list'],
    [{ package_id: 999_999 }, 'Please select a provider from the list'],
  ])('refuses %j with %s and writes nothing', async (change, message) => {
    const user = await signedInUser(ctx.app);
    const response = await convert(user.token, { ...(await mtnRequest()), ...change });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(message);
    expect((await snapshot(db(), user.id)).transactions).toBe(0);
  });

  it('refuses a package of another category (airtime) as no provider', async () => {
    const user = await signedInUser(ctx.app);
    const airtime = await packageId(db(), 'mtn-airtime');
    const response = await convert(user.token, { ...(await mtnRequest()), package_id: airtime });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe('Please select a provider from the list');
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/convert-airtime-to-cash/',
      payload: await mtnRequest(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('an airtime-to-cash request', () => {
  it('is recorded pending with the payout, 201, and does not touch the wallet', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(db(), user.id, 'wallet', 100);
    const before = await snapshot(db(), user.id);
    const response = await convert(user.token, await mtnRequest('08031234567', 5000));
    expect(response.statusCode).toBe(201);
    const body = json<ReplyBody>(response);
    // Normal level keeps 20%: ₦4,000.00, whatever the client said it would receive.
    expect(body.message).toBe(AIRTIME_TO_CASH_MESSAGES.received('₦4,000.00'));
    expect(body.data.wallet_balance).toBe(100);
    expect(body.data.transaction).toMatchObject({
      status: 'pending',
      amount: 4000,
      phone_no: '08031234567',
      plan: 'MTN airtime ₦5,000.00 to cash',
      description: 'MTN airtime ₦5,000.00 from 08031234567 to cash',
      category: { id: 5 },
      subcategory: { title: 'MTN' },
    });
    const after = await snapshot(db(), user.id);
    expect(after).toEqual({ ...before, transactions: before.transactions + 1 });
    const row = await transactionByRef(db(), body.data.transaction.tx_ref);
    expect(row).toMatchObject({
      kind: 'airtime_to_cash',
      categoryId: 5,
      amountKobo: 400_000,
      upstreamAmountKobo: 500_000,
      requestId: null,
      nextRequeryAt: null,
      initialBalanceKobo: null,
      newBalanceKobo: null,
    });
  });

  it.each([
    [1, 20, 4002],
    [2, 18, 4102],
    [3, 16, 4202],
    [4, 15, 4252],
  ])(
    'pays level %i (MTN commission %i%%) the amount less commission rounded up: ₦%i',
    async (levelId, percent, payout) => {
      const user = await signedInUser(ctx.app);
      await db().update(users).set({ levelId }).where(eq(users.id, user.id));
      const response = await convert(user.token, await mtnRequest('08031234567', 5001.5));
      expect(response.statusCode).toBe(201);
      const { transaction } = json<ReplyBody>(response).data;
      expect(transaction.amount).toBe(payout);
      expect(airtimeToCashPayoutKobo(500_150, percent * 100)).toBe(payout * 100);
    },
  );

  it('refuses the same network, number and amount within 30 s (409), and writes one row', async () => {
    const user = await signedInUser(ctx.app);
    const request = await mtnRequest('08031230000', 6000);
    expect((await convert(user.token, request)).statusCode).toBe(201);
    const again = await convert(user.token, request);
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toBe(AIRTIME_TO_CASH_MESSAGES.duplicate);
    expect((await snapshot(db(), user.id)).transactions).toBe(1);
  });

  it('answers the same Idempotency-Key with the first outcome, never a second request', async () => {
    const user = await signedInUser(ctx.app);
    const request = await mtnRequest('08031230001', 7000);
    const [first, second] = await Promise.all([
      convert(user.token, request, 'a2c-key-0001'),
      convert(user.token, request, 'a2c-key-0001'),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(json<ReplyBody>(second).data.transaction.tx_ref).toBe(
      json<ReplyBody>(first).data.transaction.tx_ref,
    );
    expect((await snapshot(db(), user.id)).transactions).toBe(1);
    const reused = await convert(
      user.token,
      { ...request, amount_transferred: 8000 },
      'a2c-key-0001',
    );
    expect(reused.statusCode).toBe(422);
  });

  it('is never claimed by the purchase reconciler', async () => {
    const user = await signedInUser(ctx.app);
    const response = await convert(user.token, await mtnRequest('08031230002', 5000));
    const ref = json<ReplyBody>(response).data.transaction.tx_ref;
    // Even with a requery time in the past, the reconciler takes purchases only.
    await db()
      .update(transactions)
      .set({ nextRequeryAt: new Date(0), requestId: `a2c-${ref}` })
      .where(eq(transactions.txRef, ref));
    const row = await transactionByRef(db(), ref);
    const leaseMs = 60_000; // how long a claimed purchase stays with its claimer
    const claimed = await claimDuePurchases(db(), 1000, leaseMs);
    expect(claimed).not.toContain(row.id);
  });
});
