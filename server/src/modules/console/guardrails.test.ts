import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { GUARDRAIL_MESSAGES, type CustomerActionName } from '@contract/rules';
import { staffAudit, users } from '../../db/schema';
import { bearer, login, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { seedBalance, snapshot } from '../../../test/wallet';
import { STAFF_MESSAGES } from './staff/service';

/*
 * Who may act on whose account, through the real routes: every staff role against every kind of
 * account, for every customer action. A refusal is a 403 with the rule's reason, changes nothing
 * on the account and is written to the audit log; an allowed action answers 200.
 */

type Person = Awaited<ReturnType<typeof signedInStaff>>;
type Actor = 'support' | 'owner' | 'other owner';
type Target = 'self' | 'owner' | 'other support' | 'customer';

const ACTIONS: readonly CustomerActionName[] = [
  'credit',
  'debit',
  'level',
  'suspend',
  'unsuspend',
  'sign-out',
];

/** The expected answer of each pair, written out (not derived from the rule under test). */
const EXPECTED: Record<Actor, Record<Target, (action: CustomerActionName) => string | 200>> = {
  support: {
    self: (action) => GUARDRAIL_MESSAGES.self[action],
    owner: () => GUARDRAIL_MESSAGES.supportOnOwner,
    'other support': () => GUARDRAIL_MESSAGES.supportOnStaff,
    customer: () => 200,
  },
  owner: {
    self: (action) => GUARDRAIL_MESSAGES.self[action],
    owner: (action) => (action === 'sign-out' ? 200 : GUARDRAIL_MESSAGES.ownerOnOwner),
    'other support': () => 200,
    customer: () => 200,
  },
  'other owner': {
    self: (action) => GUARDRAIL_MESSAGES.self[action],
    owner: (action) => (action === 'sign-out' ? 200 : GUARDRAIL_MESSAGES.ownerOnOwner),
    'other support': () => 200,
    customer: () => 200,
  },
};

let ctx: TestContext;
const people = {} as Record<'support' | 'otherSupport' | 'owner' | 'otherOwner', Person>;
let customer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await startTestApp();
  people.owner = await signedInStaff(ctx.app, 'owner');
  people.otherOwner = await signedInStaff(ctx.app, 'owner');
  people.support = await signedInStaff(ctx.app, 'support');
  people.otherSupport = await signedInStaff(ctx.app, 'support');
  customer = await signedInUser(ctx.app);
  for (const person of [...Object.values(people), customer])
    await seedBalance(ctx.database.db, person.id, 'wallet', 1_000);
}, 120_000);
afterAll(() => ctx.close());

/** Signs a staff member in again (after an allowed sign-out or suspension of their account). */
async function refreshToken(person: { email: string; password: string; token: string }) {
  const response = await login(ctx.app, person.email, person.password);
  person.token = json<{ data: { access: string } }>(response).data.access;
}

function act(token: string, targetId: number, action: CustomerActionName) {
  const base = `/api/v1/console/customers/${targetId}`;
  const reason = 'Guard-rail check';
  const headers = bearer(token);
  if (action === 'credit' || action === 'debit')
    return ctx.app.inject({
      method: 'POST',
      url: `${base}/adjust`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { direction: action, amount: action === 'credit' ? 100 : 1, reason },
    });
  if (action === 'level')
    return ctx.app.inject({
      method: 'PUT',
      url: `${base}/level`,
      headers,
      payload: { level_id: 4, reason },
    });
  return ctx.app.inject({ method: 'POST', url: `${base}/${action}`, headers, payload: { reason } });
}

/** Everything an action could change on an account. */
async function accountState(id: number) {
  const [row] = await ctx.database.db
    .select({
      suspendedAt: users.suspendedAt,
      tokenVersion: users.tokenVersion,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, id));
  return { ...row, ...(await snapshot(ctx.database.db, id)) };
}

const refusalsOf = (staffId: number, subjectId: number) =>
  ctx.database.db
    .select()
    .from(staffAudit)
    .where(
      and(
        eq(staffAudit.staffUserId, staffId),
        eq(staffAudit.subjectId, String(subjectId)),
        like(staffAudit.action, 'refused.%'),
      ),
    )
    // oldest first: a table's rows come back in no particular order without one
    .orderBy(staffAudit.id);

const actorOf = (actor: Actor): Person =>
  actor === 'support' ? people.support : actor === 'owner' ? people.owner : people.otherOwner;

function targetOf(actor: Actor, target: Target): Person | typeof customer {
  if (target === 'self') return actorOf(actor);
  if (target === 'owner') return actor === 'owner' ? people.otherOwner : people.owner;
  if (target === 'other support') return people.otherSupport;
  return customer;
}

const cases = (Object.keys(EXPECTED) as Actor[]).flatMap((actor) =>
  (Object.keys(EXPECTED[actor]) as Target[]).flatMap((target) =>
    ACTIONS.map((action) => ({ actor, target, action, expected: EXPECTED[actor][target](action) })),
  ),
);

it.each(cases)('$actor → $target: $action', async ({ actor, target, action, expected }) => {
  const staff = actorOf(actor);
  const subject = targetOf(actor, target);
  // An allowed lift of a suspension needs a suspended account first.
  if (action === 'unsuspend' && expected === 200) {
    expect((await act(people.owner.token, subject.id, 'suspend')).statusCode).toBe(200);
  }
  const before = await accountState(subject.id);
  const refusalsBefore = (await refusalsOf(staff.id, subject.id)).length;

  const response = await act(staff.token, subject.id, action);

  if (expected === 200) {
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  } else {
    expect({ status: response.statusCode, message: json<ErrorBody>(response).message }).toEqual({
      status: 403,
      message: expected,
    });
    expect(await accountState(subject.id)).toEqual(before);
    const refusals = await refusalsOf(staff.id, subject.id);
    expect(refusals).toHaveLength(refusalsBefore + 1);
    expect(refusals.at(-1)).toMatchObject({
      staffEmail: staff.email,
      subjectType: 'user',
      reason: expected,
    });
  }
  // Leave the account usable for the next case: no suspension, a fresh token for staff.
  if (expected === 200 && action === 'suspend')
    expect((await act(people.owner.token, subject.id, 'unsuspend')).statusCode).toBe(200);
  if (expected === 200 && (action === 'suspend' || action === 'sign-out')) {
    const person = Object.values(people).find((member) => member.id === subject.id);
    if (person) await refreshToken(person);
  }
});

it('answers a customer (not staff) on a console route with 403, audited with who tried', async () => {
  await refreshToken(customer); // the table signed them out
  const response = await act(customer.token, people.owner.id, 'suspend');
  expect(response.statusCode).toBe(403);
  const [refusal] = await refusalsOf(customer.id, people.owner.id);
  expect(refusal).toMatchObject({
    staffEmail: customer.email,
    action: 'refused.consoleSuspendCustomer',
    subjectType: 'user',
  });
});

describe('the last active owner', () => {
  let solo: TestContext;
  let lastOwner: Person;
  let suspendedOwner: Person;
  let support: Person;

  beforeAll(async () => {
    solo = await startTestApp();
    lastOwner = await signedInStaff(solo.app, 'owner');
    support = await signedInStaff(solo.app, 'support');
    suspendedOwner = await signedInStaff(solo.app, 'owner');
    await solo.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'test' })
      .where(eq(users.id, suspendedOwner.id));
  }, 120_000);
  afterAll(() => solo.close());

  const call = (
    token: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    solo.app.inject({
      method,
      url: `/api/v1/console/${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('cannot be suspended or signed out by support, nor suspend themself', async () => {
    const reason = { reason: 'Guard-rail check' };
    for (const [token, action, message] of [
      [support.token, 'suspend', GUARDRAIL_MESSAGES.supportOnOwner],
      [support.token, 'sign-out', GUARDRAIL_MESSAGES.supportOnOwner],
      [lastOwner.token, 'suspend', GUARDRAIL_MESSAGES.self.suspend],
    ] as const) {
      const response = await call(token, 'POST', `customers/${lastOwner.id}/${action}`, reason);
      expect({
        action,
        status: response.statusCode,
        message: json<ErrorBody>(response).message,
      }).toEqual({ action, status: 403, message });
    }
    const [row] = await solo.database.db
      .select({ suspendedAt: users.suspendedAt, role: users.role })
      .from(users)
      .where(eq(users.id, lastOwner.id));
    expect(row).toEqual({ suspendedAt: null, role: 'owner' });
  });

  it('cannot lose the owner role while the only other owner is suspended', async () => {
    const demoted = await call(lastOwner.token, 'PATCH', `staff/${lastOwner.id}`, {
      role: 'support',
    });
    const removed = await call(lastOwner.token, 'DELETE', `staff/${lastOwner.id}`);
    for (const response of [demoted, removed])
      expect({ status: response.statusCode, message: json<ErrorBody>(response).message }).toEqual({
        status: 403,
        message: STAFF_MESSAGES.lastOwner,
      });
    // Removing the suspended owner leaves the active one: allowed.
    expect((await call(lastOwner.token, 'DELETE', `staff/${suspendedOwner.id}`)).statusCode).toBe(
      200,
    );
    const [row] = await solo.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, lastOwner.id));
    expect(row?.role).toBe('owner');
  });
});
