import { sql } from 'drizzle-orm';
import { startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser } from '../../../test/accounts';
import { newPaymentLink, pathOf } from '../../../test/payments';
import { sameAppTransport } from '../../plugins/same-app-transport';
import { createMonnifyClient, createPaystackClient } from '../../../test/vendors';
import { lagosDay } from '../reconciliation/provider-balances';
import { reconcileDay } from '../console/reconciliation/day';

describe('the day’s reconciliation with Paystack beside Monnify', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  }, 120_000);
  afterAll(() => ctx.close());

  const pay = (checkoutUrl: string) =>
    ctx.app.inject({
      method: 'POST',
      url: pathOf(checkoutUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });

  it('lists Paystack’s card funding against its records, apart from Monnify’s', async () => {
    const user = await signedInUser(ctx.app);
    await pay((await newPaymentLink(ctx.app, user.token, 1000)).checkoutUrl);
    await ctx.app.db.execute(
      sql`UPDATE payment_provider_settings SET preferred = (provider = 'paystack')`,
    );
    try {
      await pay((await newPaymentLink(ctx.app, user.token, 2500)).checkoutUrl);
    } finally {
      await ctx.app.db.execute(
        sql`UPDATE payment_provider_settings SET preferred = (provider = 'monnify')`,
      );
    }
    const transport = sameAppTransport(ctx.app, ctx.config.publicUrl);
    const day = await reconcileDay(
      {
        db: ctx.app.db,
        billsProviders: ctx.app.billsProviders,
        payments: createMonnifyClient(ctx.config.monnify, transport),
        paystack: createPaystackClient(ctx.config.paystack, transport),
      },
      lagosDay(new Date()),
    );
    // other tests' payments may share the day: each provider's own sides agree
    expect(day.paystack_funding?.card.credited).toBe(day.paystack_funding?.card.provider);
    expect(day.paystack_funding?.card.credited).toBeGreaterThanOrEqual(2500);
    expect(day.paystack_funding?.differences).toEqual({
      ours_without_theirs: [],
      theirs_without_ours: [],
      amount_mismatches: [],
    });
    // Paystack's credit is not counted as Monnify's
    expect(day.funding.card.credited).toBe(day.funding.card.provider);
    expect(day.funding.differences?.ours_without_theirs).toEqual([]);
  });
});
