import { eq } from 'drizzle-orm';
import { LOGIN_MESSAGES, PROFILE_MESSAGES, REGISTER_MESSAGES } from '@contract/rules';
import type { User } from '@contract/api';
import { users } from '../../db/schema';
import { bearer, login, registerUser, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const getUser = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers });

const changePassword = (token: string, payload: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/change-password',
    headers: bearer(token),
    payload,
  });

describe('POST auth/login/', () => {
  it('signs in with a trimmed, case-insensitive e-mail and returns a working token', async () => {
    const user = await registerUser(ctx.app);
    const response = await login(ctx.app, `  ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; data: { access: string } }>(response);
    expect(body.message).toBe('Logged in successfully');
    expect(body.data.access.split('.')).toHaveLength(3);

    const me = await getUser(bearer(body.data.access));
    expect(me.statusCode).toBe(200);
    expect(json<{ data: User }>(me).data.username).toBe(user.email);
  });

  it("names a staff member's console role, so the app opens the console; a customer's has none", async () => {
    const customer = await registerUser(ctx.app);
    const asCustomer = json<{ data: Record<string, unknown> }>(
      await login(ctx.app, customer.email),
    );
    expect(Object.keys(asCustomer.data)).toEqual(['access']);

    const support = await registerUser(ctx.app);
    await ctx.app.db.update(users).set({ role: 'support' }).where(eq(users.id, support.id));
    const asSupport = json<{ data: Record<string, unknown> }>(await login(ctx.app, support.email));
    expect(asSupport.data).toEqual({ access: expect.any(String), staff_role: 'support' });
  });

  it('issues a token valid for 7 days', async () => {
    const user = await registerUser(ctx.app);
    const { data } = json<{ data: { access: string } }>(await login(ctx.app, user.email));
    const payload = ctx.app.jwt.decode<{ exp: number; iat: number; sub: string }>(data.access);
    expect(payload?.sub).toBe(String(user.id));
    expect((payload?.exp ?? 0) - (payload?.iat ?? 0)).toBe(7 * 24 * 60 * 60);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await registerUser(ctx.app);
    const wrong = await login(ctx.app, user.email, 'not-the-password');
    const unknown = await login(ctx.app, 'nobody@example.com', 'not-the-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual({
        message: LOGIN_MESSAGES.wrongCredentials,
        errors: [{ detail: LOGIN_MESSAGES.wrongCredentials }],
        data: {},
      });
    }
  });

  it('answers an empty e-mail or password with Invalid Login', async () => {
    for (const payload of [{ email: '', password: 'x' }, { email: 'a@b.co', password: '' }, {}]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).errors).toEqual([{ detail: LOGIN_MESSAGES.invalid }]);
    }
  });
});

describe('GET get-user/', () => {
  it('returns the user in the contract shape', async () => {
    const user = await signedInUser(ctx.app, { first_name: 'Ngozi', last_name: 'Adeyemi' });
    await ctx.database.db
      .update(users)
      .set({ walletBalanceKobo: 1_234_550, bonusKobo: 5_025 })
      .where(eq(users.id, user.id));
    const response = await getUser(bearer(user.token));
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: User }>(response);
    expect(data).toEqual({
      id: user.id,
      first_name: 'Ngozi',
      last_name: 'Adeyemi',
      username: user.email,
      email: user.email,
      wallet_balance: 12_345.5,
      bonus: 50.25,
      user_level: 'normal',
      phone_no: user.phone_no,
      referral_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      email_receipts: false,
      cable_reminders: true,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      webhook_url: null,
      webhook_secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      // the balances here were written directly, not through the ledger: no entry yet
      balance_cursor: '0',
      rehoboth_account: [],
      moniepoint_account: [],
      wema_account: [],
      paystack_account: [],
      paystack_charges: '1% of every deposit, at most ₦300.00.',
      kyc_tier: 0,
      kyc_hold: null,
      has_transaction_pin: false,
      transaction_pin_locked_until: null,
    });
    expect(Math.abs(Date.parse(data.date_joined) - Date.now())).toBeLessThan(60_000);
    // created on the first read, then the same on every read
    const again = json<{ data: User }>(await getUser(bearer(user.token))).data;
    expect(again.webhook_secret).toBe(data.webhook_secret);
  });

  it('names the level from the levels table', async () => {
    const user = await signedInUser(ctx.app);
    await ctx.database.db.update(users).set({ levelId: 4 }).where(eq(users.id, user.id));
    const { data } = json<{ data: User }>(await getUser(bearer(user.token)));
    expect(data.user_level).toBe('api');
  });

  it.each([
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer not.a.token' }],
    ['a non-bearer header', { authorization: 'Basic YTpi' }],
  ])('answers 401 in the envelope with %s', async (_name, headers) => {
    const response = await getUser(headers);
    expect(response.statusCode).toBe(401);
    const body = json<ErrorBody>(response);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([{ detail: body.message }]);
    expect(body.data).toEqual({});
  });

  it('refuses a token signed with another secret', async () => {
    const user = await signedInUser(ctx.app);
    const [, payload, signature] = user.token.split('.');
    const forged = `${user.token.split('.')[0]}.${payload}.${(signature ?? '').split('').reverse().join('')}`;
    expect((await getUser(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses a token issued more than 7 days ago', async () => {
    const user = await signedInUser(ctx.app);
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const expired = ctx.app.jwt.sign(
      { sub: String(user.id), ver: 0 },
      { clockTimestamp: eightDaysAgo },
    );
    expect(ctx.app.jwt.decode<{ exp: number }>(expired)?.exp).toBeLessThan(Date.now() / 1000);
    const response = await getUser(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).message).toEqual(expect.any(String));
  });

  it('refuses a token of a user that no longer exists', async () => {
    const ghost = ctx.app.jwt.sign({ sub: '987654', ver: 0 });
    expect((await getUser(bearer(ghost))).statusCode).toBe(401);
  });
});

describe('PUT change-password/', () => {
  it('ends older sessions and returns a token that keeps the caller signed in', async () => {
    const user = await signedInUser(ctx.app);
    const otherSession = json<{ data: { access: string } }>(await login(ctx.app, user.email)).data
      .access;
    const response = await changePassword(user.token, {
      old_password: user.password,
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; data: { access: string } }>(response);
    expect(body.message).toBe(PROFILE_MESSAGES.passwordChanged);

    expect((await getUser(bearer(user.token))).statusCode).toBe(401);
    expect((await getUser(bearer(otherSession))).statusCode).toBe(401);
    expect((await getUser(bearer(body.data.access))).statusCode).toBe(200);

    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(ctx.app, user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('checks the old password and writes nothing when it is wrong', async () => {
    const user = await signedInUser(ctx.app);
    const response = await changePassword(user.token, {
      old_password: 'not-my-password',
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({
      old_password: PROFILE_MESSAGES.oldPasswordWrong,
    });
    expect((await getUser(bearer(user.token))).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('lists the required, mismatch and length messages', async () => {
    const user = await signedInUser(ctx.app);
    const empty = await changePassword(user.token, {});
    expect(json<ErrorBody>(empty).data).toEqual({
      old_password: PROFILE_MESSAGES.oldPasswordRequired,
      new_password: PROFILE_MESSAGES.newPasswordRequired,
      confirm_password: PROFILE_MESSAGES.confirmPasswordRequired,
    });
    const mismatch = await changePassword(user.token, {
      old_password: user.password,
      new_password: 'abcdefgh1',
      confirm_password: 'abcdefgh2',
    });
    expect(json<ErrorBody>(mismatch).data).toEqual({
      confirm_password: PROFILE_MESSAGES.passwordMismatch,
    });
    const short = await changePassword(user.token, {
      old_password: user.password,
      new_password: 'abc',
      confirm_password: 'abc',
    });
    expect(json<ErrorBody>(short).data).toEqual({
      new_password: REGISTER_MESSAGES.passwordTooShort,
    });
    const spaces = await changePassword(user.token, {
      old_password: user.password,
      new_password: '        ',
      confirm_password: '        ',
    });
    expect(json<ErrorBody>(spaces).data).toEqual({ new_password: REGISTER_MESSAGES.passwordBlank });
    const same = await changePassword(user.token, {
      old_password: user.password,
      new_password: user.password,
      confirm_password: user.password,
    });
    expect(same.statusCode).toBe(400);
    expect(json<ErrorBody>(same).data).toEqual({
      new_password: REGISTER_MESSAGES.passwordSameAsOld,
    });
    expect((await getUser(bearer(user.token))).statusCode).toBe(200);
  });

  it('accepts the new password under password and password2', async () => {
    const user = await signedInUser(ctx.app);
    const response = await changePassword(user.token, {
      old_password: user.password,
      password: 'another-pass-1',
      password2: 'another-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect((await login(ctx.app, user.email, 'another-pass-1')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/change-password/',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
