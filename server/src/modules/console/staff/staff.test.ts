import { eq } from 'drizzle-orm';
import type { StaffList, StaffMember } from '@contract/api/console';
import { staffAudit, users } from '../../../db/schema';
import {
  bearer,
  login,
  registerUser,
  signedInUser,
  type ErrorBody,
} from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { promoteFirstOwner } from '../first-owner';
import { STAFF_MESSAGES } from './service';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
});
afterAll(() => ctx.close());

const staffCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/console/${path}`,
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: bearer(token) });

const tokenLifetime = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  return claims.exp - claims.iat;
};

it('adds a registered user by e-mail, who then signs in with a 12-hour console token', async () => {
  const person = await signedInUser(ctx.app);
  expect(tokenLifetime(person.token)).toBe(7 * 86_400);
  const added = await staffCall('POST', 'staff', {
    email: person.email.toUpperCase(),
    role: 'support',
  });
  expect(added.statusCode).toBe(201);
  expect(json<{ data: StaffMember }>(added).data).toMatchObject({
    email: person.email,
    role: 'support',
  });
  // Their customer session ended with the role change.
  expect((await me(person.token)).statusCode).toBe(401);
  const signedIn = json<{ data: { access: string } }>(
    await login(ctx.app, person.email, person.password),
  );
  expect(tokenLifetime(signedIn.data.access)).toBe(12 * 3600);
  expect((await me(signedIn.data.access)).statusCode).toBe(200);
  const list = json<StaffList>(await staffCall('GET', 'staff'));
  expect(list.data.map((member) => member.email)).toEqual(
    expect.arrayContaining([person.email, owner.email]),
  );
});

it('refuses an e-mail nobody registered, and someone already on the staff', async () => {
  const unknown = await staffCall('POST', 'staff', { email: 'nobody@example.com', role: 'owner' });
  expect(unknown.statusCode).toBe(404);
  expect(json<ErrorBody>(unknown).message).toBe(STAFF_MESSAGES.noSuchUser('nobody@example.com'));
  expect(
    (await staffCall('POST', 'staff', { email: owner.email, role: 'support' })).statusCode,
  ).toBe(409);
});

it('changes a role and removes it; removal signs them out everywhere; all audited', async () => {
  const member = await signedInStaff(ctx.app, 'support');
  const changed = await staffCall('PATCH', `staff/${member.id}`, { role: 'owner' });
  expect(changed.statusCode).toBe(200);
  const again = json<{ data: { access: string } }>(
    await login(ctx.app, member.email, member.password),
  );
  expect(json<{ data: { role: string } }>(await me(again.data.access)).data.role).toBe('owner');

  const removed = await staffCall('DELETE', `staff/${member.id}`);
  expect(removed.statusCode).toBe(200);
  expect((await me(again.data.access)).statusCode).toBe(401);
  const fresh = json<{ data: { access: string } }>(
    await login(ctx.app, member.email, member.password),
  );
  expect((await me(fresh.data.access)).statusCode).toBe(403);
  expect(tokenLifetime(fresh.data.access)).toBe(7 * 86_400);

  const audit = await ctx.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.subjectId, String(member.id)))
    .orderBy(staffAudit.id);
  expect(audit.map((row) => [row.action, row.staffEmail, row.before, row.after])).toEqual([
    [
      'staff.change_role',
      owner.email,
      { email: member.email, role: 'support' },
      { email: member.email, role: 'owner' },
    ],
    [
      'staff.remove',
      owner.email,
      { email: member.email, role: 'owner' },
      { email: member.email, role: null },
    ],
  ]);
});

it('keeps at least one owner', async () => {
  const context = await startTestApp();
  try {
    const only = await signedInStaff(context.app, 'owner');
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/v1/console/staff/${only.id}`,
      headers: only.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).message).toBe(STAFF_MESSAGES.lastOwner);
  } finally {
    await context.close();
  }
});

it('makes the first owner with the ops command at set-up, and no owner once one exists', async () => {
  const context = await startTestApp();
  try {
    const person = await registerUser(context.app);
    const create = (email: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/console/staff',
        headers: { 'x-ops-token': context.config.opsToken },
        payload: { email, role: 'owner', reason: 'setting up the console' },
      });
    expect((await create(person.email)).statusCode).toBe(201);
    const [row] = await context.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row?.role).toBe('owner');
    const [audit] = await context.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, String(person.id)));
    expect(audit).toMatchObject({
      action: 'staff.add',
      staffEmail: 'ops command (set-up)',
      staffUserId: null,
      reason: 'setting up the console',
    });
    const another = await registerUser(context.app);
    const refused = await create(another.email);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).message).toBe(STAFF_MESSAGES.ownerExists);
  } finally {
    await context.close();
  }
});

it('promotes CONSOLE_OWNER_EMAIL only while there is no owner', async () => {
  const context = await startTestApp();
  try {
    const first = await registerUser(context.app);
    const second = await registerUser(context.app);
    expect(await promoteFirstOwner(context.database.db, 'missing@example.com')).toBe(
      'no-such-user',
    );
    expect(await promoteFirstOwner(context.database.db, first.email)).toBe('promoted');
    expect(await promoteFirstOwner(context.database.db, second.email)).toBe('has-owner');
    const owners = await context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'owner'));
    expect(owners).toEqual([{ id: first.id }]);
  } finally {
    await context.close();
  }
});
