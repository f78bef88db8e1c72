import { and, eq } from 'drizzle-orm';
import { WALLET_MESSAGES } from '@contract/rules';
import { transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import { ledgerSums } from './ledger';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

// 200 requests on one user at once; on PostgreSQL they run on up to 20 pooled connections.

const BONUS_NAIRA = 50_000;
const WALLET_NAIRA = 20_000;

describe('concurrent bonus transfers and upgrades on one user', () => {
  it('never overdraw, and the ledger adds up afterwards', async () => {
    const user = await signedInUser(ctx.app);
    const db = ctx.database.db;
    await seedBalance(db, user.id, 'bonus', BONUS_NAIRA);
    await seedBalance(db, user.id, 'wallet', WALLET_NAIRA);
    const levels = ['agent', 'reseller', 'api', 'normal'];

    const requests = Array.from({ length: 200 }, (_, i) =>
      i % 4 === 3
        ? ctx.app.inject({
            method: 'PUT',
            url: '/api/v1/upgrade-user/',
            headers: bearer(user.token),
            payload: { level: levels[(i >> 2) % levels.length] },
          })
        : ctx.app.inject({
            method: 'POST',
            url: '/api/v1/transfer-bonus/',
            headers: bearer(user.token),
            payload: { amount: 1000 },
          }),
    );
    const started = Date.now();
    const responses = await Promise.all(requests);
    const elapsed = Date.now() - started;
    process.stdout.write(`200 concurrent wallet requests (${ctx.database.kind}): ${elapsed} ms\n`);

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);
    const transfers = responses.filter((_, i) => i % 4 !== 3);
    const transferred = transfers.filter((r) => r.statusCode === 200).length;
    // 150 transfers of ₦1,000 against ₦50,000 of bonus: exactly 50 go through
    expect(transferred).toBe(50);
    for (const r of transfers.filter((r) => r.statusCode === 400))
      expect(json<ErrorBody>(r).message).toBe(WALLET_MESSAGES.bonusInsufficient);

    const charged = await db
      .select({ amount: transactions.amountKobo })
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.kind, 'level_upgrade')));
    const upgradesKobo = charged.reduce((sum, row) => sum + row.amount, 0);
    const after = await snapshot(db, user.id);
    expect(after.bonus).toBe(0);
    expect(after.wallet).toBe(2_000_000 + 5_000_000 - upgradesKobo);
    expect(after.wallet).toBeGreaterThanOrEqual(0);
    const entries = await entriesOf(db, user.id);
    expect(entries.every((e) => e.balanceAfterKobo >= 0)).toBe(true);
    expect(await ledgerSums(db, [user.id])).toEqual({ usersChecked: 1, mismatches: [] });
    expect((await ledgerSums(db)).mismatches).toEqual([]);
  });

  it('never overdraw the wallet with concurrent upgrades', async () => {
    const user = await signedInUser(ctx.app);
    const db = ctx.database.db;
    // enough for agent (₦100) and reseller (₦5,000) but not also api (₦10,000)
    await seedBalance(db, user.id, 'wallet', 10_050);
    const sequence = ['agent', 'reseller', 'api', 'normal'];
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/upgrade-user/',
          headers: bearer(user.token),
          payload: { level: sequence[i % sequence.length] },
        }),
      ),
    );
    process.stdout.write(
      `200 concurrent upgrades (${ctx.database.kind}): ${Date.now() - started} ms\n`,
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    const after = await snapshot(db, user.id);
    expect(after.wallet).toBeGreaterThanOrEqual(0);
    const entries = await entriesOf(db, user.id, 'level_upgrade');
    expect(after.wallet).toBe(1_005_000 + entries.reduce((sum, e) => sum + e.amountKobo, 0));
    expect(await ledgerSums(db, [user.id])).toEqual({ usersChecked: 1, mismatches: [] });
  });
});
