import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { testConfig } from '../../config';
import { startTestApp, type TestContext } from '../../../test/harness';
import { registerUser } from '../../../test/accounts';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { HttpError } from '../../lib/http-error';
import { ledgerSums } from '../wallet/ledger';
import { placePurchase } from './engine';
import { quoteAirtime } from '../../services/airtime/quote';

let ctx: TestContext;
beforeAll(async () => {
  // A long provider timeout: on a loaded machine a timed-out pay call would leave work running in
  // the background (pending purchases are tested elsewhere).
  ctx = await startTestApp({ vtpass: { ...testConfig().vtpass, timeoutMs: 120_000 } });
});
afterAll(() => ctx.close());

const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

it('lets exactly 100 of 1,000 simultaneous purchases through on a wallet funded for 100', async () => {
  const db = ctx.database.db;
  const user = await registerUser(ctx.app);
  const mtn = await packageId(db, 'mtn-airtime');
  const quote = await quoteAirtime({ db, providers: ctx.app.billsProviders }, 1, {
    phone_number: SANDBOX.success,
    amount: 100,
    package_id: mtn,
  });
  expect(quote.chargeKobo).toBe(9_900);
  await seedBalance(db, user.id, 'wallet', 99 * 100);

  // 1,000 different purchases of the same price (each its own number, as far as our 30-second
  // duplicate rule is concerned), all at once.
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: 1000 }, (_, i) =>
      placePurchase(
        ctx.app.purchases,
        user.id,
        { ...quote, dedupeKey: `concurrency:${i}`, requestHash: `h${i}` },
        randomUUID(),
      ),
    ),
  );
  const elapsed = Math.round(performance.now() - started);
  console.log(`1,000 concurrent purchases (${database}): ${elapsed} ms`);

  const delivered = outcomes.filter((o) => o.status === 'fulfilled' && o.value.statusCode === 200);
  const refused = outcomes.filter(
    (o) => o.status === 'rejected' && o.reason instanceof HttpError && o.reason.statusCode === 400,
  );
  expect(delivered).toHaveLength(100);
  expect(refused).toHaveLength(900);
  expect(await snapshot(db, user.id)).toMatchObject({ wallet: 0, transactions: 100 });
  const [confirmed] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, user.id), eq(transactions.status, 'confirmed')));
  expect(confirmed?.n).toBe(100);
  expect(await ledgerSums(db, [user.id])).toEqual({ usersChecked: 1, mismatches: [] });
}, 180_000);
