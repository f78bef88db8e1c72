import { and, eq } from 'drizzle-orm';
import { staffAudit, users } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, transactionByRef } from '../../../test/purchases';
import { snapshot } from '../../../test/wallet';
import { MONEY_MOVEMENTS } from './money-policy/movements';
import { OPS_AS_HEADER, OPS_COMMAND_MESSAGES, OPS_TOKEN_HEADER } from './ops-command';
import { STAFF_MESSAGES } from './staff/service';

/*
 * The ops command on the console's API: the operator token together with the staff member it acts
 * as (X-Ops-As), with that member's role, limits and money policy, audited under their name, on
 * the routes that admit it and nowhere else. Without a member it may only create the first owner,
 * and only while the console has none.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const ops = (as?: string, token = ctx.config.opsToken) => ({
  [OPS_TOKEN_HEADER]: token,
  ...(as === undefined ? {} : { [OPS_AS_HEADER]: encodeURIComponent(as) }),
});

let phones = 0;
/** A pending MTN airtime-to-cash request of `transferred` naira (payout 80% at the normal level). */
async function pendingAirtimeToCash(
  user?: Awaited<ReturnType<typeof signedInUser>>,
  transferred = 5000,
) {
  const owner = user ?? (await signedInUser(ctx.app));
  phones += 1;
  const response = await buy(ctx.app, owner.token, 'convert-airtime-to-cash', {
    package_id: await packageId(db(), 'mtn-airtime-to-cash'),
    phone_number: `0813${String(phones).padStart(7, '0')}`,
    amount_transferred: transferred,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { user: owner, ref };
}

const auditOf = (action: string, subjectId: string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.subjectId, subjectId)));

const roleOf = async (id: number) =>
  (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

const confirm = (ref: string, headers: Record<string, string>, reason = 'the airtime arrived') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/airtime-to-cash/${ref}/confirm`,
    headers,
    payload: { reason },
  });

const addStaff = (headers: Record<string, string>, email: string, role: 'owner' | 'support') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/staff',
    headers,
    payload: { email, role, reason: 'hired this week' },
  });

describe('before the console has an owner', () => {
  it('creates the first owner without naming a member, once; then refuses to create another', async () => {
    const first = await signedInUser(ctx.app);
    const made = await addStaff(ops(), first.email, 'owner');
    expect(made.statusCode).toBe(201);
    expect(await roleOf(first.id)).toBe('owner');
    expect(await auditOf('staff.add', String(first.id))).toEqual([
      expect.objectContaining({
        staffUserId: null,
        staffEmail: 'ops command (set-up)',
        reason: 'hired this week',
      }),
    ]);
    const second = await signedInUser(ctx.app);
    const again = await addStaff(ops(), second.email, 'owner');
    expect(again.statusCode).toBe(403);
    expect(json<ErrorBody>(again).message).toBe(STAFF_MESSAGES.ownerExists);
    // Acting as that owner, it still cannot make an owner; it may add support staff.
    const promoted = await addStaff(ops(first.email), second.email, 'owner');
    expect(promoted.statusCode).toBe(403);
    expect(json<ErrorBody>(promoted).message).toBe(STAFF_MESSAGES.opsNoOwner);
    expect(await roleOf(second.id)).toBeNull();
    const hired = await addStaff(ops(first.email), second.email, 'support');
    expect(hired.statusCode).toBe(201);
    expect(await roleOf(second.id)).toBe('support');
    expect(await auditOf('staff.add', String(second.id))).toEqual([
      expect.objectContaining({ staffUserId: first.id, staffEmail: first.email }),
    ]);
    // Support, named by the command, adds no one.
    const third = await signedInUser(ctx.app);
    const bySupport = await addStaff(ops(second.email), third.email, 'support');
    expect(bySupport.statusCode).toBe(403);
    expect(await roleOf(third.id)).toBeNull();
  });
});

it('confirms airtime to cash as the member it names: reviewed and audited under their name', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  const { user, ref } = await pendingAirtimeToCash();
  const response = await confirm(ref, ops(support.email));
  expect(response.statusCode).toBe(200);
  expect(json<{ message: string }>(response).message).toBe(
    `Confirmed ${ref}: ₦4,000.00 credited to ${user.email} by ${support.email}`,
  );
  expect((await snapshot(db(), user.id)).wallet).toBe(400_000);
  expect((await transactionByRef(db(), ref)).reviewedBy).toBe(support.email);
  expect(await auditOf('airtime_to_cash.confirm', ref)).toEqual([
    expect.objectContaining({
      staffUserId: support.id,
      staffEmail: support.email,
      reason: 'the airtime arrived',
      after: { status: 'confirmed', wallet_balance_kobo: 400_000 },
    }),
  ]);
});

it('holds the named member to the money policy: not their own request, not past their limit', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  const own = await pendingAirtimeToCash(support);
  const self = await confirm(own.ref, ops(support.email));
  expect(self.statusCode).toBe(403);
  expect(json<ErrorBody>(self).message).toBe(MONEY_MOVEMENTS.airtime_to_cash.self);
  // ₦100,000 of airtime pays ₦80,000: over support's ₦50,000 a movement.
  const large = await pendingAirtimeToCash(undefined, 100_000);
  const over = await confirm(large.ref, ops(support.email));
  expect(over.statusCode).toBe(403);
  expect(json<ErrorBody>(over).message).toMatch(/^Support staff can credit or debit at most/);
  for (const ref of [own.ref, large.ref])
    expect((await transactionByRef(db(), ref)).status).toBe('pending');
  expect((await snapshot(db(), support.id)).wallet).toBe(0);
  expect(await auditOf('refused.consoleConfirmAirtimeToCash', own.ref)).toEqual([
    expect.objectContaining({ staffUserId: support.id, staffEmail: support.email }),
  ]);
});

it('never uses a route that does not admit it, whoever it names', async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const member = await signedInStaff(ctx.app, 'support');
  const customer = await signedInUser(ctx.app);
  const refusals = [
    { method: 'PATCH', url: `/api/v1/console/staff/${member.id}`, payload: { role: 'owner' } },
    { method: 'DELETE', url: `/api/v1/console/staff/${member.id}` },
    { method: 'GET', url: '/api/v1/console/staff' },
    { method: 'GET', url: '/api/v1/console/me' },
    {
      method: 'POST',
      url: `/api/v1/console/customers/${customer.id}/suspend`,
      payload: { reason: 'no' },
    },
    {
      method: 'POST',
      url: `/api/v1/console/customers/${customer.id}/adjust`,
      payload: { direction: 'credit', amount: 100, reason: 'a gift' },
    },
  ] as const;
  for (const request of refusals) {
    const response = await ctx.app.inject({ ...request, headers: ops(owner.email) });
    expect({ url: request.url, status: response.statusCode }).toEqual({
      url: request.url,
      status: 403,
    });
    expect(json<ErrorBody>(response).message).toBe(OPS_COMMAND_MESSAGES.notHere);
  }
  expect(await roleOf(member.id)).toBe('support');
  expect((await snapshot(db(), customer.id)).wallet).toBe(0);
  expect(await auditOf('refused.consoleChangeStaffRole', String(member.id))).toEqual([
    expect.objectContaining({
      staffEmail: `ops command (${owner.email})`,
      reason: OPS_COMMAND_MESSAGES.notHere,
    }),
  ]);
});

it('answers 401 in the error envelope to a forged or empty token, even beside a staff sign-in', async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const { ref } = await pendingAirtimeToCash();
  for (const token of ['forged-token', '', `${ctx.config.opsToken}x`]) {
    for (const extra of [{}, bearer(owner.token)]) {
      const response = await confirm(ref, { ...ops(owner.email, token), ...extra }, 'forged');
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual({
        message: OPS_COMMAND_MESSAGES.invalidToken,
        errors: [{ detail: OPS_COMMAND_MESSAGES.invalidToken }],
        data: {},
      });
    }
  }
  expect((await transactionByRef(db(), ref)).status).toBe('pending');
});

it('refuses an Idempotency-Key and a member name it cannot read (400)', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  const { ref } = await pendingAirtimeToCash();
  const keyed = await confirm(ref, { ...ops(support.email), 'idempotency-key': 'ops-key-12345' });
  expect(keyed.statusCode).toBe(400);
  expect(json<ErrorBody>(keyed).message).toBe(OPS_COMMAND_MESSAGES.noIdempotencyKey);
  const garbled = await confirm(ref, { ...ops(), [OPS_AS_HEADER]: '%E0%A4%A' });
  expect(garbled.statusCode).toBe(400);
  expect(json<ErrorBody>(garbled).message).toBe(OPS_COMMAND_MESSAGES.unreadableAs);
  expect((await transactionByRef(db(), ref)).status).toBe('pending');
});
