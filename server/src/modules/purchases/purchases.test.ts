import { eq } from 'drizzle-orm';
import type { TransactionResult } from '@contract/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { transactions, upstreamCalls } from '../../db/schema';
import { impatientProviders, json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser, type ErrorBody } from '../../../test/accounts';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import {
  buy,
  packageId,
  prepaidTokenOrder,
  SANDBOX,
  simulatorResolves,
  transactionByRef,
} from '../../../test/purchases';
import { ledgerSums } from '../wallet/ledger';
import { reconcileDue } from './reconciler';

interface PurchaseBody {
  message: string;
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      token: string | null;
      result: TransactionResult | null;
      card_no: string | null;
      subcategory: { title: string } | null;
      category: { id: number } | null;
    };
    wallet_balance: number;
  };
}

let ctx: TestContext;
beforeAll(async () => {
  // the timeout case waits for the adapter to give up
  ctx = await startTestApp(impatientProviders());
});
afterAll(async () => {
  await ctx.close();
});

async function funded(naira = 10_000) {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', naira);
  return user;
}

const db = () => ctx.database.db;
const walletKobo = async (userId: number) => (await snapshot(db(), userId)).wallet;

async function airtime(token: string, phone: string, amount = 500, key?: string) {
  const mtn = await packageId(db(), 'mtn-airtime');
  return buy(
    ctx.app,
    token,
    'purchase-airtime',
    { network: 'MTN', phone_number: phone, amount, package_id: mtn },
    key,
  );
}

describe('airtime against each sandbox number', () => {
  it('delivers to 08011111111: 200, confirmed, charged the amount less the level discount (1%)', async () => {
    const user = await funded();
    const response = await airtime(user.token, SANDBOX.success, 500);
    expect(response.statusCode).toBe(200);
    const body = json<PurchaseBody>(response);
    expect(body.message).toMatch(
      /^Transaction successful: MTN airtime of ₦500\.00 for 08011111111/,
    );
    expect(body.data.transaction).toMatchObject({
      status: 'confirmed',
      amount: 495,
      subcategory: { title: 'MTN' },
      category: { id: 1 },
    });
    expect(body.data.wallet_balance).toBe(9505);
    expect(await walletKobo(user.id)).toBe(950_500);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it('refunds a failed number at once: 400 with the reason, balance unchanged, status failed', async () => {
    const user = await funded();
    const response = await airtime(user.token, SANDBOX.failed, 500);
    expect(response.statusCode).toBe(400);
    // The sandbox's reason only says it failed: it is not repeated in brackets.
    expect(json<ErrorBody>(response).message).toBe(
      'Transaction failed (the provider did not deliver it): MTN airtime of ₦500.00 for 08022222222. ₦495.00 has been refunded to your wallet.',
    );
    expect(await walletKobo(user.id)).toBe(1_000_000);
    const kinds = (await entriesOf(db(), user.id)).map((entry) => [entry.kind, entry.amountKobo]);
    expect(kinds).toEqual([
      ['test_seed', 1_000_000],
      ['purchase', -49_500],
      ['purchase_refund', 49_500],
    ]);
    const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(row?.status).toBe('failed');
  });

  it.each([
    ['pending', SANDBOX.pending],
    ['an unexpected response', SANDBOX.unexpected],
    ['no response', SANDBOX.noResponse],
    ['a timeout', SANDBOX.timeout],
  ])(
    'keeps %s pending (201, charged), and the reconciler settles it',
    async (_name, phone) => {
      const user = await funded();
      const response = await airtime(user.token, phone, 1000);
      expect(response.statusCode).toBe(201);
      const { transaction } = json<PurchaseBody>(response).data;
      expect(transaction.status).toBe('pending');
      expect(await walletKobo(user.id)).toBe(1_000_000 - 99_000);

      const row = await transactionByRef(db(), transaction.tx_ref);
      if (phone === SANDBOX.pending) await simulatorResolvesLater(row.requestId!);
      await reconcileDue(ctx.app.purchases);
      const settled = await transactionByRef(db(), transaction.tx_ref);
      expect(settled.status).toBe('confirmed');
      expect(await walletKobo(user.id)).toBe(1_000_000 - 99_000);
      const calls = await db()
        .select()
        .from(upstreamCalls)
        .where(eq(upstreamCalls.transactionId, row.id));
      // Paid once, then requeried by the reconciler. The simulator's callback, sent as the
      // requery resolves the order, may requery once more, and under load its record can land
      // before the reconciler's own.
      const operations = calls.map((call) => call.operation);
      expect(operations[0]).toBe('pay');
      expect(operations.filter((operation) => operation === 'pay')).toHaveLength(1);
      expect(operations).toContain('requery');
      expect(operations.slice(1).every((op) => op === 'requery' || op === 'callback-requery')).toBe(
        true,
      );
    },
    20_000,
  );
});

/** Makes the simulator's pending purchase due (as if pendingSeconds had passed), without a callback. */
async function simulatorResolvesLater(requestId: string) {
  await db().execute(
    // the simulator resolves lazily on the next requery once created_at is old enough
    (await import('drizzle-orm'))
      .sql`UPDATE sim_vtpass_transactions SET created_at = now() - interval '1 hour' WHERE request_id = ${requestId}`,
  );
}

describe('pending purchases settle by callback', () => {
  it('confirms when the provider delivers, and refunds once when it reverses', async () => {
    const user = await funded();
    // Two customers: one customer's second purchase for the same number inside 30 s is a duplicate.
    const neighbour = await funded();
    const delivered = json<PurchaseBody>(await airtime(user.token, SANDBOX.pending, 200)).data
      .transaction;
    const reversed = json<PurchaseBody>(await airtime(neighbour.token, SANDBOX.pending, 300)).data
      .transaction;
    expect(await walletKobo(user.id)).toBe(1_000_000 - 19_800);
    expect(await walletKobo(neighbour.id)).toBe(1_000_000 - 29_700);

    await simulatorResolves(
      ctx.app,
      (await transactionByRef(db(), delivered.tx_ref)).requestId!,
      'delivered',
    );
    await simulatorResolves(
      ctx.app,
      (await transactionByRef(db(), reversed.tx_ref)).requestId!,
      'reversed',
    );
    expect((await transactionByRef(db(), delivered.tx_ref)).status).toBe('confirmed');
    expect((await transactionByRef(db(), reversed.tx_ref)).status).toBe('reversed');
    expect(await walletKobo(user.id)).toBe(1_000_000 - 19_800);
    expect(await walletKobo(neighbour.id)).toBe(1_000_000);

    // VTpass retries callbacks: a replay changes nothing
    const requestId = (await transactionByRef(db(), reversed.tx_ref)).requestId!;
    for (let i = 0; i < 3; i += 1) {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/vtpass/',
        payload: { type: 'transaction-update', data: { requestId } },
      });
      expect(json(again)).toEqual({ response: 'success' });
    }
    expect(await walletKobo(neighbour.id)).toBe(1_000_000);
    expect((await ledgerSums(db(), [user.id, neighbour.id])).mismatches).toEqual([]);
  });

  it('refunds a delivered purchase the provider later reverses, once', async () => {
    const user = await funded();
    const bought = json<PurchaseBody>(await airtime(user.token, SANDBOX.success, 1000)).data
      .transaction;
    expect(bought.status).toBe('confirmed');
    const requestId = (await transactionByRef(db(), bought.tx_ref)).requestId!;
    await simulatorResolves(ctx.app, requestId, 'reversed');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/vtpass/',
      payload: { type: 'transaction-update', data: { requestId } },
    });
    expect((await transactionByRef(db(), bought.tx_ref)).status).toBe('reversed');
    expect(await walletKobo(user.id)).toBe(1_000_000);
    const refunds = await entriesOf(db(), user.id, 'purchase_refund');
    expect(refunds).toHaveLength(1);
  });

  it('answers success to a callback it cannot use, and changes nothing', async () => {
    for (const payload of [{}, { type: 'transaction-update', data: { requestId: 'nope' } }, 'x']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/vtpass/',
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ response: 'success' });
    }
  });
});

describe('idempotency and duplicates', () => {
  it('debits once for the same Idempotency-Key sent 20 times, and answers each with the first outcome', async () => {
    const user = await funded();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => airtime(user.token, SANDBOX.success, 700, 'key-same-0001')),
    );
    const refs = new Set(replies.map((reply) => json<PurchaseBody>(reply).data.transaction.tx_ref));
    expect(replies.every((reply) => [200, 201].includes(reply.statusCode))).toBe(true);
    expect(refs.size).toBe(1);
    expect(await walletKobo(user.id)).toBe(1_000_000 - 69_300);
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
    // a replay answers the order as it stands: delivered 200, or 201 while the provider's answer
    // is still awaited (a loaded machine can outlast the test config's 2 s provider timeout)
    const later = await airtime(user.token, SANDBOX.success, 700, 'key-same-0001');
    const [ref] = refs;
    expect(json<PurchaseBody>(later).data.transaction.tx_ref).toBe(ref);
    // read after the reply: a pending order may have been delivered since, never the reverse
    const { status } = await transactionByRef(db(), String(ref));
    expect(later.statusCode === 200 ? ['confirmed'] : ['pending', 'confirmed']).toContain(status);
    expect([200, 201]).toContain(later.statusCode);
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
  });

  it('refuses a key reused for a different purchase (422) and a malformed key (400)', async () => {
    const user = await funded();
    await airtime(user.token, SANDBOX.success, 100, 'key-reuse-0001');
    const reused = await airtime(user.token, SANDBOX.success, 150, 'key-reuse-0001');
    expect(reused.statusCode).toBe(422);
    expect(json<ErrorBody>(reused).message).toBe(PURCHASE_MESSAGES.keyReused);
    const bad = await airtime(user.token, SANDBOX.success, 150, 'bad key!');
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).message).toBe(PURCHASE_MESSAGES.keyInvalid);
  });

  it('refuses the same service and number within 30 seconds under another key (409)', async () => {
    const user = await funded();
    expect((await airtime(user.token, SANDBOX.success, 400, 'key-dup-00001')).statusCode).toBe(200);
    const again = await airtime(user.token, SANDBOX.success, 400, 'key-dup-00002');
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toBe(PURCHASE_MESSAGES.duplicate);
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
  });

  it('refuses a purchase the wallet cannot pay for, writing nothing', async () => {
    const user = await funded(100);
    const response = await airtime(user.token, SANDBOX.success, 500);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(PURCHASE_MESSAGES.insufficient);
    expect(await snapshot(db(), user.id)).toMatchObject({ wallet: 10_000, transactions: 0 });
  });
});

describe('validation in the form order', () => {
  it('airtime: phone, amount, minimum, whole naira, provider, with every message in the data map', async () => {
    const user = await funded();
    const empty = await buy(ctx.app, user.token, 'purchase-airtime', {});
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty)).toMatchObject({
      message: 'Phone number is required',
      data: {
        phone_number: 'Phone number is required',
        amount: 'Amount is required',
        package_id: 'Please select a provider from the list',
      },
    });
    const low = await airtime(user.token, SANDBOX.success, 99);
    expect(json<ErrorBody>(low).message).toBe('Amount can not be less than ₦100');
    const phone = await airtime(user.token, '0801-111', 100);
    expect(json<ErrorBody>(phone).message).toBe('Phone number is invalid');
    const kobo = await airtime(user.token, SANDBOX.success, 100.001);
    expect(json<ErrorBody>(kobo).message).toBe(PURCHASE_MESSAGES.amountDecimals);
    // the networks top up whole naira: kobo are refused, never rounded away
    const fifty = await airtime(user.token, SANDBOX.success, 100.5);
    expect(fifty.statusCode).toBe(400);
    expect(json<ErrorBody>(fifty)).toMatchObject({
      message: PURCHASE_MESSAGES.airtime.wholeNaira,
      data: { amount: PURCHASE_MESSAGES.airtime.wholeNaira },
    });
    expect((await snapshot(db(), user.id)).transactions).toBe(0);
    expect((await airtime(user.token, SANDBOX.success, 150)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/purchase-airtime/',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('data, cable, electricity and exam pins', () => {
  it('prices a data plan from the catalogue at the level, ignoring the client amount', async () => {
    const user = await funded();
    const sme = await packageId(db(), 'mtn-data-sme');
    const plans = json<{
      data: Array<{ id: number; products: Array<{ code: string; amount: number }> }>;
    }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/get-package/2/',
        headers: { authorization: `Bearer ${user.token}` },
      }),
    ).data.find((pkg) => pkg.id === sme)!.products;
    const plan = plans[0]!;
    const response = await buy(ctx.app, user.token, 'purchase-data', {
      package_id: sme,
      variation_code: plan.code,
      phone_number: SANDBOX.success,
      phone: SANDBOX.success,
      amt: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(json<PurchaseBody>(response).data.transaction.amount).toBe(plan.amount);
    expect(await walletKobo(user.id)).toBe(1_000_000 - Math.round(plan.amount * 100));
  });

  it('renews DStv at the verified renewal amount and changes GOtv to a catalogue plan', async () => {
    const user = await funded(100_000);
    const dstv = await packageId(db(), 'dstv');
    const renew = await buy(ctx.app, user.token, 'purchase-cable', {
      package_id: dstv,
      smart_no: SANDBOX.smartCard,
      subscription_type: 'renew',
      amount: 1,
      phone_number: SANDBOX.success,
    });
    expect(renew.statusCode).toBe(200);
    const renewed = json<PurchaseBody>(renew).data.transaction;
    expect(renewed).toMatchObject({ status: 'confirmed', card_no: SANDBOX.smartCard });
    expect(renewed.amount).toBeGreaterThanOrEqual(100);
    expect(renewed.result).toMatchObject({ customer_name: expect.any(String) });

    const gotv = await packageId(db(), 'gotv');
    const change = await buy(ctx.app, user.token, 'purchase-cable', {
      package_id: gotv,
      smart_no: SANDBOX.smartCard,
      subscription_type: 'change',
      variation_code: 'gotv-max',
      amount: 5,
      phone_number: SANDBOX.success,
    });
    expect(change.statusCode).toBe(200);
    expect(json<PurchaseBody>(change).data.transaction.amount).toBe(8500);
  });

  it('gives a SHOWMAX voucher, with no smart card', async () => {
    const user = await funded();
    const showmax = await packageId(db(), 'showmax');
    const response = await buy(ctx.app, user.token, 'purchase-cable', {
      package_id: showmax,
      variation_code: 'full',
      subscription_type: 'change',
      phone_number: SANDBOX.success,
    });
    expect(response.statusCode).toBe(200);
    const body = json<PurchaseBody>(response);
    expect(body.data.transaction.result?.vouchers).toEqual([expect.any(String)]);
    expect(body.data.transaction.token).toBe(body.data.transaction.result?.vouchers?.[0]);
    expect(body.message).toMatch(/Voucher: /);
  });

  it('refuses a smart card the provider does not know, charging nothing', async () => {
    const user = await funded();
    const dstv = await packageId(db(), 'dstv');
    const response = await buy(ctx.app, user.token, 'purchase-cable', {
      package_id: dstv,
      smart_no: '9999999999',
      subscription_type: 'change',
      variation_code: 'dstv-padi',
      phone_number: SANDBOX.success,
    });
    expect(response.statusCode).toBe(400);
    expect((await snapshot(db(), user.id)).transactions).toBe(0);
  });

  it('sells a prepaid token (kept with its units) and pays a postpaid bill, less the discount', async () => {
    const user = await funded(100_000);
    const ikeja = await packageId(db(), 'ikeja-electric');
    const prepaid = await buy(
      ctx.app,
      user.token,
      'purchase-electricity',
      await prepaidTokenOrder(db()),
    );
    expect(prepaid.statusCode).toBe(200);
    const body = json<PurchaseBody>(prepaid);
    expect(body.data.transaction.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(body.data.transaction.result).toMatchObject({
      units: expect.stringMatching(/kWh$/),
      customer_name: expect.any(String),
    });
    expect(body.message).toContain(`Token: ${body.data.transaction.token}`);
    expect(body.data.transaction.amount).toBeLessThan(5000);

    const postpaid = await buy(ctx.app, user.token, 'purchase-electricity', {
      package_id: ikeja,
      meter_no: SANDBOX.postpaidMeter,
      meter_type: 'postpaid',
      amount: 2000,
      phone_number: SANDBOX.success,
    });
    expect(postpaid.statusCode).toBe(200);
    expect(json<PurchaseBody>(postpaid).data.transaction.token).toBeNull();
  });

  it('checks electricity fields in the form order', async () => {
    const user = await funded();
    const ikeja = await packageId(db(), 'ikeja-electric');
    const response = await buy(ctx.app, user.token, 'purchase-electricity', {
      package_id: ikeja,
      amount: 400,
    });
    expect(json<ErrorBody>(response)).toMatchObject({
      message: 'Meter Number is required',
      data: {
        meter_no: 'Meter Number is required',
        meter_type: 'Select a meter type to continue',
        phone_number: 'Phone number is required',
        amount: 'Amount can not be less than ₦500',
      },
    });
  });

  it('sells WAEC cards and a JAMB PIN after verifying the profile', async () => {
    const user = await funded(100_000);
    const waec = await packageId(db(), 'waec');
    const cards = await buy(ctx.app, user.token, 'purchase-exam-pins', {
      package_id: waec,
      variation_code: 'waecdirect',
      phone_number: SANDBOX.success,
    });
    expect(cards.statusCode).toBe(200);
    const { transaction: checker } = json<PurchaseBody>(cards).data;
    expect(checker.result?.cards).toEqual([
      { serial: expect.any(String), pin: expect.any(String) },
    ]);
    // The result checker card is in the token column too, where the list and receipt show it.
    const [card] = checker.result?.cards ?? [];
    expect(checker.token).toBe(`Serial ${card?.serial} PIN ${card?.pin}`);

    const jamb = await packageId(db(), 'jamb');
    const noProfile = await buy(ctx.app, user.token, 'purchase-exam-pins', {
      package_id: jamb,
      variation_code: 'utme-mock',
      phone_number: SANDBOX.success,
    });
    expect(json<ErrorBody>(noProfile).message).toBe('Profile ID is required');
    const pin = await buy(ctx.app, user.token, 'purchase-exam-pins', {
      package_id: jamb,
      variation_code: 'utme-mock',
      phone_number: SANDBOX.success,
      profile_id: SANDBOX.jambProfile,
    });
    expect(pin.statusCode).toBe(200);
    const jambBody = json<PurchaseBody>(pin);
    expect(jambBody.data.transaction.result?.pins).toEqual([expect.stringMatching(/^\d+$/)]);
    expect(jambBody.data.transaction.token).toBe(jambBody.data.transaction.result?.pins?.[0]);
  });
});

describe('verification calls', () => {
  it('answers the customer for a known smart card, meter and profile, and an error for others', async () => {
    const user = await funded();
    const headers = { authorization: `Bearer ${user.token}` };
    const dstv = await packageId(db(), 'dstv');
    const ikeja = await packageId(db(), 'ikeja-electric');
    const jamb = await packageId(db(), 'jamb');
    const get = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      return {
        status: response.statusCode,
        content: json<{ data: { content: Record<string, unknown> } }>(response).data?.content,
      };
    };
    expect(await get(`verify-card/${dstv}/${SANDBOX.smartCard}/`)).toMatchObject({
      status: 200,
      content: { Customer_Name: expect.any(String), Renewal_Amount: expect.anything() },
    });
    expect((await get(`verify-card/${dstv}/5555555555/`)).content?.error).toEqual(
      expect.any(String),
    );
    expect(
      await get(`verify-meter-number/${ikeja}/${SANDBOX.prepaidMeter}/prepaid/`),
    ).toMatchObject({
      status: 200,
      content: { Customer_Name: expect.any(String), Address: expect.any(String) },
    });
    expect(
      (await get(`verify-meter-number/${ikeja}/1234567890123/prepaid/`)).content?.error,
    ).toEqual(expect.any(String));
    expect(await get(`verify-card/${jamb}/${SANDBOX.jambProfile}/`)).toMatchObject({
      content: { Customer_Name: expect.any(String) },
    });
    const wrongType = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/verify-meter-number/${ikeja}/${SANDBOX.prepaidMeter}/smart/`,
      headers,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(json<ErrorBody>(wrongType).message).toBe('Select a meter type to continue');
  });
});

describe('referral commission', () => {
  const buyerWalletNaira = 10_000;

  it("credits the referrer's bonus when a referral's purchase is confirmed, and takes it back on reversal", async () => {
    const referrer = await signedInUser(ctx.app);
    const buyer = await signedInUser(ctx.app, { referred_by: referrer.username });
    await seedBalance(db(), buyer.id, 'wallet', buyerWalletNaira);
    const bought = json<PurchaseBody>(await airtime(buyer.token, SANDBOX.success, 2000)).data
      .transaction;
    // MTN airtime at 1% discount costs ₦1,980; the airtime rate is 0.5%: ₦9.90
    expect((await snapshot(db(), referrer.id)).bonus).toBe(990);

    const requestId = (await transactionByRef(db(), bought.tx_ref)).requestId!;
    await simulatorResolves(ctx.app, requestId, 'reversed');
    expect((await snapshot(db(), referrer.id)).bonus).toBe(0);
    expect(await walletKobo(buyer.id)).toBe(1_000_000);
    expect((await ledgerSums(db(), [referrer.id, buyer.id])).mismatches).toEqual([]);
  });

  it('pays nothing on a failed purchase', async () => {
    const referrer = await signedInUser(ctx.app);
    const buyer = await signedInUser(ctx.app, { referred_by: referrer.username });
    await seedBalance(db(), buyer.id, 'wallet', buyerWalletNaira);
    await airtime(buyer.token, SANDBOX.failed, 2000);
    expect((await snapshot(db(), referrer.id)).bonus).toBe(0);
  });
});
