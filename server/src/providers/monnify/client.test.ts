import { loadConfig } from '../../config';
import { startTestApp, type TestContext } from '../../../test/harness';
import type { Transport } from '../../ports/http';
import { createMonnifyClient, MonnifyError } from './client';
import { sameAppTransport } from '../../plugins/same-app-transport';

describe('Monnify client against the simulator', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  /** The app's transport, counting logins. */
  function counting() {
    const inner = sameAppTransport(ctx.app, ctx.config.publicUrl);
    const seen = { logins: 0, calls: 0 };
    const transport: Transport = async (url, init) => {
      seen.calls += 1;
      if (url.endsWith('/api/v1/auth/login')) seen.logins += 1;
      return inner(url, init);
    };
    return { seen, transport };
  }

  it('logs in once, caches the token and logs in again once it nears expiry', async () => {
    const { seen, transport } = counting();
    let clock = Date.now();
    const client = createMonnifyClient(ctx.config.monnify, transport, () => clock);
    const checkout = await client.initTransaction({
      amount: 1500.5,
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.com',
      paymentReference: `TEST${Date.now()}`,
      paymentDescription: 'test',
      redirectUrl: 'http://localhost:8080/dashboard/callback',
    });
    const status = await client.getTransactionStatus(checkout.transactionReference);
    expect(status).toMatchObject({
      transactionReference: checkout.transactionReference,
      paymentStatus: 'PENDING',
      amountPaid: 0,
      totalPayable: 1500.5,
      productType: 'WEB_SDK',
    });
    expect(seen.logins).toBe(1);
    clock += 3600 * 1000;
    await client.getTransactionStatus(checkout.transactionReference);
    expect(seen.logins).toBe(2);
  });

  it('logs in again after a 401 and retries the call', async () => {
    const { seen, transport } = counting();
    let reject = true;
    const flaky: Transport = async (url, init) => {
      if (reject && url.includes('/api/v2/')) {
        reject = false;
        return { status: 401, text: async () => '{"requestSuccessful":false}' };
      }
      return transport(url, init);
    };
    const client = createMonnifyClient(ctx.config.monnify, flaky);
    await expect(client.getTransactionStatus('MNFY|none')).rejects.toMatchObject({ status: 404 });
    expect(seen.logins).toBe(2);
  });

  it('refuses wrong credentials and times out a slow upstream', async () => {
    const wrong = createMonnifyClient(
      { ...ctx.config.monnify, secretKey: 'wrong' },
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    await expect(wrong.getTransactionStatus('x')).rejects.toBeInstanceOf(MonnifyError);

    const hanging: Transport = (_url, init) =>
      new Promise((_resolve, rejectCall) => {
        init.signal.addEventListener('abort', () => rejectCall(new Error('aborted')));
      });
    const slow = createMonnifyClient({ ...ctx.config.monnify, timeoutMs: 50 }, hanging);
    await expect(slow.getTransactionStatus('x')).rejects.toThrow(/failed: aborted/);

    const garbage: Transport = async () => ({ status: 200, text: async () => '<html>' });
    await expect(
      createMonnifyClient(ctx.config.monnify, garbage).getTransactionStatus('x'),
    ).rejects.toThrow(/no JSON/);
  });

  it('reserves accounts idempotently per reference', async () => {
    const client = createMonnifyClient(
      ctx.config.monnify,
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    const input = {
      accountReference: `REF${Date.now()}`,
      accountName: 'Ada Obi',
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.com',
      nin: '12345678901',
      preferredBanks: ['035'],
    };
    const first = await client.reserveAccount(input);
    expect(first.accounts).toEqual([
      expect.objectContaining({
        bankCode: '035',
        accountNumber: expect.stringMatching(/^50\d{8}$/),
      }),
    ]);
    expect(await client.reserveAccount(input)).toEqual(first);
  });
});

describe('Monnify configuration', () => {
  it('points at the simulator without credentials', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://example.ng/', JWT_SECRET: 'x' });
    expect(config.monnify).toMatchObject({
      baseUrl: 'https://example.ng/simulator/monnify',
      simulator: true,
    });
  });

  it('uses real credentials when all are set, and refuses half a configuration', () => {
    const config = loadConfig({
      JWT_SECRET: 'x',
      STAGING_ALLOW_SIMULATORS: 'true',
      MONNIFY_API_KEY: 'MK_PROD',
      MONNIFY_SECRET_KEY: 'secret',
      MONNIFY_CONTRACT_CODE: '123',
      MONNIFY_BASE_URL: 'https://api.monnify.com/',
    });
    expect(config.monnify).toMatchObject({
      baseUrl: 'https://api.monnify.com',
      simulator: false,
      apiKey: 'MK_PROD',
    });
    expect(() => loadConfig({ JWT_SECRET: 'x', MONNIFY_API_KEY: 'MK' })).toThrow(/together/);
  });

  it('does not mount the simulator with real credentials', async () => {
    const ctx = await startTestApp({
      monnify: {
        baseUrl: 'https://sandbox.monnify.com',
        apiKey: 'MK',
        secretKey: 'secret',
        contractCode: '1',
        simulator: false,
        timeoutMs: 1000,
        checkoutMinutes: 40,
      },
    });
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/simulator/monnify/bank-transfer',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
