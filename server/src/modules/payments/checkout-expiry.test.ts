import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@contract/api';
import { payments } from '../../db/schema';
import { MONNIFY_CHECKOUT_MINUTES } from '../../config';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { newPaymentLink, submitCheckout } from '../../../test/payments';
import { snapshot } from '../../../test/wallet';
import { expireUnpaidCheckouts } from './checkout-expiry';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** Moves a checkout's start into the past, as if the customer had left it open that long. */
const startedMinutesAgo = (paymentReference: string, minutes: number) =>
  ctx.app.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(payments.paymentReference, paymentReference));

async function historyRow(token: string, txRef: string) {
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/',
    headers: bearer(token),
  });
  const row = json<{ data: Transaction[] }>(list).data.find((t) => t.tx_ref === txRef);
  if (!row) throw new Error(`no ${txRef} in the history`);
  const receipt = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/get-transaction-by-id/${row.id}/`,
    headers: bearer(token),
  });
  return { listed: row, receipt: json<{ data: Transaction[] }>(receipt).data[0] };
}

it("Monnify's checkout window is 40 minutes", () => {
  expect(MONNIFY_CHECKOUT_MINUTES).toBe(40);
  expect(ctx.config.monnify.checkoutMinutes).toBe(40);
});

it('an unpaid checkout stays pending within the window and reads Expired after it', async () => {
  const user = await signedInUser(ctx.app);
  const link = await newPaymentLink(ctx.app, user.token, 2000);
  await startedMinutesAgo(link.paymentReference, 39);
  await expireUnpaidCheckouts(ctx.app.db, MONNIFY_CHECKOUT_MINUTES, 100);
  expect((await historyRow(user.token, link.paymentReference)).listed.status).toBe('pending');

  await startedMinutesAgo(link.paymentReference, 41);
  expect(await expireUnpaidCheckouts(ctx.app.db, MONNIFY_CHECKOUT_MINUTES, 100)).toBe(1);
  const { listed, receipt } = await historyRow(user.token, link.paymentReference);
  expect(listed.status).toBe('expired');
  expect(receipt?.status).toBe('expired');
  expect(receipt?.response).toBe('Checkout expired: no payment was received');
  // a second pass finds nothing left to expire
  expect(await expireUnpaidCheckouts(ctx.app.db, MONNIFY_CHECKOUT_MINUTES, 100)).toBe(0);
});

it('a payment confirmed after the checkout expired is still credited, once', async () => {
  const user = await signedInUser(ctx.app);
  const link = await newPaymentLink(ctx.app, user.token, 3000);
  await startedMinutesAgo(link.paymentReference, 45);
  await expireUnpaidCheckouts(ctx.app.db, MONNIFY_CHECKOUT_MINUTES, 100);
  expect((await historyRow(user.token, link.paymentReference)).listed.status).toBe('expired');

  expect((await submitCheckout(ctx.app, link.checkoutUrl, 'pay')).statusCode).toBe(303);
  expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 300_000, entries: 1 });
  const { listed } = await historyRow(user.token, link.paymentReference);
  expect(listed).toMatchObject({ status: 'confirmed', amount: 3000 });
});
