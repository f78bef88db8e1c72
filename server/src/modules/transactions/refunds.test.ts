import type { Transaction } from '@contract/api';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import {
  buy,
  packageId,
  SANDBOX,
  simulatorResolves,
  transactionByRef,
} from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

/** the customer's wallet before the purchases, in naira */
const WALLET_NAIRA = 10_000;

/*
 * A failed or reversed purchase shows its refund in the history and on the receipt: the amount
 * given back and the wallet balance right after it, read from the ledger.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

async function funded() {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', WALLET_NAIRA);
  return user;
}

async function airtime(token: string, phone: string, amount: number) {
  const mtn = await packageId(ctx.database.db, 'mtn-airtime');
  return buy(ctx.app, token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: phone,
    amount,
    package_id: mtn,
  });
}

async function history(token: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: Transaction[] }>(response).data;
}

async function receipt(token: string, id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/get-transaction-by-id/${id}/`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: Transaction[] }>(response).data[0];
}

describe('the refund of a failed or reversed purchase', () => {
  it('a failed purchase: the refund and the balance after it, in the list and on the receipt', async () => {
    const user = await funded();
    expect((await airtime(user.token, SANDBOX.failed, 500)).statusCode).toBe(400);

    const [row] = await history(user.token);
    expect(row).toMatchObject({
      status: 'failed',
      amount: 495,
      initial_balance: 10_000,
      new_balance: 9505,
      refund: { amount: 495, balance_after: 10_000 },
    });
    expect(row?.response).toMatch(
      /^Transaction failed \(the provider did not deliver it\): .*₦495\.00 has been refunded/,
    );
    expect(Date.parse(row?.refund?.refunded_at ?? '')).not.toBeNaN();
    expect(await receipt(user.token, row!.id)).toEqual(row);
  });

  it('a delivered purchase the provider reverses: the refund appears once it is reversed', async () => {
    const user = await funded();
    const bought = await airtime(user.token, SANDBOX.success, 1000);
    const { transaction } = json<{ data: { transaction: Transaction } }>(bought).data;
    expect(transaction.refund).toBeNull();
    const [confirmed] = await history(user.token);
    expect(confirmed).toMatchObject({ status: 'confirmed', refund: null });

    const requestId = (await transactionByRef(ctx.database.db, transaction.tx_ref)).requestId!;
    await simulatorResolves(ctx.app, requestId, 'reversed');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/vtpass/',
      payload: { type: 'transaction-update', data: { requestId } },
    });

    const reversed = await receipt(user.token, transaction.id);
    expect(reversed).toMatchObject({
      status: 'reversed',
      new_balance: 9010,
      refund: { amount: 990, balance_after: 10_000 },
    });
  });
});
