import { eq } from 'drizzle-orm';
import { REGISTER_MESSAGES as M } from '@contract/rules';
import { users } from '../../db/schema';
import { HASH_COST, setHashCost } from '../../lib/password';
import { registerUser, registration, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const post = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/register/', payload: payload as object });

const userCount = async () => (await ctx.database.db.select({ id: users.id }).from(users)).length;

let suitesCost = (): void => undefined;
afterAll(() => suitesCost());

describe('POST register/', () => {
  it('creates the account with username = e-mail, trimmed and lower-cased', async () => {
    // The suites hash at a lower cost for speed (server/test/setup.ts); this checks the server's.
    suitesCost = setHashCost(HASH_COST);
    const response = await post(
      registration({ email: '  Chi.Eze@Example.COM ', username: 'ignored' }),
    );
    expect(response.statusCode).toBe(201);
    const body = json<{ message: string; data: { id: number; username: string } }>(response);
    expect(body).toEqual({
      message: 'Account created successfully!',
      data: { id: expect.any(Number), username: 'chi.eze@example.com' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row).toMatchObject({
      email: 'chi.eze@example.com',
      username: 'chi.eze@example.com',
      firstName: 'Ada',
      hearUs: 'Google',
      levelId: 1,
      referredById: null,
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(registration().password);
  });

  it('returns every failing field at once with the form messages', async () => {
    const before = await userCount();
    const response = await post({
      first_name: ' ',
      last_name: '',
      email: '',
      password: '',
      password2: '',
      phone_no: '',
      hear_us: '',
    });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.data).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      password2: M.confirmPasswordRequired,
      phone_no: M.phoneRequired,
      hear_us: M.hearUsRequired,
    });
    expect(body.message).toBe(M.firstNameRequired);
    expect(body.errors).toContainEqual({ field: 'password2', detail: M.confirmPasswordRequired });
    expect(body.errors).toHaveLength(7);
    expect(await userCount()).toBe(before);
  });

  it('gives the same messages when the fields are missing altogether', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      password2: M.confirmPasswordRequired,
      phone_no: M.phoneRequired,
      hear_us: M.hearUsRequired,
    });
  });

  it('rejects a malformed e-mail and phone, a short or mismatched password, an unknown hear_us', async () => {
    const response = await post(
      registration({
        email: 'ada@example',
        password: 'short',
        password2: 'shorter',
        phone_no: '8031234567',
        hear_us: 'Radio',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({
      email: M.emailInvalid,
      password: M.passwordTooShort,
      password2: M.passwordMismatch,
      phone_no: M.phoneInvalid,
      hear_us: M.hearUsRequired,
    });
  });

  // Each form of a number is stored as 0 and 10 digits (each test its own number: one account each).
  it.each([
    ['08031230001', '08031230001'],
    ['+2348031230002', '08031230002'],
    ['2348031230003', '08031230003'],
    ['+234 803-123-0004', '08031230004'],
    ['0803 123 0005', '08031230005'],
  ])('accepts the phone %s and stores it as %s', async (phone, stored) => {
    const response = await post(registration({ phone_no: phone }));
    expect(response.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(response).data;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.phoneNo).toBe(stored);
  });

  it.each(['0803123456', '080312345678', '+08031234567', '+23408031234567'])(
    'rejects the phone %s',
    async (phone) => {
      const response = await post(registration({ phone_no: phone }));
      expect(json<ErrorBody>(response).data).toEqual({ phone_no: M.phoneInvalid });
    },
  );

  it('reports a mismatch of long enough passwords on password2', async () => {
    const response = await post(registration({ password: 'abcdefgh1', password2: 'abcdefgh2' }));
    expect(json<ErrorBody>(response).data).toEqual({ password2: M.passwordMismatch });
  });

  it('accepts each hear_us option', async () => {
    for (const option of ['Facebook', 'Instagram', 'Twitter', 'Google', 'From a Friend']) {
      expect((await post(registration({ hear_us: option }))).statusCode).toBe(201);
    }
  });

  it('refuses a second account for an e-mail, whatever its case', async () => {
    const first = await registerUser(ctx.app);
    const before = await userCount();
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email} `]) {
      const response = await post(registration({ email }));
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({
        message: M.emailTaken,
        data: { email: M.emailTaken },
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('keeps e-mails unique when two registrations race', async () => {
    // Each registration carries its own phone number, so only the e-mail can clash.
    const body = registration();
    const responses = await Promise.all([
      post(body),
      post(registration({ email: body.email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const failed = responses.find((r) => r.statusCode === 400);
    expect(json<ErrorBody>(failed ?? responses[0]!).data).toEqual({ email: M.emailTaken });
  });

  it('refuses a phone number another account holds, in any of its forms, and writes nothing', async () => {
    const first = await registerUser(ctx.app, { phone_no: '08059990001' });
    const before = await userCount();
    for (const phone of ['08059990001', '+234 805 999 0001', '2348059990001']) {
      const response = await post(registration({ phone_no: phone }));
      expect(response.statusCode).toBe(409);
      expect(json<ErrorBody>(response)).toMatchObject({
        message: M.phoneTaken,
        data: { phone_no: M.phoneTaken },
      });
    }
    expect(await userCount()).toBe(before);
    expect(first.id).toBeGreaterThan(0);
  });

  it('keeps phone numbers unique when two registrations race', async () => {
    const phone_no = '08059990002';
    const responses = await Promise.all([
      post(registration({ phone_no })),
      post(registration({ phone_no: '+2348059990002' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['eight spaces', '        ', M.passwordBlank],
    ['seven characters', 'abcdefg', M.passwordTooShort],
  ])('refuses a password of %s', async (_name, password, message) => {
    const response = await post(registration({ password, password2: password }));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({ password: message });
  });

  it('gives every account its own short referral code, and a sign-up names its referrer by it', async () => {
    const referrer = await registerUser(ctx.app);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, referrer.id));
    const code = row?.referralCode ?? '';
    // 8 characters without look-alikes (no 0, O, 1, I or L)
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);

    for (const typed of [code, ` ${code.toLowerCase()} `]) {
      const referred = await registerUser(ctx.app, { referred_by: typed });
      const [referredRow] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, referred.id));
      expect(referredRow?.referredById).toBe(referrer.id);
      expect(referredRow?.referralCode).not.toBe(code);
    }
  });

  it('rejects an unknown referrer and writes nothing', async () => {
    const before = await userCount();
    const response = await post(registration({ referred_by: 'nobody@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({ referred_by: M.referrerUnknown });
    expect(await userCount()).toBe(before);
  });

  it('stores an existing referrer, named in any case; blank and null mean none', async () => {
    const referrer = await registerUser(ctx.app);
    const referred = await registerUser(ctx.app, {
      referred_by: ` ${referrer.email.toUpperCase()} `,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, referred.id));
    expect(row?.referredById).toBe(referrer.id);

    for (const none of [null, '  ']) {
      const plain = await registerUser(ctx.app, { referred_by: none });
      const [plainRow] = await ctx.database.db.select().from(users).where(eq(users.id, plain.id));
      expect(plainRow?.referredById).toBeNull();
    }
  });
});
