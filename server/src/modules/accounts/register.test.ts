import { eq } from 'drizzle-orm';
import { REGISTER_MESSAGES as M } from '@contract/rules';
import { users } from '../../db/schema';
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

describe('POST register/', () => {
  it('creates the account with username = e-mail, trimmed and lower-cased', async () => {
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

  it.each(['+08031234567', '08031234567'])('accepts the phone format %s', async (phone) => {
    const response = await post(registration({ phone_no: phone }));
    expect(response.statusCode).toBe(201);
  });

  it.each(['0803123456', '080312345678', '+2348031234567', '0803-123-4567'])(
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
    const body = registration();
    const responses = await Promise.all([
      post(body),
      post({ ...body, email: body.email.toUpperCase() }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const failed = responses.find((r) => r.statusCode === 400);
    expect(json<ErrorBody>(failed ?? responses[0]!).data).toEqual({ email: M.emailTaken });
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
