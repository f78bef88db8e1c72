import { eq } from 'drizzle-orm';
import { WALLET_MESSAGES } from '@contract/rules';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { insertUser } from '../accounts/repository';
import { uniquePhone } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/harness';
import { entriesOf, snapshot } from '../../../test/wallet';
import { ledgerSums, post, type Account, type Posting } from './ledger';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let counter = 0;
async function newUser() {
  counter += 1;
  const email = `ledger${counter}.${Date.now()}@example.com`;
  const row = await insertUser(ctx.database.db, {
    firstName: 'Led',
    lastName: 'Ger',
    username: email,
    email,
    phoneNo: uniquePhone(),
    passwordHash: 'x',
    hearUs: 'Google',
  });
  return row.id;
}

const postOne = (posting: Posting) => ctx.database.db.transaction((tx) => post(tx, posting));

describe('ledger.post', () => {
  it('credits and debits, recording the balance after each entry', async () => {
    const userId = await newUser();
    await postOne({ userId, account: 'wallet', amountKobo: 5_000, kind: 'test', reference: 'a1' });
    await postOne({ userId, account: 'wallet', amountKobo: -1_250, kind: 'test', reference: 'a2' });
    await postOne({ userId, account: 'bonus', amountKobo: 700, kind: 'test', reference: 'a3' });
    expect(await snapshot(ctx.database.db, userId)).toMatchObject({ wallet: 3_750, bonus: 700 });
    const entries = await entriesOf(ctx.database.db, userId);
    expect(entries.map((e) => e.balanceAfterKobo)).toEqual([5_000, 3_750, 700]);
  });

  it('posts a duplicate (account, kind, reference) once and returns the first entry', async () => {
    const userId = await newUser();
    const posting: Posting = {
      userId,
      account: 'wallet',
      amountKobo: 100_000,
      kind: 'card_funding',
      reference: `MNFY|dup|${userId}`,
    };
    const first = await postOne(posting);
    expect(first.duplicate).toBe(false);
    for (let i = 0; i < 5; i += 1) {
      const again = await postOne(posting);
      expect(again).toEqual({ entry: first.entry, duplicate: true });
    }
    // replayed concurrently too
    const replays = await Promise.all(Array.from({ length: 10 }, () => postOne(posting)));
    expect(replays.every((r) => r.duplicate && r.entry.id === first.entry.id)).toBe(true);
    expect(await snapshot(ctx.database.db, userId)).toMatchObject({ wallet: 100_000, entries: 1 });

    // a spent debit replayed after the money is gone still answers with the first entry
    const debit: Posting = { ...posting, amountKobo: -100_000, kind: 'purchase' };
    expect((await postOne(debit)).duplicate).toBe(false);
    expect((await postOne(debit)).duplicate).toBe(true);
    expect(await snapshot(ctx.database.db, userId)).toMatchObject({ wallet: 0, entries: 2 });
  });

  it('refuses to go below zero and writes nothing', async () => {
    const userId = await newUser();
    await postOne({ userId, account: 'bonus', amountKobo: 999, kind: 'test', reference: 'b1' });
    const before = await snapshot(ctx.database.db, userId);
    await expect(
      postOne({ userId, account: 'bonus', amountKobo: -1_000, kind: 'test', reference: 'b2' }),
    ).rejects.toEqual(new HttpError(400, WALLET_MESSAGES.bonusInsufficient));
    await expect(
      postOne({ userId, account: 'wallet', amountKobo: -1, kind: 'test', reference: 'b3' }),
    ).rejects.toThrow(WALLET_MESSAGES.walletInsufficient);
    expect(await snapshot(ctx.database.db, userId)).toEqual(before);
  });

  it('rejects a zero or fractional amount', async () => {
    const userId = await newUser();
    await expect(
      postOne({ userId, account: 'wallet', amountKobo: 0, kind: 'test', reference: 'z' }),
    ).rejects.toThrow(RangeError);
    await expect(
      postOne({ userId, account: 'wallet', amountKobo: 1.5, kind: 'test', reference: 'z' }),
    ).rejects.toThrow(RangeError);
  });

  it('keeps the invariant through a randomized sequence, rejecting every overdraft', async () => {
    const ids = [await newUser(), await newUser(), await newUser(), await newUser()];
    const model = new Map(ids.map((id) => [id, { wallet: 0, bonus: 0 }]));
    // a small deterministic generator, so a failure can be replayed
    let seed = 20_261_121;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let rejected = 0;
    let duplicates = 0;
    for (let step = 0; step < 300; step += 1) {
      const userId = ids[Math.floor(random() * ids.length)] ?? 0;
      const account: Account = random() < 0.5 ? 'wallet' : 'bonus';
      const magnitude = 1 + Math.floor(random() * 500_000);
      const amountKobo = random() < 0.45 ? magnitude : -magnitude;
      // now and then replay an earlier reference
      const reference = random() < 0.1 && step > 0 ? `r${step - 1}` : `r${step}`;
      const expected = model.get(userId) ?? { wallet: 0, bonus: 0 };
      try {
        const result = await postOne({ userId, account, amountKobo, kind: 'random', reference });
        if (result.duplicate) duplicates += 1;
        else expected[account] += amountKobo;
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect(expected[account] + amountKobo).toBeLessThan(0);
        rejected += 1;
      }
    }
    expect(rejected).toBeGreaterThan(10);
    expect(duplicates).toBeGreaterThan(0);
    for (const id of ids) {
      const [row] = await ctx.database.db
        .select({ wallet: users.walletBalanceKobo, bonus: users.bonusKobo })
        .from(users)
        .where(eq(users.id, id));
      expect(row).toEqual(model.get(id));
    }
    expect(await ledgerSums(ctx.database.db, ids)).toEqual({ usersChecked: 4, mismatches: [] });
  });

  it('ledgerSums reports a balance changed outside the ledger', async () => {
    const userId = await newUser();
    await postOne({ userId, account: 'wallet', amountKobo: 300, kind: 'test', reference: 'm1' });
    await ctx.database.db.update(users).set({ bonusKobo: 50 }).where(eq(users.id, userId));
    expect(await ledgerSums(ctx.database.db, [userId])).toEqual({
      usersChecked: 1,
      mismatches: [
        {
          userId,
          walletBalanceKobo: 300,
          walletEntriesKobo: 300,
          bonusKobo: 50,
          bonusEntriesKobo: 0,
        },
      ],
    });
    await ctx.database.db.update(users).set({ bonusKobo: 0 }).where(eq(users.id, userId));
  });
});
