import { DEFAULT_AUTH_THROTTLE } from '../../config';
import { registration, login, PASSWORD, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

const SLOWDOWN_MS = 200;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    authRateLimit: { points: 3, durationSeconds: 60 },
    authThrottle: {
      ...DEFAULT_AUTH_THROTTLE,
      pairFailures: 2,
      pairWindowSeconds: 60,
      accountSlowAfter: 6,
      accountCap: 9,
      accountWindowSeconds: 60,
      slowdownBaseMs: SLOWDOWN_MS,
      slowdownMaxMs: SLOWDOWN_MS,
      resetPerEmailAndIp: 2,
      resetWindowSeconds: 60,
    },
  });
});
afterAll(() => ctx.close());

let registrations = 0;
/** An account registered from an IP of its own, so registration's per-IP limit stays out of the way. */
async function registerUser(app: TestContext['app']) {
  registrations += 1;
  const body = registration();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/register/',
    payload: body,
    remoteAddress: `100.64.0.${registrations}`,
  });
  expect(response.statusCode).toBe(201);
  return { email: body.email, password: PASSWORD };
}

function expectThrottled(response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  expect(response.statusCode).toBe(429);
  const body = json<ErrorBody>(response);
  expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
  expect(body.errors).toEqual([{ detail: body.message }]);
  expect(body.data).toEqual({});
  const seconds = Number(/in (\d+) second/.exec(body.message)?.[1]);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('throttling of login, register and password_reset', () => {
  it('answers the 4th login from one IP with 429, whatever the e-mail', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await login(ctx.app, `someone${i}@example.com`, 'wrong-password', ip)).statusCode,
      ).toBe(401);
    }
    expectThrottled(await login(ctx.app, 'another@example.com', 'wrong-password', ip));
    expect(
      (await login(ctx.app, 'another@example.com', 'wrong-password', '198.51.100.2')).statusCode,
    ).toBe(401);
  });

  it('lets the owner in from a fresh IP whatever strangers tried from others, only slower', async () => {
    const user = await registerUser(ctx.app);
    // strangers on 12 IPs at once, as a botnet tries (each waits its slowdown side by side)
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(ctx.app, user.email, 'wrong-password', `203.0.113.${i + 1}`),
      ),
    );
    expect(tries.map((response) => response.statusCode)).toEqual(Array(12).fill(401));
    const started = performance.now();
    const owner = await login(
      ctx.app,
      ` ${user.email.toUpperCase()}`,
      user.password,
      '203.0.113.50',
    );
    expect(owner.statusCode).toBe(200);
    // past accountSlowAfter failures every attempt on the account waits before it is checked
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 10);
  });

  it('past the account cap refuses IPs that failed on it, never a fresh one', async () => {
    const user = await registerUser(ctx.app);
    await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        login(ctx.app, user.email, 'wrong-password', `203.0.114.${i + 1}`),
      ),
    );
    expectThrottled(await login(ctx.app, user.email, user.password, '203.0.114.1'));
    expect((await login(ctx.app, user.email, user.password, '203.0.114.99')).statusCode).toBe(200);
  });

  it('blocks an e-mail and IP pair after its failures, and nothing else', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const ip = '198.51.100.20';
    for (let i = 0; i < 2; i += 1)
      expect((await login(ctx.app, user.email, 'wrong-password', ip)).statusCode).toBe(401);
    expectThrottled(await login(ctx.app, user.email, user.password, ip));
    expect((await login(ctx.app, user.email, user.password, '198.51.100.21')).statusCode).toBe(200);
    expect((await login(ctx.app, other.email, other.password, ip)).statusCode).toBe(200);
  });

  it('clears the pair on a successful login and does not count successes', async () => {
    const user = await registerUser(ctx.app);
    const ip = '198.51.100.30';
    for (let round = 0; round < 2; round += 1) {
      expect((await login(ctx.app, user.email, 'wrong-password', ip)).statusCode).toBe(401);
      expect((await login(ctx.app, user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('throttles registration per IP', async () => {
    const ip = '192.0.2.10';
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/register/',
        payload: registration(),
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1) expect((await register()).statusCode).toBe(201);
    expectThrottled(await register());
  });

  const forgot = (email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email },
      remoteAddress: ip,
    });

  it('never lets strangers on other IPs block the owner from resetting', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < 6; i += 1)
      expect((await forgot(user.email, `192.0.2.${100 + i}`)).statusCode).toBe(200);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(ctx.app, user.email, 'wrong-password', `192.0.2.${120 + i}`),
      ),
    );
    const sent = ctx.outbox.length;
    expect((await forgot(user.email, '192.0.2.200')).statusCode).toBe(200);
    expect(ctx.outbox.slice(sent).map((mail) => mail.to)).toEqual([user.email]);
  });

  it('throttles reset requests per e-mail and IP, then per IP, alike for unknown e-mails', async () => {
    const user = await registerUser(ctx.app);
    const answers = async (email: string, ip: string, other: string) => [
      await forgot(email, ip),
      await forgot(email, ip),
      await forgot(email, ip),
      await forgot(other, ip),
      await forgot(`second-${other}`, ip),
    ];
    const known = await answers(user.email, '192.0.2.210', 'someone@example.com');
    const unknown = await answers('nobody@example.com', '192.0.2.211', 'someone@example.com');
    for (const responses of [known, unknown]) {
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 429, 200, 429]);
      expectThrottled(responses[2]!);
      expectThrottled(responses[4]!);
    }
    expect(known.map((response) => response.body.replace(/\d+/g, 'N'))).toEqual(
      unknown.map((response) => response.body.replace(/\d+/g, 'N')),
    );
  });
});
