import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreatedApiKey } from '@contract/api';
import type { App } from '../../app';
import { accountSecurityEvents } from '../../db/schema';
import { PASSWORD, bearer, login, signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

/*
 * Every way of ending credentials, tried on one process and checked on another (two server
 * instances on one database, as processes behind a load balancer): the next request with an ended
 * session or API key gets 401.
 */
let ctx: TestContext;
let other: App;
beforeAll(async () => {
  ctx = await startTestApp();
  other = await anotherInstance(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const NEW_PASSWORD = 'another-horse-7';
type Customer = Awaited<ReturnType<typeof signedInUser>>;

const tokenOf = (response: { body: string }) =>
  json<{ data: { access: string } }>(response).data.access;

async function secondSession(user: Customer) {
  const response = await login(ctx.app, user.email, user.password);
  expect(response.statusCode).toBe(200);
  return tokenOf(response);
}

async function newKey(user: Customer, extra: object = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: 'shop server', password: PASSWORD, ...extra },
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: CreatedApiKey }>(response).data.key;
}

/** get-user/ on the other process, with a session token or an API key. */
const getUser = (credential: { token: string } | { key: string }) =>
  other.inject({
    method: 'GET',
    url: '/api/v1/get-user/',
    headers: 'key' in credential ? { 'x-api-key': credential.key } : bearer(credential.token),
  });

const buyWithKey = async (key: string) =>
  other.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: { 'x-api-key': key, 'idempotency-key': randomUUID() },
    payload: {
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: await packageId(ctx.database.db, 'mtn-airtime'),
    },
  });

function mailCode(user: Customer, pattern: RegExp) {
  const mail = [...ctx.outbox].reverse().find((m) => m.to === user.email && pattern.test(m.text));
  const code = mail && pattern.exec(mail.text)?.[1];
  if (!code) throw new Error(`no ${String(pattern)} in the mail to ${user.email}`);
  return code;
}

interface Ending {
  name: string;
  /** the security event it records (the console's is in the staff audit log too) */
  event: string;
  /** whether the session that asked keeps working (with the token it answers, if any) */
  keepsCaller: boolean;
  end: (user: Customer) => Promise<string | undefined>;
}

const endings: Ending[] = [
  {
    name: 'a password change on the profile',
    event: 'password.changed',
    keepsCaller: true,
    end: async (user) => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/change-password/',
        headers: bearer(user.token),
        payload: {
          old_password: PASSWORD,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        },
      });
      expect(response.statusCode).toBe(200);
      return tokenOf(response);
    },
  },
  {
    name: 'a password reset by e-mail',
    event: 'password.reset',
    keepsCaller: false,
    end: async (user) => {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/password_reset/',
        payload: { email: user.email },
      });
      const token = mailCode(user, /\?token=([A-Za-z0-9_-]+)/);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/reset_password/',
        payload: {
          password_token: token,
          new_password: NEW_PASSWORD,
          confirm_new_password: NEW_PASSWORD,
        },
      });
      expect(response.statusCode).toBe(200);
      return undefined;
    },
  },
  {
    name: "the customer's sign out everywhere",
    event: 'signed_out_everywhere',
    keepsCaller: false,
    end: async (user) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out-everywhere/',
        headers: bearer(user.token),
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      expect(json<{ data: unknown }>(response).data).toEqual({
        sessions_ended: 2,
        api_keys_ended: 1,
      });
      return undefined;
    },
  },
  {
    name: "the console's sign out everywhere",
    event: 'signed_out_by_staff',
    keepsCaller: false,
    end: async (user) => {
      const support = await signedInStaff(ctx.app, 'support');
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/console/customers/${user.id}/sign-out`,
        headers: support.headers,
        payload: { reason: 'Lost phone' },
      });
      expect(response.statusCode).toBe(200);
      const mail = [...ctx.outbox].reverse().find((m) => m.to === user.email);
      expect(mail?.subject).toBe('NairaTop: signed out everywhere by support');
      expect(mail?.text).toContain('Our support team signed you out everywhere');
      return undefined;
    },
  },
  {
    name: 'a PIN reset by e-mail',
    event: 'transaction_pin.reset',
    keepsCaller: true,
    end: async (user) => {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/transaction-pin/reset/',
        headers: bearer(user.token),
        payload: {},
      });
      expect(asked.statusCode).toBe(200);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/transaction-pin/reset/confirm/',
        headers: bearer(user.token),
        payload: { code: mailCode(user, /is (\d{6})\./), pin: '9753' },
      });
      expect(response.statusCode).toBe(200);
      return user.token;
    },
  },
];

describe.each(endings)('$name', ({ event, keepsCaller, end }) => {
  it('ends every other session and every API key, in every process', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
    const phone = await secondSession(user);
    const key = await newKey(user);
    expect((await getUser({ token: phone })).statusCode).toBe(200);
    expect((await getUser({ key })).statusCode).toBe(200);

    const callerToken = await end(user);

    expect((await getUser({ token: phone })).statusCode).toBe(401);
    expect((await getUser({ key })).statusCode).toBe(401);
    expect((await buyWithKey(key)).statusCode).toBe(401);
    expect((await getUser({ token: user.token })).statusCode).toBe(
      keepsCaller && callerToken === user.token ? 200 : 401,
    );
    if (keepsCaller && callerToken)
      expect((await getUser({ token: callerToken })).statusCode).toBe(200);
    const events = await ctx.database.db
      .select({ event: accountSecurityEvents.event })
      .from(accountSecurityEvents)
      .where(eq(accountSecurityEvents.userId, user.id));
    expect(events.map((row) => row.event)).toContain(event);
    const mail = [...ctx.outbox].reverse().find((m) => m.to === user.email);
    expect(mail?.text).toContain('These were ended and no longer work:');
    expect(mail?.text).toContain('API key "shop server"');
    expect(mail?.text).toMatch(/signed-in session from /);
  });
});

describe('POST auth/logout/', () => {
  it("ends the caller's session in every process and leaves the others", async () => {
    const user = await signedInUser(ctx.app);
    const phone = await secondSession(user);
    const key = await newKey(user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: bearer(user.token),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect((await getUser({ token: user.token })).statusCode).toBe(401);
    expect((await getUser({ token: phone })).statusCode).toBe(200);
    expect((await getUser({ key })).statusCode).toBe(200);
  });
});

describe('tokens without a session', () => {
  it('are refused for customers (a copied token cannot outlive its sign-out)', async () => {
    const user = await signedInUser(ctx.app);
    const sessionless = ctx.app.jwt.sign({ sub: String(user.id), ver: 0 });
    expect((await getUser({ token: sessionless })).statusCode).toBe(401);
  });
});
