import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { insertUser } from '../accounts/repository';
import { uniquePhone } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/harness';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';

/*
 * While a deploy migrates before the servers restart, a server of the previous release still
 * creates purchases with purchase_create(charge, ..., row). It must keep charging once, with its
 * ledger entry, and answering a repeated key with the same row.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

async function previousReleaseCreate(userId: number, levelId: number, key: string) {
  const row = {
    tx_ref: `PREV${key}`,
    category_id: 1,
    kind: 'purchase',
    plan: 'MTN Airtime ₦100.00',
    phone_no: '08011111111',
    description: 'MTN airtime of ₦100.00 for 08011111111',
    request_id: `202611270900${key}`,
    service_id: 'mtn',
    billers_code: '08011111111',
    upstream_amount_kobo: 10000,
  };
  const result = await ctx.database.db.execute(sql`select purchase_create(
    ${userId}::integer, ${levelId}::integer, ${9800}::bigint, ${key}::text, ${'hash-1'}::text,
    ${`mtn:08011111111:${key}`}::text, ${30}::integer, ${JSON.stringify(row)}::jsonb) as answer`);
  const answer = rowsOf<{ answer: unknown }>(result)[0]?.answer;
  return (typeof answer === 'string' ? JSON.parse(answer) : answer) as {
    outcome: string;
    row?: { tx_ref: string; amount_kobo: number; status: string };
  };
}

it("still takes the previous release's orders: charged once, with the ledger entry", async () => {
  const email = `prev.${Date.now()}@example.com`;
  const user = await insertUser(ctx.database.db, {
    firstName: 'Pre',
    lastName: 'Vious',
    username: email,
    email,
    phoneNo: uniquePhone(),
    passwordHash: 'x',
    hearUs: 'Google',
  });
  await seedBalance(ctx.database.db, user.id, 'wallet', 500);
  const { levelId } = await snapshot(ctx.database.db, user.id);

  const first = await previousReleaseCreate(user.id, Number(levelId), 'K1');
  const again = await previousReleaseCreate(user.id, Number(levelId), 'K1');

  expect(first).toMatchObject({
    outcome: 'created',
    row: { status: 'pending', amount_kobo: 9800 },
  });
  expect(again).toMatchObject({ outcome: 'replay', row: { tx_ref: 'PREVK1' } });
  expect(await snapshot(ctx.database.db, user.id)).toMatchObject({
    wallet: 40200,
    transactions: 1,
  });
  expect((await entriesOf(ctx.database.db, user.id, 'purchase')).map((e) => e.amountKobo)).toEqual([
    -9800,
  ]);
});
