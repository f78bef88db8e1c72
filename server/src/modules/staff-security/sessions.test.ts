import { eq } from 'drizzle-orm';
import { staffAudit } from '../../db/schema';
import { bearer, login, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SESSION_ENDED_MESSAGE } from '../auth/plugin';
import { sessions } from './tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
  current: boolean;
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';

/** A second sign-in of the same staff member, from a phone at another address. */
async function signInAgain(staff: { email: string; password: string }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email: staff.email, password: staff.password },
    remoteAddress: '203.0.113.7',
    headers: { 'user-agent': PHONE },
  });
  return json<{ data: { access: string } }>(response).data.access;
}

const listSessions = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/security/sessions',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: SessionRow[] }>(response).data;
};

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: bearer(token) });

const endSession = (token: string, id: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/console/security/sessions/${id}`,
    headers: bearer(token),
  });

it('lists the staff member’s sessions with this one marked; ending the other refuses its token at once', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const phone = await signInAgain(staff);

  const listed = await listSessions(staff.token);
  expect(listed).toEqual([
    {
      id: expect.any(String),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      ip: '203.0.113.7',
      user_agent: PHONE,
      current: false,
    },
    expect.objectContaining({ ip: '127.0.0.1', current: true }),
  ]);
  const other = listed[0]?.id ?? '';
  expect((await me(phone)).statusCode).toBe(200);

  expect((await endSession(staff.token, other)).statusCode).toBe(200);
  const refused = await me(phone);
  expect(refused.statusCode).toBe(401);
  expect(json<ErrorBody>(refused).message).toBe(SESSION_ENDED_MESSAGE);
  // The customer side refuses it too.
  const dashboard = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-user/',
    headers: bearer(phone),
  });
  expect(dashboard.statusCode).toBe(401);
  expect((await me(staff.token)).statusCode).toBe(200);
  expect((await listSessions(staff.token)).map((session) => session.current)).toEqual([true]);

  // Ending it again, or someone else's, finds nothing.
  expect((await endSession(staff.token, other)).statusCode).toBe(404);
  const colleague = await signedInStaff(ctx.app, 'owner');
  const [theirs] = await listSessions(colleague.token);
  expect((await endSession(staff.token, theirs?.id ?? '')).statusCode).toBe(404);
  expect((await me(colleague.token)).statusCode).toBe(200);

  const audit = await ctx.database.db
    .select({ action: staffAudit.action, subject: staffAudit.subjectId })
    .from(staffAudit)
    .where(eq(staffAudit.staffUserId, staff.id));
  expect(audit).toEqual([{ action: 'session.end', subject: other }]);
});

it('ends every other session at once and keeps this one', async () => {
  const staff = await signedInStaff(ctx.app, 'owner');
  const others = [await signInAgain(staff), await signInAgain(staff)];
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/security/sessions/end-others',
    headers: staff.headers,
  });
  expect(json<{ message: string }>(response).message).toBe('2 other sessions ended.');
  for (const token of others) expect((await me(token)).statusCode).toBe(401);
  expect((await me(staff.token)).statusCode).toBe(200);
  expect(await listSessions(staff.token)).toHaveLength(1);
});

it('writes last seen at most once a minute', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const [session] = await listSessions(staff.token);
  const id = session?.id ?? '';
  const twoMinutesAgo = new Date(Date.now() - 120_000);
  await ctx.database.db
    .update(sessions)
    .set({ lastSeenAt: twoMinutesAgo })
    .where(eq(sessions.id, id));
  const lastSeen = async () =>
    (await ctx.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.lastSeenAt;

  await me(staff.token);
  const touched = await lastSeen();
  expect(touched?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  await me(staff.token);
  expect((await lastSeen())?.getTime()).toBe(touched?.getTime());
});

it('keeps the session a password is changed from; the others are signed out and no longer listed', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const phone = await signInAgain(staff);
  const changed = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/change-password/',
    headers: staff.headers,
    payload: {
      old_password: staff.password,
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    },
  });
  expect(changed.statusCode).toBe(200);
  const fresh = json<{ data: { access: string } }>(changed).data.access;
  expect((await me(phone)).statusCode).toBe(401);
  expect(await listSessions(fresh)).toEqual([expect.objectContaining({ current: true })]);
});

it('gives customers tokens naming a session too, and refuses a staff token without one', async () => {
  const customer = await signedInUser(ctx.app);
  const claims = ctx.app.jwt.decode<Record<string, unknown>>(customer.token);
  expect(claims && Object.keys(claims).sort()).toEqual(['exp', 'iat', 'sid', 'sub', 'ver']);

  const staff = await signedInStaff(ctx.app, 'support');
  const sessionless = ctx.app.jwt.sign({ sub: String(staff.id), ver: 0 });
  expect((await me(sessionless)).statusCode).toBe(401);
  // a fresh login is still fine
  expect((await login(ctx.app, staff.email, staff.password)).statusCode).toBe(200);
});
