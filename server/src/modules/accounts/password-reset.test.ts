import { eq } from 'drizzle-orm';
import { FORGOT_MESSAGES, REGISTER_MESSAGES, RESET_MESSAGES } from '@contract/rules';
import { passwordResetTokens } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { bearer, login, registerUser, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let outbox: readonly MailMessage[];
beforeAll(async () => {
  ctx = await startTestApp({ brandName: 'TopUpHub' });
  outbox = ctx.outbox;
});
afterAll(() => ctx.close());

const forgot = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/password_reset/', payload });
const reset = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/reset_password/', payload });

function tokenFrom(mail: MailMessage | undefined): string {
  const match = /\/password-reset\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

async function requestLink(email: string) {
  const sent = outbox.length;
  expect((await forgot({ email })).statusCode).toBe(200);
  expect(outbox).toHaveLength(sent + 1);
  return tokenFrom(outbox[sent]);
}

const newPassword = (token: string, password = 'fresh-password-1') => ({
  new_password: password,
  confirm_new_password: password,
  password_token: token,
});

describe('POST password_reset/', () => {
  it('answers known and unknown e-mails identically and mails only the known one', async () => {
    const user = await registerUser(ctx.app);
    const sent = outbox.length;
    const known = await forgot({ email: `  ${user.email.toUpperCase()} ` });
    const unknown = await forgot({ email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(json(known)).toEqual({
      message: FORGOT_MESSAGES.sent,
      data: { detail: FORGOT_MESSAGES.sent },
    });

    expect(outbox).toHaveLength(sent + 1);
    const mail = outbox[sent];
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toContain('TopUpHub');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/password-reset/confirm/?token=`);
    expect(mail?.html).toContain(`${ctx.config.publicUrl}/password-reset/confirm/?token=`);
  });

  it('stores only a digest of the token, expiring in an hour', async () => {
    const user = await registerUser(ctx.app);
    const token = await requestLink(user.email);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('requires an e-mail', async () => {
    const response = await forgot({ email: '  ' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: FORGOT_MESSAGES.emailRequired,
      errors: [{ field: 'email', detail: FORGOT_MESSAGES.emailRequired }],
      data: { email: FORGOT_MESSAGES.emailRequired },
    });
  });
});

describe('POST reset_password/', () => {
  it('sets the new password once, ends old sessions, and refuses a second use', async () => {
    const user = await signedInUser(ctx.app);
    const token = await requestLink(user.email);

    const response = await reset(newPassword(token));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      message: RESET_MESSAGES.done,
      data: { detail: RESET_MESSAGES.done },
    });

    expect((await login(ctx.app, user.email, 'fresh-password-1')).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(401);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(user.token),
    });
    expect(me.statusCode).toBe(401);

    const again = await reset(newPassword(token, 'second-password-2'));
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).data).toEqual({ password_token: RESET_MESSAGES.tokenInvalid });
    expect((await login(ctx.app, user.email, 'fresh-password-1')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a token through', async () => {
    const user = await registerUser(ctx.app);
    const token = await requestLink(user.email);
    const responses = await Promise.all([
      reset(newPassword(token, 'racer-one-1')),
      reset(newPassword(token, 'racer-two-2')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('retires the other links of the account once one is used', async () => {
    const user = await registerUser(ctx.app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await reset(newPassword(second))).statusCode).toBe(200);
    expect((await reset(newPassword(first))).statusCode).toBe(400);
  });

  it('refuses a link mailed before the password was changed on the profile', async () => {
    const user = await signedInUser(ctx.app);
    const token = await requestLink(user.email);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/change-password/',
      headers: bearer(user.token),
      payload: {
        old_password: user.password,
        new_password: 'changed-on-profile-1',
        confirm_password: 'changed-on-profile-1',
      },
    });
    expect(change.statusCode).toBe(200);

    const response = await reset(newPassword(token, 'attacker-choice-2'));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({ password_token: RESET_MESSAGES.tokenInvalid });
    expect((await login(ctx.app, user.email, 'changed-on-profile-1')).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, 'attacker-choice-2')).statusCode).toBe(401);
  });

  it('refuses an expired token and changes nothing', async () => {
    const user = await registerUser(ctx.app);
    const token = await requestLink(user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(newPassword(token));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toMatchObject({
      message: RESET_MESSAGES.tokenInvalid,
      errors: [{ field: 'password_token', detail: RESET_MESSAGES.tokenInvalid }],
    });
    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset(newPassword('made-up-token'));
    expect(json<ErrorBody>(response).data).toEqual({ password_token: RESET_MESSAGES.tokenInvalid });
  });

  it('lists the required and mismatch messages and leaves the token usable', async () => {
    const user = await registerUser(ctx.app);
    const token = await requestLink(user.email);

    const empty = await reset({ password_token: token });
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty).data).toEqual({
      new_password: RESET_MESSAGES.newRequired,
      confirm_new_password: RESET_MESSAGES.confirmRequired,
    });
    const mismatch = await reset({ ...newPassword(token), confirm_new_password: 'something-else' });
    expect(json<ErrorBody>(mismatch)).toMatchObject({
      message: RESET_MESSAGES.mismatch,
      data: { confirm_new_password: RESET_MESSAGES.mismatch },
    });
    const short = await reset(newPassword(token, 'short'));
    expect(json<ErrorBody>(short).data).toEqual({
      new_password: REGISTER_MESSAGES.passwordTooShort,
    });
    const noToken = await reset(newPassword(''));
    expect(json<ErrorBody>(noToken).data).toEqual({ password_token: RESET_MESSAGES.tokenInvalid });

    expect((await reset(newPassword(token))).statusCode).toBe(200);
  });
});

describe('the e-mail and new-password rules', () => {
  it('refuses bad@ by the e-mail rule and mails nothing', async () => {
    const sent = outbox.length;
    const response = await forgot({ email: 'bad@' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({ email: FORGOT_MESSAGES.emailInvalid });
    expect(outbox).toHaveLength(sent);
  });

  it('refuses eight spaces, and the current password, keeping the link usable', async () => {
    const user = await registerUser(ctx.app);
    const token = await requestLink(user.email);
    const spaces = await reset(newPassword(token, '        '));
    expect(spaces.statusCode).toBe(400);
    expect(json<ErrorBody>(spaces).data).toEqual({
      new_password: REGISTER_MESSAGES.passwordBlank,
    });
    const same = await reset(newPassword(token, user.password));
    expect(same.statusCode).toBe(400);
    expect(json<ErrorBody>(same).data).toEqual({
      new_password: REGISTER_MESSAGES.passwordSameAsOld,
    });
    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(200);
    expect((await reset(newPassword(token))).statusCode).toBe(200);
  });
});
