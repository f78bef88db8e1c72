import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { transactions, upstreamCalls, users } from '../../db/schema';
import type { ReceivedOrder } from '../../lib/simulator-controls';
import { signedInUser } from '../../../test/accounts';
import {
  anotherInstance,
  impatientProviders,
  json,
  startTestApp,
  type TestContext,
} from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { requeryPurchase } from './reconciler';

/*
 * The probe that found a timed-out order refunded and delivered: two server processes on one
 * database, a ClubKonnect order that timed out at one, requeried by the other. The simulators keep
 * their orders in the database, so the other process finds the order; ClubKonnect has no resend
 * guarantee, so nothing is sent again; the order is delivered once and never refunded.
 */

let ctx: TestContext;
let second: App;
beforeAll(async () => {
  ctx = await startTestApp(impatientProviders());
  second = await anotherInstance(ctx);
}, 120_000);
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const WALLET_KOBO = 1_000_000;

const setMode = async (app: App, mode: string) =>
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/simulator/clubkonnect/mode',
        payload: { mode },
      })
    ).statusCode,
  ).toBe(200);

afterEach(() => setMode(ctx.app, 'ok'));

it('a ClubKonnect order that timed out at one process is found by the other, sent once and delivered once', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', WALLET_KOBO / 100);
  await setMode(ctx.app, 'timeout');
  const response = await buy(ctx.app, user.token, 'purchase-data', {
    variation_code: 'mtn-sme-1gb-30days',
    phone_number: SANDBOX.success,
    package_id: await packageId(db(), 'mtn-data-sme'),
  });
  expect(response.statusCode).toBe(201);
  const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
  if (!row?.requestId) throw new Error(`no order: ${response.body}`);
  expect(row).toMatchObject({ status: 'pending', provider: 'clubkonnect' });
  // the mode is the provider's, whichever process sets it
  await setMode(second, 'ok');

  // the other process asks ClubKonnect: it has the order, still being processed
  expect(await requeryPurchase(second.purchases, row)).toMatchObject({ status: 'pending' });
  // ClubKonnect completes it
  await db().execute(
    sql`UPDATE sim_clubkonnect_orders SET created_at = now() - interval '1 hour'
        WHERE request_id = ${row.requestId}`,
  );
  const [due] = await db().select().from(transactions).where(eq(transactions.id, row.id));
  if (!due) throw new Error('the order vanished');
  expect(await requeryPurchase(second.purchases, due)).toMatchObject({ status: 'confirmed' });

  const received = json<ReceivedOrder[]>(
    await second.inject({ method: 'GET', url: '/simulator/clubkonnect/orders' }),
  ).filter((order) => order.request_id === row.requestId);
  expect(received).toHaveLength(1);
  const operations = await db()
    .select({ operation: upstreamCalls.operation })
    .from(upstreamCalls)
    .where(eq(upstreamCalls.transactionId, row.id));
  expect(operations.map((call) => call.operation)).not.toContain('pay-resend');
  const [buyer] = await db().select().from(users).where(eq(users.id, user.id));
  expect(buyer?.walletBalanceKobo).toBe(WALLET_KOBO - row.amountKobo);
});
