import { startTestApp, type TestContext } from '../../../test/harness';
import { sameAppTransport } from '../../plugins/same-app-transport';
import type { PaymentsProvider } from '../../ports/payments';
import { createPaystackClient, PaystackError } from './client';
import { PAYSTACK_SIGNATURE_HEADER, signWebhook } from './signature';

describe('Paystack client against the simulator', () => {
  let ctx: TestContext;
  let client: PaymentsProvider;
  beforeAll(async () => {
    ctx = await startTestApp();
    client = createPaystackClient(
      ctx.config.paystack,
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
  });
  afterAll(() => ctx.close());

  const mode = (value: string) =>
    ctx.app.inject({ method: 'POST', url: '/simulator/paystack/mode', payload: { mode: value } });

  let sequence = 0;
  async function checkout(amount = 2500.5) {
    sequence += 1;
    return client.initTransaction({
      amount,
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.com',
      paymentReference: `PSTEST${Date.now()}${sequence}`,
      paymentDescription: 'test',
      redirectUrl: 'http://localhost:8080/dashboard/callback',
    });
  }

  /** Presses a button on the simulator's checkout page; answers where it redirects. */
  async function press(checkoutUrl: string, action: 'pay' | 'decline' | 'cancel') {
    const response = await ctx.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
    expect(response.statusCode).toBe(303);
    return new URL(String(response.headers.location));
  }

  it('initializes a checkout whose reference is ours and verifies it abandoned until paid', async () => {
    const started = await checkout();
    expect(started.transactionReference).toBe(started.paymentReference);
    expect(started.checkoutUrl).toMatch(
      /^http:\/\/localhost:8080\/simulator\/paystack\/checkout\//,
    );
    expect(await client.getTransactionStatus(started.transactionReference)).toMatchObject({
      paymentStatus: 'ABANDONED',
      amountPaid: 0,
      totalPayable: 2500.5,
      paidOn: null,
    });

    const back = await press(started.checkoutUrl, 'pay');
    // Paystack adds trxref and reference to our callback, which already names our reference.
    expect(back.pathname).toBe('/dashboard/callback');
    expect(back.searchParams.get('paymentReference')).toBe(started.paymentReference);
    expect(back.searchParams.get('reference')).toBe(started.paymentReference);
    const paid = await client.getTransactionStatus(started.transactionReference);
    expect(paid).toMatchObject({ paymentStatus: 'PAID', amountPaid: 2500.5, productType: 'CARD' });
    expect(Date.parse(paid.paidOn ?? '')).not.toBeNaN();
  });

  it('verifies a declined card as FAILED, and an unknown reference as a 404', async () => {
    const declined = await checkout();
    await press(declined.checkoutUrl, 'decline');
    expect(await client.getTransactionStatus(declined.transactionReference)).toMatchObject({
      paymentStatus: 'FAILED',
      amountPaid: 0,
    });
    const cancelled = await checkout();
    await press(cancelled.checkoutUrl, 'cancel');
    // abandoned: not a failure; the customer may still come back and pay
    expect(await client.getTransactionStatus(cancelled.transactionReference)).toMatchObject({
      paymentStatus: 'ABANDONED',
    });
    await expect(client.getTransactionStatus('NO-SUCH-REF')).rejects.toMatchObject({
      name: 'PaystackError',
      status: 404,
    });
  });

  it('creates a customer and one dedicated account at the preferred bank, the same when asked again', async () => {
    const input = {
      accountReference: 'ignored',
      accountName: 'Ada Obi',
      customerName: 'Ada Obi',
      customerEmail: `dva${Date.now()}@example.com`,
      preferredBanks: ['titan-paystack'],
    };
    const first = await client.reserveAccount(input);
    expect(first.accountReference).toMatch(/^CUS_/);
    expect(first.accounts).toEqual([
      {
        bankCode: 'titan-paystack',
        bankName: 'Titan Paystack',
        accountNumber: expect.stringMatching(/^98\d{8}$/) as string,
        accountName: 'NAIRATOP/ADA OBI',
      },
    ]);
    expect(await client.reserveAccount(input)).toEqual(first);
    await expect(
      client.reserveAccount({ ...input, preferredBanks: ['no-such-bank'] }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('lists the day’s successful payments for reconciliation', async () => {
    const started = await checkout(1000);
    await press(started.checkoutUrl, 'pay');
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const received = await client.paymentsReceived(today);
    expect(received).toContainEqual(
      expect.objectContaining({
        transactionReference: started.transactionReference,
        amountPaid: 1000,
      }),
    );
  });

  it('fails as a PaystackError when the simulator is down, slow or unreadable, and wrong keys are refused', async () => {
    try {
      await mode('down');
      await expect(checkout()).rejects.toMatchObject({ name: 'PaystackError', status: 503 });
      await mode('unreadable');
      await expect(checkout()).rejects.toThrow(/answered no JSON/);
      await mode('timeout');
      const impatient = createPaystackClient(
        { ...ctx.config.paystack, timeoutMs: 50 },
        sameAppTransport(ctx.app, ctx.config.publicUrl),
      );
      await expect(impatient.getTransactionStatus('x')).rejects.toThrow(/failed/);
    } finally {
      await mode('ok');
    }
    expect((await mode('sideways')).statusCode).toBe(400);
    const wrong = createPaystackClient(
      { ...ctx.config.paystack, secretKey: 'sk_test_wrong' },
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    await expect(wrong.getTransactionStatus('x')).rejects.toBeInstanceOf(PaystackError);
  });

  it('accepts only x-paystack-signature of the raw body with the secret key', () => {
    const raw = Buffer.from('{"event":"charge.success","data":{"reference":"r"}}');
    const signed = signWebhook(ctx.config.paystack.secretKey, raw);
    expect(client.isSignedNotification(raw, { [PAYSTACK_SIGNATURE_HEADER]: signed })).toBe(true);
    expect(client.isSignedNotification(raw, {})).toBe(false);
    expect(
      client.isSignedNotification(raw, {
        [PAYSTACK_SIGNATURE_HEADER]: signWebhook('sk_other', raw),
      }),
    ).toBe(false);
    expect(
      client.isSignedNotification(Buffer.from(`${raw.toString()} `), {
        [PAYSTACK_SIGNATURE_HEADER]: signed,
      }),
    ).toBe(false);
  });
});
