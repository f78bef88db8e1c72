import type { AttentionList } from '@contract/api/console';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { pendingPurchase, purchaseNeedingAttention } from '../../../../test/console-transactions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

it('lists the purchases that need attention, oldest first, and drops one once refunded', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  const first = await purchaseNeedingAttention(ctx.app);
  const second = await purchaseNeedingAttention(ctx.app);
  const stillRequeried = await pendingPurchase(ctx.app);
  const list = async () =>
    json<AttentionList>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/console/attention',
        headers: support.headers,
      }),
    );
  const before = await list();
  expect(before.data.map((item) => item.tx_ref)).toEqual([first.ref, second.ref]);
  expect(before.data[0]).toMatchObject({
    email: first.user.email,
    amount: 990,
    reason: expect.stringMatching(/^Still pending after 24 answers/),
  });
  expect(before.data.map((item) => item.tx_ref)).not.toContain(stillRequeried.ref);

  const refund = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/transactions/${first.ref}/refund`,
    headers: support.headers,
    payload: { reason: 'provider confirms failure' },
  });
  expect(refund.statusCode).toBe(200);
  expect((await list()).data.map((item) => item.tx_ref)).toEqual([second.ref]);
});
