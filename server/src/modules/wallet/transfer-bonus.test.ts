import type { TransferBonusResponse } from '@contract/api';
import { WALLET_MESSAGES } from '@contract/rules';
import { transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import { eq } from 'drizzle-orm';
import { ledgerSums } from './ledger';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const transfer = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/transfer-bonus/',
    headers: bearer(token),
    payload,
  });

describe('POST transfer-bonus/', () => {
  it('requires a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transfer-bonus/',
      payload: { amount: 1000 },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{}, WALLET_MESSAGES.amountRequired],
    [{ amount: 0 }, WALLET_MESSAGES.amountRequired],
    [{ amount: -5 }, WALLET_MESSAGES.amountRequired],
    [{ amount: 999.99 }, WALLET_MESSAGES.bonusMinimum],
    [{ amount: 1000.001 }, WALLET_MESSAGES.amountDecimals],
  ])('rejects %j with %s and writes nothing', async (payload, message) => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'bonus', 5000);
    const before = await snapshot(ctx.database.db, user.id);
    const response = await transfer(user.token, payload);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe(message);
    expect(body.data).toEqual({ amount: message });
    expect(await snapshot(ctx.database.db, user.id)).toEqual(before);
  });

  it('refuses more than the bonus balance and writes nothing', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'bonus', 1500);
    const before = await snapshot(ctx.database.db, user.id);
    const response = await transfer(user.token, { amount: 1500.01 });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(WALLET_MESSAGES.bonusInsufficient);
    expect(await snapshot(ctx.database.db, user.id)).toEqual(before);
  });

  it('moves bonus to the wallet with two entries and one confirmed transaction', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'bonus', 2500.5);
    await seedBalance(ctx.database.db, user.id, 'wallet', 100);

    const response = await transfer(user.token, { amount: 1200.25 });
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string; data: TransferBonusResponse }>(response)).toEqual({
      message: WALLET_MESSAGES.bonusTransferred,
      data: { wallet_balance: 1300.25, bonus: 1300.25 },
    });

    const [record] = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user.id));
    expect(record).toMatchObject({
      kind: 'bonus_transfer',
      description: 'Referral bonus transfer to wallet',
      amountKobo: 120_025,
      initialBalanceKobo: 10_000,
      newBalanceKobo: 130_025,
      status: 'confirmed',
    });
    const entries = await entriesOf(ctx.database.db, user.id, 'bonus_transfer');
    expect(entries.map((e) => [e.account, e.amountKobo, e.balanceAfterKobo])).toEqual([
      ['bonus', -120_025, 130_025],
      ['wallet', 120_025, 130_025],
    ]);
    for (const entry of entries) {
      expect(entry.reference).toBe(record?.txRef);
      expect(entry.transactionId).toBe(record?.id);
    }
    expect((await ledgerSums(ctx.database.db, [user.id])).mismatches).toEqual([]);
  });

  it('accepts the amount as a numeric string, as form posts send it', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'bonus', 1000);
    const response = await transfer(user.token, { amount: '1000' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: TransferBonusResponse }>(response).data).toEqual({
      wallet_balance: 1000,
      bonus: 0,
    });
  });
});
