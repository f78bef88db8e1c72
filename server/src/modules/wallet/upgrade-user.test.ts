import { eq } from 'drizzle-orm';
import type { UpgradeUserResponse } from '@contract/api';
import { WALLET_MESSAGES } from '@contract/rules';
import { levels, transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import { ledgerSums } from './ledger';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const upgrade = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/upgrade-user/', headers: bearer(token), payload });

describe('PUT upgrade-user/', () => {
  it.each([[{}], [{ level: '' }], [{ level: 'gold' }]])(
    'rejects %j with the form message',
    async (payload) => {
      const user = await signedInUser(ctx.app);
      const response = await upgrade(user.token, payload);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).message).toBe(WALLET_MESSAGES.levelRequired);
    },
  );

  it('refuses an upgrade the wallet cannot pay for and writes nothing', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 4999.99);
    const before = await snapshot(ctx.database.db, user.id);
    const response = await upgrade(user.token, { level: 'reseller', amount: 5000 });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(WALLET_MESSAGES.walletInsufficient);
    expect(await snapshot(ctx.database.db, user.id)).toEqual(before);
  });

  it("rejects a client amount that differs from the level's price", async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 1000);
    const before = await snapshot(ctx.database.db, user.id);
    const response = await upgrade(user.token, { level: 'agent', amount: 50 });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(WALLET_MESSAGES.levelPriceChanged);
    expect(await snapshot(ctx.database.db, user.id)).toEqual(before);
  });

  it("debits exactly the server's price of the level and sets the level", async () => {
    // an operator changed the price: the server's price is what is charged
    await ctx.database.db
      .update(levels)
      .set({ upgradePriceKobo: 12_050 })
      .where(eq(levels.name, 'agent'));
    try {
      const user = await signedInUser(ctx.app);
      await seedBalance(ctx.database.db, user.id, 'wallet', 1000);
      const response = await upgrade(user.token, { level: 'Agent' });
      expect(response.statusCode).toBe(200);
      expect(json<{ message: string; data: UpgradeUserResponse }>(response)).toEqual({
        message: WALLET_MESSAGES.upgraded,
        data: { user_level: 'agent', wallet_balance: 879.5 },
      });
      const after = await snapshot(ctx.database.db, user.id);
      expect(after).toMatchObject({ wallet: 87_950, levelId: 2 });
      const [record] = await ctx.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, user.id));
      expect(record).toMatchObject({
        kind: 'level_upgrade',
        description: 'Upgrade to Agent level',
        amountKobo: 12_050,
        initialBalanceKobo: 100_000,
        newBalanceKobo: 87_950,
        status: 'confirmed',
      });
      const [entry] = await entriesOf(ctx.database.db, user.id, 'level_upgrade');
      expect(entry).toMatchObject({
        account: 'wallet',
        amountKobo: -12_050,
        reference: record?.txRef,
      });

      const again = await upgrade(user.token, { level: 'agent', amount: 120.5 });
      expect(again.statusCode).toBe(400);
      expect(json<ErrorBody>(again).message).toBe(WALLET_MESSAGES.levelCurrent);
      expect(await snapshot(ctx.database.db, user.id)).toEqual(after);
    } finally {
      await ctx.database.db
        .update(levels)
        .set({ upgradePriceKobo: 10_000 })
        .where(eq(levels.name, 'agent'));
    }
  });

  it('downgrades for free, refunds nothing and records a transaction of amount 0', async () => {
    const user = await signedInUser(ctx.app);
    const apiPriceNaira = 10_000;
    await seedBalance(ctx.database.db, user.id, 'wallet', apiPriceNaira);
    expect((await upgrade(user.token, { level: 'api', amount: apiPriceNaira })).statusCode).toBe(
      200,
    );

    const response = await upgrade(user.token, { level: 'normal', amount: 50 });
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string; data: UpgradeUserResponse }>(response)).toEqual({
      message: WALLET_MESSAGES.downgraded,
      data: { user_level: 'normal', wallet_balance: 0 },
    });
    const records = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user.id))
      .orderBy(transactions.id);
    expect(records.map((r) => [r.kind, r.description, r.amountKobo])).toEqual([
      ['level_upgrade', 'Upgrade to API level', 1_000_000],
      ['level_downgrade', 'Downgrade to Normal level', 0],
    ]);
    expect(await snapshot(ctx.database.db, user.id)).toMatchObject({ wallet: 0, levelId: 1 });
    expect((await ledgerSums(ctx.database.db, [user.id])).mismatches).toEqual([]);
  });
});

describe('GET get-levels/', () => {
  it('lists every level with the price the operator last set, which upgrade-user then charges', async () => {
    const before = await ctx.app.inject({ url: '/api/v1/get-levels/' });
    expect(before.statusCode).toBe(200);
    expect(json<{ data: unknown[] }>(before).data).toEqual([
      { id: 1, name: 'normal', title: 'Normal', price: 50 },
      { id: 2, name: 'agent', title: 'Agent', price: 100 },
      { id: 3, name: 'reseller', title: 'Reseller', price: 5000 },
      { id: 4, name: 'api', title: 'API', price: 10000 },
    ]);

    await ctx.database.db.update(levels).set({ upgradePriceKobo: 150_00 }).where(eq(levels.id, 2));
    try {
      const after = await ctx.app.inject({ url: '/api/v1/get-levels/' });
      expect(json<{ data: { name: string; price: number }[] }>(after).data[1]).toMatchObject({
        name: 'agent',
        price: 150,
      });
      const user = await signedInUser(ctx.app);
      await seedBalance(ctx.database.db, user.id, 'wallet', 1000);
      const stale = await upgrade(user.token, { level: 'agent', amount: 100 });
      expect(json<ErrorBody>(stale).message).toBe(WALLET_MESSAGES.levelPriceChanged);
      const current = await upgrade(user.token, { level: 'agent', amount: 150 });
      expect(current.statusCode).toBe(200);
      expect(json<{ data: UpgradeUserResponse }>(current).data.wallet_balance).toBe(850);
    } finally {
      await ctx.database.db
        .update(levels)
        .set({ upgradePriceKobo: 100_00 })
        .where(eq(levels.id, 2));
    }
  });
});
