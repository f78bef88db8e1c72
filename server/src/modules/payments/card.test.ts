import { eq } from 'drizzle-orm';
import { FUNDING_MESSAGES } from '@contract/rules';
import { payments, simTransactions, transactions } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { entriesOf, snapshot } from '../../../test/wallet';
import {
  generateLink,
  newPaymentLink,
  pathOf,
  postWebhook,
  submitCheckout,
  successfulEvent,
  verify,
} from '../../../test/payments';
import { signWebhook } from '../../../test/vendors';
import { ledgerSums } from '../wallet/ledger';

interface VerifyBody {
  data: { responseBody: { paymentStatus: string; amountPaid: number } };
}

describe('card funding through the Monnify simulator', () => {
  let ctx: TestContext;
  let secret: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    secret = ctx.config.monnify.secretKey;
  });
  afterAll(() => ctx.close());

  it('generates a link, pays on the checkout page, credits once and verifies as PAID', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 5000);
    expect(link.checkoutUrl).toMatch(/^http:\/\/localhost:8080\/simulator\/monnify\/checkout\//);
    expect(link.transactionReference).toMatch(/^MNFY\|/);

    const pending = await snapshot(ctx.app.db, user.id);
    expect(pending).toMatchObject({ wallet: 0, transactions: 1, entries: 0 });

    const page = await ctx.app.inject({ method: 'GET', url: pathOf(link.checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('₦5,000.00');
    expect(page.body).toContain('NairaTop');
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="cancel"');
    expect(page.body).not.toMatch(/<script/i);

    const paid = await submitCheckout(ctx.app, link.checkoutUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:8080/dashboard/callback?paymentReference=${link.paymentReference}`,
    );
    // The simulator's webhook already credited the wallet.
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 500_000, entries: 1 });

    const verified = await verify(ctx.app, user.token, link.paymentReference);
    expect(verified.statusCode).toBe(200);
    expect(json<VerifyBody>(verified).data.responseBody).toMatchObject({
      paymentStatus: 'PAID',
      amountPaid: 5000,
    });
    // Verifying again, by either reference, changes nothing.
    await verify(ctx.app, user.token, link.transactionReference);
    await verify(ctx.app, user.token, link.paymentReference);
    const after = await snapshot(ctx.app.db, user.id);
    expect(after).toMatchObject({ wallet: 500_000, entries: 1, transactions: 1 });

    const [record] = await ctx.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.txRef, link.paymentReference));
    expect(record).toMatchObject({
      kind: 'card_funding',
      status: 'confirmed',
      amountKobo: 500_000,
      initialBalanceKobo: 0,
      newBalanceKobo: 500_000,
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-transactions/',
      headers: bearer(user.token),
    });
    expect(json<{ data: { tx_ref: string; amount: number; status: string }[] }>(list).data).toEqual(
      [
        expect.objectContaining({
          tx_ref: link.paymentReference,
          amount: 5000,
          status: 'confirmed',
        }),
      ],
    );
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(user.token),
    });
    expect(json<{ data: { wallet_balance: number } }>(me).data.wallet_balance).toBe(5000);
  });

  it('enforces the ₦1,000 minimum with the form message', async () => {
    const user = await signedInUser(ctx.app);
    for (const amount of [999.99, 0, 1]) {
      const response = await generateLink(ctx.app, user.token, amount);
      expect(response.statusCode).toBe(400);
      const message = amount === 0 ? FUNDING_MESSAGES.amountRequired : FUNDING_MESSAGES.cardMinimum;
      expect(json<ErrorBody>(response).data).toEqual({ amount: message });
    }
    expect(FUNDING_MESSAGES.cardMinimum).toBe('Amount can not be less than ₦1000');
    const decimals = await generateLink(ctx.app, user.token, 1000.001);
    expect(json<ErrorBody>(decimals).message).toBe(FUNDING_MESSAGES.amountDecimals);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/generate-payment-link/',
      payload: { amount: 1000 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ transactions: 0 });
  });

  it('credits once when the callback verifies before the webhook arrives', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 2500.5);
    // Paid at Monnify, but the webhook has not come yet.
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'PAID', amountPaidKobo: 250_050, paidOn: new Date() })
      .where(eq(simTransactions.transactionReference, link.transactionReference));

    const verified = await verify(ctx.app, user.token, link.paymentReference);
    expect(json<VerifyBody>(verified).data.responseBody.paymentStatus).toBe('PAID');
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 250_050, entries: 1 });

    const webhook = await postWebhook(ctx.app, secret, successfulEvent(link.transactionReference));
    expect(webhook.statusCode).toBe(200);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 250_050, entries: 1 });
  });

  it('credits once however often the same webhook is replayed, also concurrently', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'PAID', amountPaidKobo: 100_000, paidOn: new Date() })
      .where(eq(simTransactions.transactionReference, link.transactionReference));
    const event = successfulEvent(link.transactionReference);
    const first = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(ctx.app, secret, event)),
    );
    for (let i = 0; i < 5; i += 1) first.push(await postWebhook(ctx.app, secret, event));
    expect(first.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 100_000, entries: 1 });
    expect(await entriesOf(ctx.app.db, user.id, 'card_funding')).toHaveLength(1);
  });

  it('credits what was paid for OVERPAID and PARTIALLY_PAID', async () => {
    const user = await signedInUser(ctx.app);
    const over = await newPaymentLink(ctx.app, user.token, 1000);
    const partial = await newPaymentLink(ctx.app, user.token, 3000);
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'OVERPAID', amountPaidKobo: 120_000 })
      .where(eq(simTransactions.transactionReference, over.transactionReference));
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'PARTIALLY_PAID', amountPaidKobo: 100_000 })
      .where(eq(simTransactions.transactionReference, partial.transactionReference));
    await postWebhook(ctx.app, secret, successfulEvent(over.transactionReference));
    await verify(ctx.app, user.token, partial.paymentReference);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 220_000, entries: 2 });
  });

  it('answers 401 to a bad signature and changes nothing; the signature covers the raw bytes', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'PAID', amountPaidKobo: 100_000 })
      .where(eq(simTransactions.transactionReference, link.transactionReference));
    const event = successfulEvent(link.transactionReference);
    const raw = JSON.stringify(event);
    const responses = await Promise.all([
      postWebhook(ctx.app, 'not-the-secret', event),
      postWebhook(ctx.app, secret, event, 'a'.repeat(128)),
      postWebhook(ctx.app, secret, event, 'short'),
      postWebhook(ctx.app, secret, event, ''),
      // Same JSON, other bytes: the signature of the compact form does not cover it.
      postWebhook(ctx.app, secret, JSON.stringify(event, null, 2), signWebhook(secret, raw)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 0, entries: 0 });
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReference, link.paymentReference));
    expect(payment?.status).toBe('PENDING');

    // Pretty-printed bytes with their own signature are accepted.
    const pretty = await postWebhook(ctx.app, secret, JSON.stringify(event, null, 2));
    expect(pretty.statusCode).toBe(200);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 100_000, entries: 1 });
  });

  it('changes nothing for a bad signature alone', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    await ctx.app.db
      .update(simTransactions)
      .set({ status: 'PAID', amountPaidKobo: 100_000 })
      .where(eq(simTransactions.transactionReference, link.transactionReference));
    const response = await postWebhook(
      ctx.app,
      'wrong',
      successfulEvent(link.transactionReference),
    );
    expect(response.statusCode).toBe(401);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 0, entries: 0 });
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReference, link.paymentReference));
    expect(payment?.status).toBe('PENDING');
  });

  it('credits nothing when the status API says the payment is not paid', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    // The event claims PAID; Monnify's status API says PENDING.
    const pending = await postWebhook(ctx.app, secret, successfulEvent(link.transactionReference));
    expect(pending.statusCode).toBe(200);
    const unknown = await postWebhook(
      ctx.app,
      secret,
      successfulEvent('MNFY|00000000000000|ABCDEF'),
    );
    expect(unknown.statusCode).toBe(200);
    const other = await postWebhook(ctx.app, secret, { eventType: 'SETTLEMENT', eventData: {} });
    expect(other.statusCode).toBe(200);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 0, entries: 0 });
    const verified = await verify(ctx.app, user.token, link.paymentReference);
    expect(json<VerifyBody>(verified).data.responseBody.paymentStatus).toBe('PENDING');
  });

  it('marks a cancelled checkout failed and credits nothing', async () => {
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    const cancelled = await submitCheckout(ctx.app, link.checkoutUrl, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain(`paymentReference=${link.paymentReference}`);
    const verified = await verify(ctx.app, user.token, link.paymentReference);
    expect(json<VerifyBody>(verified).data.responseBody.paymentStatus).toBe('CANCELLED');
    const [record] = await ctx.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.txRef, link.paymentReference));
    expect(record?.status).toBe('failed');
    // Pay after cancel does nothing either.
    await submitCheckout(ctx.app, link.checkoutUrl, 'pay');
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 0, entries: 0 });
  });

  it('lets a user verify only their own payments', async () => {
    const owner = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, owner.token, 1000);
    const response = await verify(ctx.app, other.token, link.paymentReference);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe(FUNDING_MESSAGES.paymentNotFound);
  });

  it('keeps the ledger invariant', async () => {
    expect((await ledgerSums(ctx.app.db)).mismatches).toEqual([]);
  });
});
