import type { Transaction } from '@contract/api';
import { CATEGORY_IDS, DEFAULT_TRANSACTIONS_PAGE_SIZE } from '@contract/constants';
import { transactions } from '../../db/schema';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { seedBalance } from '../../../test/wallet';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const list = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: Transaction[] }>(response).data;
};

describe('GET get-transactions/ (the list in data)', () => {
  it('requires a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/get-transactions/' });
    expect(response.statusCode).toBe(401);
  });

  it("returns only the caller's transactions, newest first, with the list in data", async () => {
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, alice.id, 'bonus', 3000);
    await seedBalance(ctx.database.db, bob.id, 'bonus', 1000);
    const transfer = (token: string, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/transfer-bonus/',
        headers: bearer(token),
        payload: { amount },
      });
    expect((await transfer(alice.token, 1000)).statusCode).toBe(200);
    expect((await transfer(bob.token, 1000)).statusCode).toBe(200);
    expect((await transfer(alice.token, 1500)).statusCode).toBe(200);
    const upgrade = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/upgrade-user/',
      headers: bearer(alice.token),
      payload: { level: 'agent', amount: 100 },
    });
    expect(upgrade.statusCode).toBe(200);
    // a funding row with a category, as later issues will write
    await ctx.database.db.insert(transactions).values({
      userId: bob.id,
      txRef: 'NT-bob-card',
      categoryId: CATEGORY_IDS.airtime,
      kind: 'purchase',
      description: 'MTN airtime',
      amountKobo: 10_000,
      phoneNo: '08031234567',
      status: 'pending',
    });

    const mine = await list(alice.token);
    expect(mine.map((t) => [t.description, t.amount])).toEqual([
      ['Upgrade to Agent level', 100],
      ['Referral bonus transfer to wallet', 1500],
      ['Referral bonus transfer to wallet', 1000],
    ]);
    expect(mine[1]).toEqual({
      id: expect.any(Number),
      tx_ref: expect.stringMatching(/^NT\d+[0-9A-F]{8}$/),
      subcategory: null,
      category: null,
      plan: null,
      phone_no: null,
      card_no: null,
      description: 'Referral bonus transfer to wallet',
      response: 'Bonus transferred to your wallet successfully',
      amount: 1500,
      token: null,
      initial_balance: 1000,
      new_balance: 2500,
      status: 'confirmed',
      kind: 'bonus_transfer',
      result: null,
      refund: null,
      // no purchase screen sells a bonus transfer: nothing to buy again
      buy_again: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mine[0]).toMatchObject({ initial_balance: 2500, new_balance: 2400 });

    const theirs = await list(bob.token);
    expect(theirs).toHaveLength(2);
    expect(theirs[0]).toMatchObject({
      tx_ref: 'NT-bob-card',
      status: 'pending',
      phone_no: '08031234567',
      category: { id: CATEGORY_IDS.airtime, name: expect.any(String), image: expect.any(String) },
    });
  });

  it(`returns at most the newest ${DEFAULT_TRANSACTIONS_PAGE_SIZE}`, async () => {
    const user = await signedInUser(ctx.app);
    await ctx.database.db.insert(transactions).values(
      Array.from({ length: DEFAULT_TRANSACTIONS_PAGE_SIZE + 5 }, (_, i) => ({
        userId: user.id,
        txRef: `NT-many-${user.id}-${i}`,
        kind: 'purchase',
        description: `row ${i}`,
        amountKobo: 100,
        status: 'confirmed' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    const rows = await list(user.token);
    expect(rows).toHaveLength(DEFAULT_TRANSACTIONS_PAGE_SIZE);
    expect(rows[0]?.description).toBe(`row ${DEFAULT_TRANSACTIONS_PAGE_SIZE + 4}`);
    expect(rows.at(-1)?.description).toBe('row 5');
  });
});
