import { and, eq } from 'drizzle-orm';
import { LOGIN_MESSAGES, REASON_MESSAGES } from '@contract/rules';
import { DEFAULT_AUTH_THROTTLE } from '../../config';
import { staffAudit } from '../../db/schema';
import { bearer, login, signedInUser, type ErrorBody } from '../../../test/accounts';
import { enrolTwoFactor, signedInStaff, totpCode } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { DEFAULT_CONSOLE_CONFIG } from '../../console-config';
import { GUARD_MESSAGES } from '../console/guard';
import { TWO_FACTOR_MESSAGES } from './two-factor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
interface Challenge {
  message: string;
  data: { two_factor_required: true; challenge: string; expires_in: number };
}

const consoleCall = (
  context: TestContext,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
) =>
  context.app.inject({
    method,
    url: `/api/v1/console/${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const sendCode = (challenge: string, code: string, context = ctx) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/two-factor/',
    payload: { challenge, code },
  });

const me = (token: string, context = ctx) =>
  context.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: bearer(token) });

async function challengeOf(staff: Staff, context = ctx) {
  const response = await login(context.app, staff.email, staff.password);
  expect(response.statusCode).toBe(200);
  return json<Challenge>(response);
}

const auditActions = (userId: number) =>
  ctx.database.db
    .select({ action: staffAudit.action, by: staffAudit.staffEmail })
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectType, 'user'), eq(staffAudit.subjectId, String(userId))))
    .orderBy(staffAudit.id);

it('enrols: a QR code and the secret as text, a first code turns it on, ten recovery codes once', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const off = await consoleCall(ctx, staff.headers, 'GET', 'security/two-factor');
  expect(json<{ data: object }>(off).data).toEqual({
    enabled: false,
    enabled_at: null,
    recovery_codes_left: 0,
    required: false,
  });

  const setup = await consoleCall(ctx, staff.headers, 'POST', 'security/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const enrolment = json<{ data: { secret: string; otpauth_uri: string; qr_code: string } }>(
    setup,
  ).data;
  expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(enrolment.otpauth_uri).toBe(
    `otpauth://totp/NairaTop:${encodeURIComponent(staff.email)}?secret=${enrolment.secret}&issuer=NairaTop`,
  );
  expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  const drawing = Buffer.from(enrolment.qr_code.split(',')[1] ?? '', 'base64').toString();
  expect(drawing).toMatch(
    /^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path [^>]*d="M[\s\S]+<\/svg>\s*$/,
  );

  const wrong = await consoleCall(ctx, staff.headers, 'POST', 'security/two-factor/confirm', {
    code: '000000',
  });
  expect(wrong.statusCode).toBe(400);
  expect(json<ErrorBody>(wrong).data).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });

  const confirmed = await consoleCall(ctx, staff.headers, 'POST', 'security/two-factor/confirm', {
    code: await totpCode(enrolment.secret),
  });
  expect(confirmed.statusCode).toBe(200);
  const codes = json<{ data: { recovery_codes: string[] } }>(confirmed).data.recovery_codes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  const on = json<{ data: { enabled: boolean; recovery_codes_left: number } }>(
    await consoleCall(ctx, staff.headers, 'GET', 'security/two-factor'),
  ).data;
  expect(on).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  // Shown once: a new set-up is refused while it is on, so the codes cannot be read again.
  expect(
    (await consoleCall(ctx, staff.headers, 'POST', 'security/two-factor/setup')).statusCode,
  ).toBe(409);
  // Only hashes are stored.
  const stored = await ctx.database.withSession((session) =>
    session.rows(`SELECT code_hash FROM staff_recovery_codes WHERE user_id = ${staff.id}`),
  );
  expect(stored.map((row) => String(row.code_hash))).toEqual(
    Array.from({ length: 10 }, () => expect.stringMatching(/^scrypt\$/)),
  );
  expect(await auditActions(staff.id)).toEqual([{ action: 'two_factor.enrol', by: staff.email }]);
});

it('sign-in then needs a code: a wrong one is 401, the right one gives a token, and is refused a second time', async () => {
  const staff = await signedInStaff(ctx.app, 'owner');
  const { secret } = await enrolTwoFactor(ctx.app, staff.headers);

  const step = await challengeOf(staff);
  expect(step.message).toBe(LOGIN_MESSAGES.codeNeeded);
  expect(step.data).toEqual({
    two_factor_required: true,
    challenge: expect.any(String),
    expires_in: 300,
  });
  expect(step.data).not.toHaveProperty('access');
  // The challenge is no access token.
  expect((await me(step.data.challenge)).statusCode).toBe(401);

  const wrong = await sendCode(step.data.challenge, '123456');
  expect(wrong.statusCode).toBe(401);
  expect(json<ErrorBody>(wrong).message).toBe(TWO_FACTOR_MESSAGES.wrongCodeOrRecovery);

  const code = await totpCode(secret);
  const right = await sendCode(step.data.challenge, code);
  expect(right.statusCode).toBe(200);
  const signedIn = json<{ message: string; data: { access: string; staff_role: string } }>(right);
  expect(signedIn.message).toBe(LOGIN_MESSAGES.success);
  // the app opens the console after a staff member's sign-in
  expect(signedIn.data.staff_role).toBe('owner');
  expect((await me(signedIn.data.access)).statusCode).toBe(200);

  // The same code again, even through a new challenge, is a replay.
  const replay = await sendCode((await challengeOf(staff)).data.challenge, code);
  expect(replay.statusCode).toBe(401);
  // The next period's code still works.
  const next = await sendCode((await challengeOf(staff)).data.challenge, await totpCode(secret, 1));
  expect(next.statusCode).toBe(200);
});

it('accepts each recovery code once, in place of a code, and audits its use', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const { recoveryCodes } = await enrolTwoFactor(ctx.app, staff.headers);
  const [first = '', second = ''] = recoveryCodes;

  // Typed in capitals without the dash, as read from paper.
  const used = await sendCode(
    (await challengeOf(staff)).data.challenge,
    first.toUpperCase().replace('-', ''),
  );
  expect(used.statusCode).toBe(200);
  const again = await sendCode((await challengeOf(staff)).data.challenge, first);
  expect(again.statusCode).toBe(401);
  expect((await sendCode((await challengeOf(staff)).data.challenge, second)).statusCode).toBe(200);

  const token = json<{ data: { access: string } }>(used).data.access;
  const status = await consoleCall(ctx, bearer(token), 'GET', 'security/two-factor');
  expect(json<{ data: { recovery_codes_left: number } }>(status).data.recovery_codes_left).toBe(8);
  expect((await auditActions(staff.id)).map((row) => row.action)).toEqual([
    'two_factor.enrol',
    'two_factor.recovery_code_used',
    'two_factor.recovery_code_used',
  ]);
});

it('refuses an expired or forged challenge, and leaves customers signing in as before', async () => {
  const customer = await signedInUser(ctx.app);
  const answer = json<{ message: string; data: object }>(await login(ctx.app, customer.email));
  expect(answer).toEqual({
    message: 'Logged in successfully',
    data: { access: expect.any(String) },
  });

  const forged = await sendCode(customer.token, '123456');
  expect(forged.statusCode).toBe(401);
  expect(json<ErrorBody>(forged).message).toBe(LOGIN_MESSAGES.challengeExpired);
});

it('counts wrong codes against the same limits as wrong passwords, at sign-in and in the console', async () => {
  const throttled = await startTestApp({
    authThrottle: { ...DEFAULT_AUTH_THROTTLE, pairFailures: 3, accountSlowAfter: 1000 },
  });
  try {
    const staff = await signedInStaff(throttled.app, 'support');
    const { secret } = await enrolTwoFactor(throttled.app, staff.headers);
    const { challenge } = (await challengeOf(staff, throttled)).data;
    for (let i = 0; i < 3; i += 1)
      expect((await sendCode(challenge, '000000', throttled)).statusCode).toBe(401);
    const refused = await sendCode(challenge, await totpCode(secret), throttled);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));

    // In the console too: a session cannot guess its way to turning it off.
    const disable = async (code: string) =>
      (await consoleCall(throttled, staff.headers, 'POST', 'security/two-factor/disable', { code }))
        .statusCode;
    for (let i = 0; i < 3; i += 1) expect(await disable('000000')).toBe(400);
    expect(await disable(await totpCode(secret))).toBe(429);
  } finally {
    await throttled.close();
  }
});

it('turns off with a current code only; sign-in then gives the token at once', async () => {
  const staff = await signedInStaff(ctx.app, 'support');
  const { secret } = await enrolTwoFactor(ctx.app, staff.headers);
  const wrong = await consoleCall(ctx, staff.headers, 'POST', 'security/two-factor/disable', {
    code: '000000',
  });
  expect(wrong.statusCode).toBe(400);
  expect(
    json<{ data: { enabled: boolean } }>(
      await consoleCall(ctx, staff.headers, 'GET', 'security/two-factor'),
    ).data.enabled,
  ).toBe(true);

  const off = await consoleCall(ctx, staff.headers, 'POST', 'security/two-factor/disable', {
    code: await totpCode(secret),
  });
  expect(off.statusCode).toBe(200);
  const signedIn = json<{ data: { access?: string } }>(
    await login(ctx.app, staff.email, staff.password),
  );
  expect(signedIn.data.access).toEqual(expect.any(String));
  expect((await auditActions(staff.id)).map((row) => row.action)).toEqual([
    'two_factor.enrol',
    'two_factor.disable',
  ]);
});

it("lets an owner reset another staff member's two-factor sign-in with a reason, audited and e-mailed to them; support may not", async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const coOwner = await signedInStaff(ctx.app, 'owner');
  const support = await signedInStaff(ctx.app, 'support');
  await enrolTwoFactor(ctx.app, coOwner.headers);
  const reason = { reason: 'Lost her phone on the bus' };
  const resetOf = (by: Staff, id: number, payload?: object) =>
    consoleCall(ctx, by.headers, 'DELETE', `staff/${id}/two-factor`, payload);

  expect((await resetOf(support, coOwner.id, reason)).statusCode).toBe(403);
  expect((await resetOf(owner, owner.id, reason)).statusCode).toBe(409);
  // No reason, or one that says nothing: refused, and nothing is reset.
  expect((await resetOf(owner, coOwner.id)).statusCode).toBe(400);
  const blank = await resetOf(owner, coOwner.id, { reason: '  ' });
  expect(blank.statusCode).toBe(400);
  expect(json<ErrorBody>(blank).data).toEqual({ reason: REASON_MESSAGES.tooShort });
  expect(
    json<{ data: { id: number; two_factor: boolean }[] }>(
      await consoleCall(ctx, owner.headers, 'GET', 'staff'),
    ).data.find((member) => member.id === coOwner.id)?.two_factor,
  ).toBe(true);
  const mailsBefore = ctx.outbox.length;

  const reset = await resetOf(owner, coOwner.id, reason);
  expect(reset.statusCode).toBe(200);
  const signedIn = json<{ data: { access?: string } }>(
    await login(ctx.app, coOwner.email, coOwner.password),
  );
  expect(signedIn.data.access).toEqual(expect.any(String));
  const audit = await ctx.database.db
    .select({ action: staffAudit.action, by: staffAudit.staffEmail, reason: staffAudit.reason })
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectType, 'user'), eq(staffAudit.subjectId, String(coOwner.id))))
    .orderBy(staffAudit.id);
  // (support's refused try is in the log too, as every refusal is)
  expect(audit.filter((row) => row.action.startsWith('two_factor.'))).toEqual([
    { action: 'two_factor.enrol', by: coOwner.email, reason: null },
    { action: 'two_factor.reset', by: owner.email, reason: 'Lost her phone on the bus' },
  ]);
  const mails = ctx.outbox.slice(mailsBefore);
  expect(mails.map((mail) => mail.to)).toEqual([coOwner.email]);
  expect(mails[0]?.subject).toBe('NairaTop: console two-factor sign-in reset');
  expect(mails[0]?.text).toContain(`reset by ${owner.email}`);
  expect(mails[0]?.text).toContain('Reason given: Lost her phone on the bus');
  const list = json<{ data: { id: number; two_factor: boolean }[] }>(
    await consoleCall(ctx, owner.headers, 'GET', 'staff'),
  ).data;
  expect(list.find((member) => member.id === coOwner.id)?.two_factor).toBe(false);
});

describe('where owners must use two-factor sign-in (production)', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await startTestApp({
      console: { ...DEFAULT_CONSOLE_CONFIG, ownerTwoFactorRequired: true },
    });
  });
  afterAll(() => production.close());

  it('sends an owner without it to enrol before any other console route answers', async () => {
    const owner = await signedInStaff(production.app, 'owner');
    const blocked = await consoleCall(production, owner.headers, 'GET', 'customers?q=ada');
    expect(blocked.statusCode).toBe(403);
    expect(json<ErrorBody>(blocked).message).toBe(GUARD_MESSAGES.twoFactorFirst);
    expect(
      (await consoleCall(production, owner.headers, 'GET', 'security/sessions')).statusCode,
    ).toBe(403);
    const who = json<{ data: { two_factor: object } }>(await me(owner.token, production));
    expect(who.data.two_factor).toEqual({ enabled: false, required: true });

    await enrolTwoFactor(production.app, owner.headers);
    expect(
      (await consoleCall(production, owner.headers, 'GET', 'customers?q=ada')).statusCode,
    ).toBe(200);
  });

  it('leaves it optional for support', async () => {
    const support = await signedInStaff(production.app, 'support');
    expect(
      (await consoleCall(production, support.headers, 'GET', 'customers?q=ada')).statusCode,
    ).toBe(200);
  });
});
