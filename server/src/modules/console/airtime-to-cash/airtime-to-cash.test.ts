import { and, count, eq } from 'drizzle-orm';
import type { AirtimeToCashDecision, PendingAirtimeToCashList } from '@contract/api/console';
import { staffAudit } from '../../../db/schema';
import { signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { buy, packageId, transactionByRef } from '../../../../test/purchases';
import { entriesOf, snapshot } from '../../../../test/wallet';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const db = () => ctx.app.db;
/** ₦5,000 of MTN airtime pays out ₦4,000 at the normal level */
const PAYOUT_KOBO = 400_000;

let phoneCounter = 0;
async function pendingRequest() {
  const user = await signedInUser(ctx.app);
  phoneCounter += 1;
  const response = await buy(ctx.app, user.token, 'convert-airtime-to-cash', {
    package_id: await packageId(db(), 'mtn-airtime-to-cash'),
    phone_number: `0806${String(phoneCounter).padStart(7, '0')}`,
    amount_transferred: 5000,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { user, ref };
}

const decide = (ref: string, action: 'confirm' | 'reject', reason: string, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/airtime-to-cash/${ref}/${action}`,
    headers: { ...support.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { reason },
  });

const audits = async (ref: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectId, ref), eq(staffAudit.action, 'airtime_to_cash.confirm')));
  return row?.n ?? 0;
};

it('lists pending requests oldest first with their age', async () => {
  const older = await pendingRequest();
  const newer = await pendingRequest();
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/airtime-to-cash',
    headers: owner.headers,
  });
  const { data } = json<PendingAirtimeToCashList>(response);
  const refs = data.map((item) => item.tx_ref);
  expect(refs.indexOf(older.ref)).toBeLessThan(refs.indexOf(newer.ref));
  expect(data.find((item) => item.tx_ref === older.ref)).toMatchObject({
    payout: 4000,
    amount_transferred: 5000,
    age_seconds: expect.any(Number),
  });
});

it('credits the payout once when two confirms race (different keys): one 200, one 409, one audit', async () => {
  const { user, ref } = await pendingRequest();
  const [a, b] = await Promise.all([
    decide(ref, 'confirm', 'airtime received', 'a2c-key-one'),
    decide(ref, 'confirm', 'airtime received', 'a2c-key-two'),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const refused = a.statusCode === 409 ? a : b;
  expect(json<ErrorBody>(refused).message).toMatch(
    `${ref} was already confirmed by ${support.email}`,
  );
  expect((await snapshot(db(), user.id)).wallet).toBe(PAYOUT_KOBO);
  expect(await entriesOf(db(), user.id, 'airtime_to_cash')).toHaveLength(1);
  expect(await audits(ref)).toBe(1);
});

it('credits once when the same key is sent twice at once: both answer the confirmation', async () => {
  const { user, ref } = await pendingRequest();
  const [a, b] = await Promise.all([
    decide(ref, 'confirm', 'airtime received', 'a2c-same-key'),
    decide(ref, 'confirm', 'airtime received', 'a2c-same-key'),
  ]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  expect(json<AirtimeToCashDecision>(a).data).toMatchObject({
    status: 'confirmed',
    wallet_balance: 4000,
    reviewed_by: support.email,
  });
  expect((await snapshot(db(), user.id)).wallet).toBe(PAYOUT_KOBO);
  expect(await audits(ref)).toBe(1);
});

it('rejects with the reason kept, nothing credited, and needs a reason', async () => {
  const { user, ref } = await pendingRequest();
  expect((await decide(ref, 'reject', '')).statusCode).toBe(400);
  const response = await decide(ref, 'reject', 'no airtime arrived');
  expect(response.statusCode).toBe(200);
  expect(json<AirtimeToCashDecision>(response).message).toBe(
    `Rejected ${ref} (₦4,000.00 to ${user.email}) by ${support.email}: no airtime arrived`,
  );
  expect((await transactionByRef(db(), ref)).status).toBe('ignored');
  expect((await snapshot(db(), user.id)).wallet).toBe(0);
});
