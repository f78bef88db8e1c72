import { eq, sql } from 'drizzle-orm';
import { payments, simTransactions } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser } from '../../../test/accounts';
import { entriesOf, snapshot } from '../../../test/wallet';
import { verifyUser } from '../../../test/kyc';
import {
  createVirtualAccount,
  newPaymentLink,
  pathOf,
  postWebhook,
  successfulEvent,
  verify,
} from '../../../test/payments';
import {
  createMonnifyClient,
  createPaystackClient,
  PAYSTACK_SIGNATURE_HEADER,
  signWebhook,
  simPaystackTransactions,
} from '../../../test/vendors';
import { sameAppTransport } from '../../plugins/same-app-transport';
import { PaymentsProviderError, type PaymentsProvider } from '../../ports/payments';
import type { App } from '../../app';
import { generatePaymentLink, settleCardPayment, type PaymentsDeps } from './service';

/** Posts a Paystack event signed with the secret (or with the given header, or none). */
function postPaystackEvent(app: App, secret: string, event: unknown, signature?: string | null) {
  const raw = JSON.stringify(event);
  const header = signature === undefined ? signWebhook(secret, raw) : signature;
  return app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/paystack/',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { [PAYSTACK_SIGNATURE_HEADER]: header }),
    },
    payload: raw,
  });
}

const chargeSuccess = (reference: string) => ({
  event: 'charge.success',
  // what the body says is never trusted: the amount comes from verify
  data: { reference, status: 'success', amount: 999_999_900, channel: 'card' },
});

describe('funding through Paystack beside Monnify', () => {
  let ctx: TestContext;
  let secret: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    secret = ctx.config.paystack.secretKey;
  });
  afterAll(() => ctx.close());

  const prefer = (provider: 'monnify' | 'paystack') =>
    ctx.app.db.execute(
      sql`UPDATE payment_provider_settings SET preferred = (provider = ${provider})`,
    );
  const resetBreakers = () => ctx.app.db.execute(sql`DELETE FROM payments_breakers`);
  afterEach(async () => {
    await prefer('monnify');
    await resetBreakers();
  });

  /** Marks a Paystack checkout paid at the simulator without its webhook (as if still on its way). */
  const paidQuietly = (reference: string) =>
    ctx.app.db
      .update(simPaystackTransactions)
      .set({ status: 'success', paidAt: new Date() })
      .where(eq(simPaystackTransactions.reference, reference));

  it('sends card checkouts to the preferred provider; paid on Paystack’s page, credited once', async () => {
    const user = await signedInUser(ctx.app);
    const byMonnify = await newPaymentLink(ctx.app, user.token, 1000);
    expect(byMonnify.checkoutUrl).toContain('/simulator/monnify/');

    await prefer('paystack');
    const link = await newPaymentLink(ctx.app, user.token, 2500);
    expect(link).toMatchObject({
      provider: 'paystack',
      transactionReference: link.paymentReference,
    });
    expect(link.checkoutUrl).toContain('/simulator/paystack/checkout/');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: pathOf(link.checkoutUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.searchParams.get('paymentReference')).toBe(link.paymentReference);
    // the simulator's signed charge.success already credited the wallet
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 250_000, entries: 1 });
    const verified = await verify(ctx.app, user.token, link.paymentReference);
    expect(
      json<{ data: { responseBody: { paymentStatus: string } } }>(verified).data.responseBody,
    ).toMatchObject({ paymentStatus: 'PAID' });
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 250_000, entries: 1 });
    const [entry] = await entriesOf(ctx.app.db, user.id, 'card_funding');
    expect(entry?.reference).toBe(`paystack:${link.paymentReference}`);
  });

  it('credits a Paystack payment once when callback, webhook and requery report it at once', async () => {
    await prefer('paystack');
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1500);
    await paidQuietly(link.paymentReference);
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReference, link.paymentReference));
    if (!payment) throw new Error('no payment row');
    const paystack = createPaystackClient(
      ctx.config.paystack,
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    const requery = async () =>
      settleCardPayment(
        ctx.app.db,
        payment,
        await paystack.getTransactionStatus(link.paymentReference),
      );
    const answers = await Promise.all([
      verify(ctx.app, user.token, link.paymentReference),
      postPaystackEvent(ctx.app, secret, chargeSuccess(link.paymentReference)),
      requery(),
      verify(ctx.app, user.token, link.paymentReference),
      postPaystackEvent(ctx.app, secret, chargeSuccess(link.paymentReference)),
      requery(),
    ]);
    // verify does not say whether it was the one that credited; webhooks and requeries do, and
    // at most one of them may have
    expect(
      answers.filter(
        (answer) =>
          answer === true ||
          (typeof answer === 'object' && json<{ message?: string }>(answer).message === 'credited'),
      ).length,
    ).toBeLessThanOrEqual(1);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 150_000, entries: 1 });
    expect(await entriesOf(ctx.app.db, user.id, 'card_funding')).toHaveLength(1);
  });

  it('credits a Monnify payment once when callback, webhook and requery report it at once', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1200);
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'PAID', amountPaidKobo: 120_000, paidOn: new Date() })
      .where(eq(simTransactions.transactionReference, link.transactionReference));
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReference, link.paymentReference));
    if (!payment) throw new Error('no payment row');
    const monnify = createMonnifyClient(
      ctx.config.monnify,
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    const requery = async () =>
      settleCardPayment(
        ctx.app.db,
        payment,
        await monnify.getTransactionStatus(link.transactionReference),
      );
    await Promise.all([
      verify(ctx.app, user.token, link.paymentReference),
      postWebhook(
        ctx.app,
        ctx.config.monnify.secretKey,
        successfulEvent(link.transactionReference),
      ),
      requery(),
    ]);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 120_000, entries: 1 });
  });

  it('answers 401 to an invalid or missing x-paystack-signature and credits nothing', async () => {
    await prefer('paystack');
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    await paidQuietly(link.paymentReference);
    const event = chargeSuccess(link.paymentReference);
    const responses = await Promise.all([
      postPaystackEvent(ctx.app, 'sk_test_not_ours', event),
      postPaystackEvent(ctx.app, secret, event, 'f'.repeat(128)),
      postPaystackEvent(ctx.app, secret, event, null),
      // Monnify's header with Paystack's signature is not Paystack's header
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/paystack/',
        headers: {
          'content-type': 'application/json',
          'monnify-signature': signWebhook(secret, JSON.stringify(event)),
        },
        payload: JSON.stringify(event),
      }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 0, entries: 0 });
    // a valid one credits what verify says was paid, not what the body claims
    const valid = await postPaystackEvent(ctx.app, secret, event);
    expect(json<{ message: string }>(valid).message).toBe('credited');
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 100_000, entries: 1 });
    // an event of a reference Paystack does not know, or of another kind, changes nothing
    expect(
      json<{ message: string }>(await postPaystackEvent(ctx.app, secret, chargeSuccess('FORGED')))
        .message,
    ).toBe('ignored');
    expect(
      json<{ message: string }>(
        await postPaystackEvent(ctx.app, secret, { event: 'transfer.success', data: {} }),
      ).message,
    ).toBe('ignored');
  });

  it('sends card checkouts to Paystack while Monnify’s breaker is open, and opens it after five failures', async () => {
    const user = await signedInUser(ctx.app);
    const transport = sameAppTransport(ctx.app, ctx.config.publicUrl);
    let monnifyCalls = 0;
    const down: PaymentsProvider = {
      ...createMonnifyClient(ctx.config.monnify, transport),
      initTransaction: () => {
        monnifyCalls += 1;
        return Promise.reject(new PaymentsProviderError('Monnify unreachable'));
      },
    };
    const deps: PaymentsDeps = {
      db: ctx.app.db,
      payments: down,
      paystack: createPaystackClient(ctx.config.paystack, transport),
      paystackPreferredBank: 'titan-paystack',
      publicUrl: ctx.config.publicUrl,
      brandName: 'NairaTop',
      identityKey: ctx.config.identityKey,
    };
    for (let i = 0; i < 6; i += 1) {
      const link = await generatePaymentLink(deps, user.id, 1000);
      expect(link.provider).toBe('paystack');
      expect(link.checkoutUrl).toContain('/simulator/paystack/');
    }
    // five failures opened Monnify's breaker: the sixth checkout did not try it
    expect(monnifyCalls).toBe(5);

    // through the app: Monnify preferred but its breaker open
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    expect(link).toMatchObject({ provider: 'paystack' });
    await resetBreakers();
    expect((await newPaymentLink(ctx.app, user.token, 1000)).checkoutUrl).toContain(
      '/simulator/monnify/',
    );
  });

  it('reserves a Paystack dedicated account, lists it with its charge, and credits a transfer less the owner’s charge once', async () => {
    const user = await signedInUser(ctx.app);
    await verifyUser(ctx.app, user.token, { kinds: ['bvn'] });
    const created = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'paystack',
      account_name: 'Ada Obi',
    });
    expect(created.statusCode).toBe(200);
    const again = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'paystack',
      account_name: 'Ada Obi',
    });
    expect(again.statusCode).toBe(400);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(user.token),
    });
    const data = json<{
      data: {
        paystack_account: { accountNumber: string; bankName: string }[];
        paystack_charges: string;
      };
    }>(me).data;
    expect(data.paystack_account).toHaveLength(1);
    const [account] = data.paystack_account;
    expect(account?.bankName).toBe('Titan Paystack');
    expect(data.paystack_charges).toBe('1% of every deposit, at most ₦300.00.');

    // ₦50,000 at 1% capped at ₦300: ₦49,700 in the wallet
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/paystack/bank-transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        account_number: account?.accountNumber ?? '',
        amount: '50000',
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 4_970_000 });
    const [transfer] = await ctx.app.db
      .select()
      .from(simPaystackTransactions)
      .where(eq(simPaystackTransactions.receiverAccountNumber, account?.accountNumber ?? ''));
    // the same event again credits nothing
    const replay = await postPaystackEvent(ctx.app, secret, {
      event: 'charge.success',
      data: { reference: transfer?.reference, channel: 'dedicated_nuban' },
    });
    expect(json<{ message: string }>(replay).message).toBe('settled');
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 4_970_000 });
    expect(await entriesOf(ctx.app.db, user.id, 'bank_funding')).toHaveLength(1);
    expect(await entriesOf(ctx.app.db, user.id, 'bank_charge')).toHaveLength(1);
  });
});
