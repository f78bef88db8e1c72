import { desc, eq, sql } from 'drizzle-orm';
import { staffAudit } from '../../db/schema';
import { signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { createVirtualAccount, newPaymentLink } from '../../../test/payments';
import { simulatorPaystackConfig } from '../../config';
import { FUNDING_MESSAGES } from '@contract/rules';

interface Providers {
  data: {
    providers: {
      provider: string;
      configured: boolean;
      preferred: boolean;
      checkout_breaker: string;
      checkout_breaker_since: string | null;
      deposit_charge_percent: number | null;
      deposit_charge_cap: number | null;
      deposit_charge_text: string;
      funding: { period: string; card: { count: number; value: number } }[];
    }[];
  };
}

describe('console: the payments providers as owners set them', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await startTestApp();
    owner = await signedInStaff(ctx.app, 'owner');
    support = await signedInStaff(ctx.app, 'support');
  }, 120_000);
  afterAll(() => ctx.close());

  const change = (who: { headers: Record<string, string> }, provider: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/console/payment-providers/${provider}`,
      headers: who.headers,
      payload,
    });
  const audits = () =>
    ctx.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'payment_provider.change'))
      .orderBy(desc(staffAudit.id));

  it('lists Monnify preferred and Paystack at 1% capped at ₦300 to every staff member', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/payment-providers',
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(json<Providers>(response).data.providers).toEqual([
      expect.objectContaining({
        provider: 'monnify',
        configured: true,
        preferred: true,
        checkout_breaker: 'closed',
        checkout_breaker_since: null,
        deposit_charge_percent: null,
      }),
      expect.objectContaining({
        provider: 'paystack',
        configured: true,
        preferred: false,
        deposit_charge_percent: 1,
        deposit_charge_cap: 300,
        deposit_charge_text: '1% of every deposit, at most ₦300.00.',
      }),
    ]);
  });

  it('lets an owner prefer Paystack and set its charge, audited; card checkouts and the fund-wallet rule follow', async () => {
    const reason = 'Monnify settlements are late this week';
    expect((await change(support, 'paystack', { preferred: true, reason })).statusCode).toBe(403);
    expect((await change(owner, 'paystack', { preferred: true })).statusCode).toBe(400);
    expect((await change(owner, 'monnify', { deposit_charge_percent: 1, reason })).statusCode).toBe(
      400,
    );
    expect(
      (await change(owner, 'paystack', { deposit_charge_percent: 1.005, reason })).statusCode,
    ).toBe(400);
    expect(
      (await change(owner, 'paystack', { deposit_charge_percent: 11, reason })).statusCode,
    ).toBe(400);
    expect((await change(owner, 'visa', { preferred: true, reason })).statusCode).toBe(400);
    expect(await audits()).toHaveLength(0);

    const preferred = await change(owner, 'paystack', {
      preferred: true,
      deposit_charge_percent: 1.5,
      deposit_charge_cap: 250,
      reason,
    });
    expect(preferred.statusCode).toBe(200);
    expect(json<Providers>(preferred).data.providers[0]).toMatchObject({
      provider: 'paystack',
      preferred: true,
      deposit_charge_text: '1.5% of every deposit, at most ₦250.00.',
    });
    const fundingOf = async (provider: string) => {
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/console/payment-providers',
        headers: owner.headers,
      });
      return json<Providers>(listed).data.providers.find((row) => row.provider === provider)
        ?.funding[0];
    };
    const before = await fundingOf('paystack');
    const [audit] = await audits();
    expect(audit).toMatchObject({ reason, subjectId: 'paystack' });

    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    expect(link).toMatchObject({ provider: 'paystack' });
    await ctx.app.inject({
      method: 'POST',
      url: new URL(link.checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    // today's Paystack card funding rose by the ₦1,000 paid
    expect(await fundingOf('paystack')).toMatchObject({
      period: 'today',
      card: { count: (before?.card.count ?? 0) + 1, value: (before?.card.value ?? 0) + 1000 },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(json<{ data: { paystack_charges: string } }>(me).data.paystack_charges).toBe(
      '1.5% of every deposit, at most ₦250.00.',
    );

    expect(
      (await change(owner, 'monnify', { preferred: true, reason: 'Back to Monnify' })).statusCode,
    ).toBe(200);
    expect(await newPaymentLink(ctx.app, user.token, 1000)).toMatchObject({ provider: 'monnify' });
  });
});

describe('a server without Paystack: Monnify alone', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await startTestApp({
      paystack: { ...simulatorPaystackConfig('http://localhost:8080'), enabled: false },
    });
    owner = await signedInStaff(ctx.app, 'owner');
  }, 120_000);
  afterAll(() => ctx.close());

  const providers = async () =>
    json<Providers>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/console/payment-providers',
        headers: owner.headers,
      }),
    ).data.providers;

  it('shows Paystack not configured and refuses to make it the preferred one', async () => {
    expect((await providers()).map((row) => [row.provider, row.configured])).toEqual([
      ['monnify', true],
      ['paystack', false],
    ]);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/console/payment-providers/paystack',
      headers: owner.headers,
      payload: { preferred: true, reason: 'Try Paystack for a week' },
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toBe(
      'This provider is not configured on this server.',
    );
  });

  it('sends checkouts to Monnify even if Paystack was left preferred, and reserves no Paystack account', async () => {
    // preferred while it was configured, before its key was removed
    await ctx.app.db.execute(
      sql`UPDATE payment_provider_settings SET preferred = (provider = 'paystack')`,
    );
    const user = await signedInUser(ctx.app);
    const link = await newPaymentLink(ctx.app, user.token, 1000);
    expect(link).toMatchObject({ provider: 'monnify' });
    expect(link.checkoutUrl).toContain('/simulator/monnify/');
    const account = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'paystack',
      account_name: 'Ada Obi',
    });
    expect(account.statusCode).toBe(400);
    expect(json<{ message: string }>(account).message).toBe(FUNDING_MESSAGES.bankRequired);
  });
});
