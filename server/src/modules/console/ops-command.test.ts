import { and, eq } from 'drizzle-orm';
import { staffAudit, users } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, transactionByRef } from '../../../test/purchases';
import { snapshot } from '../../../test/wallet';
import { OPS_COMMAND_MESSAGES, OPS_OPERATOR_HEADER, OPS_TOKEN_HEADER } from './ops-command';
import { STAFF_MESSAGES } from './staff/service';

/*
 * The ops command on the console's API: the operator token acts as the "ops command" identity on
 * the routes that admit it, audited as that identity with the operator it names, and nowhere else.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const ops = (operator?: string, token = ctx.config.opsToken) => ({
  [OPS_TOKEN_HEADER]: token,
  ...(operator === undefined ? {} : { [OPS_OPERATOR_HEADER]: encodeURIComponent(operator) }),
});

let phones = 0;
/** A pending ₦5,000 MTN airtime-to-cash request (payout ₦4,000). */
async function pendingAirtimeToCash() {
  const user = await signedInUser(ctx.app);
  phones += 1;
  const response = await buy(ctx.app, user.token, 'convert-airtime-to-cash', {
    package_id: await packageId(db(), 'mtn-airtime-to-cash'),
    phone_number: `0813${String(phones).padStart(7, '0')}`,
    amount_transferred: 5000,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { user, ref };
}

const auditOf = (action: string, subjectId: string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.subjectId, subjectId)));

const roleOf = async (id: number) =>
  (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

it('confirms airtime to cash as the ops command: audited as it, reviewed by the operator it names', async () => {
  const { user, ref } = await pendingAirtimeToCash();
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/airtime-to-cash/${ref}/confirm`,
    headers: ops('Adaeze Ọkọ'),
    payload: { reason: 'the airtime arrived' },
  });
  expect(response.statusCode).toBe(200);
  expect(json<{ message: string }>(response).message).toBe(
    `Confirmed ${ref}: ₦4,000.00 credited to ${user.email} by Adaeze Ọkọ`,
  );
  expect((await snapshot(db(), user.id)).wallet).toBe(400_000);
  expect((await transactionByRef(db(), ref)).reviewedBy).toBe('Adaeze Ọkọ');
  expect(await auditOf('airtime_to_cash.confirm', ref)).toEqual([
    expect.objectContaining({
      staffUserId: null,
      staffEmail: 'ops command (Adaeze Ọkọ)',
      reason: 'the airtime arrived',
      after: { status: 'confirmed', wallet_balance_kobo: 400_000 },
    }),
  ]);
});

it('adds a staff member, audited as the ops command', async () => {
  const person = await signedInUser(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/staff',
    headers: ops('ada'),
    payload: { email: person.email, role: 'support' },
  });
  expect(response.statusCode).toBe(201);
  expect(await roleOf(person.id)).toBe('support');
  expect(await auditOf('staff.add', String(person.id))).toEqual([
    expect.objectContaining({ staffUserId: null, staffEmail: 'ops command (ada)' }),
  ]);
});

it("never changes or removes a staff member's role, nor does other owner-only things", async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const member = await signedInStaff(ctx.app, 'support');
  const refusals = [
    { method: 'PATCH', url: `/api/v1/console/staff/${member.id}`, payload: { role: 'owner' } },
    { method: 'DELETE', url: `/api/v1/console/staff/${owner.id}` },
    { method: 'GET', url: '/api/v1/console/staff' },
    { method: 'GET', url: '/api/v1/console/me' },
    {
      method: 'POST',
      url: `/api/v1/console/customers/${owner.id}/suspend`,
      payload: { reason: 'no' },
    },
    {
      method: 'POST',
      url: `/api/v1/console/customers/${member.id}/adjust`,
      payload: { direction: 'credit', amount: 100, reason: 'a gift' },
    },
  ] as const;
  for (const request of refusals) {
    const response = await ctx.app.inject({ ...request, headers: ops('mallory') });
    expect({ url: request.url, status: response.statusCode }).toEqual({
      url: request.url,
      status: 403,
    });
    expect(json<ErrorBody>(response).message).toBe(OPS_COMMAND_MESSAGES.notHere);
  }
  // Adding is all it may do: a member already on the staff keeps their role.
  const promote = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/staff',
    headers: ops('mallory'),
    payload: { email: member.email, role: 'owner' },
  });
  expect(promote.statusCode).toBe(409);
  expect(json<ErrorBody>(promote).message).toBe(STAFF_MESSAGES.alreadyStaff('support'));
  expect(await roleOf(member.id)).toBe('support');
  expect(await roleOf(owner.id)).toBe('owner');
  const [owners] = await db().select().from(users).where(eq(users.id, owner.id));
  expect(owners?.suspendedAt).toBeNull();
  expect(await auditOf('refused.consoleChangeStaffRole', String(member.id))).toEqual([
    expect.objectContaining({
      staffUserId: null,
      staffEmail: 'ops command (mallory)',
      reason: OPS_COMMAND_MESSAGES.notHere,
    }),
  ]);
});

it('answers 401 in the error envelope to a forged or empty token, even beside a staff sign-in', async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const { ref } = await pendingAirtimeToCash();
  for (const token of ['forged-token', '', `${ctx.config.opsToken}x`]) {
    for (const extra of [{}, bearer(owner.token)]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/console/airtime-to-cash/${ref}/confirm`,
        headers: { ...ops('eve', token), ...extra },
        payload: { reason: 'forged' },
      });
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

it('refuses an Idempotency-Key and an operator name it cannot read (400)', async () => {
  const { ref } = await pendingAirtimeToCash();
  const keyed = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/airtime-to-cash/${ref}/confirm`,
    headers: { ...ops('ada'), 'idempotency-key': 'ops-key-12345' },
    payload: { reason: 'arrived' },
  });
  expect(keyed.statusCode).toBe(400);
  expect(json<ErrorBody>(keyed).message).toBe(OPS_COMMAND_MESSAGES.noIdempotencyKey);
  const garbled = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/airtime-to-cash/${ref}/confirm`,
    headers: { ...ops(), [OPS_OPERATOR_HEADER]: '%E0%A4%A' },
    payload: { reason: 'arrived' },
  });
  expect(garbled.statusCode).toBe(400);
  expect(json<ErrorBody>(garbled).message).toBe(OPS_COMMAND_MESSAGES.unreadableOperator);
  expect((await transactionByRef(db(), ref)).status).toBe('pending');
});
