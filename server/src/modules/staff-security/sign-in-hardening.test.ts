import { lt, sql } from 'drizzle-orm';
import { LOGIN_MESSAGES } from '@contract/rules';
import { bearer, login } from '../../../test/accounts';
import { enrolTwoFactor, signedInStaff, totpCode } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { pruneSessions } from '../../jobs/prune-sessions';
import { sessions, staffLoginChallengesUsed } from './tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: bearer(token) });

const sendCode = (challenge: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/two-factor/',
    payload: { challenge, code },
  });

async function challengeOf(staff: { email: string; password: string }) {
  const response = await login(ctx.app, staff.email, staff.password);
  return json<{ data: { challenge: string } }>(response).data.challenge;
}

it('a login challenge finishes one sign-in only, even with a later code', async () => {
  const staff = await signedInStaff(ctx.app, 'owner');
  const { secret } = await enrolTwoFactor(ctx.app, staff.headers);
  const challenge = await challengeOf(staff);
  expect((await sendCode(challenge, await totpCode(secret))).statusCode).toBe(200);
  const again = await sendCode(challenge, await totpCode(secret, 1));
  expect(again.statusCode).toBe(401);
  expect(json<{ message: string }>(again).message).toBe(LOGIN_MESSAGES.challengeExpired);
});

it("turning two-factor sign-in on ends the member's other sessions and keeps this one", async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const earlier = json<{ data: { access: string } }>(await login(ctx.app, staff.email)).data.access;
  expect((await me(earlier)).statusCode).toBe(200);
  await enrolTwoFactor(ctx.app, staff.headers);
  expect((await me(earlier)).statusCode).toBe(401);
  expect((await me(staff.token)).statusCode).toBe(200);
});

it('the pruning job deletes sessions and used challenges long over, and keeps open ones', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const db = ctx.database.db;
  await db.execute(
    sql`UPDATE sessions SET expires_at = now() - interval '2 days' WHERE user_id = ${staff.id} AND id <> (SELECT id FROM sessions WHERE user_id = ${staff.id} ORDER BY created_at DESC LIMIT 1)`,
  );
  await db.insert(staffLoginChallengesUsed).values({
    challengeId: '00000000-0000-4000-8000-000000000001',
    userId: staff.id,
    expiresAt: new Date(Date.now() - 2 * 86_400_000),
  });
  expect(await pruneSessions(db, 100)).toBeGreaterThanOrEqual(2);
  expect(
    await db
      .select()
      .from(sessions)
      .where(lt(sessions.expiresAt, sql`now()`)),
  ).toEqual([]);
  const left = await db.select().from(staffLoginChallengesUsed);
  expect(left.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
  expect((await me(staff.token)).statusCode).toBe(200);
});
