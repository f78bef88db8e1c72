import { registration, registerUser, login, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ authRateLimit: { points: 3, durationSeconds: 60 } });
});
afterAll(() => ctx.close());

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

  it('counts every attempt on one e-mail across IPs, right password included', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      await login(ctx.app, user.email, 'wrong-password', `203.0.113.${i + 1}`);
    }
    expectThrottled(
      await login(ctx.app, ` ${user.email.toUpperCase()}`, user.password, '203.0.113.50'),
    );
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

  it('throttles password reset requests per e-mail', async () => {
    const forgot = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/password_reset/',
        payload: { email: 'target@example.com' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await forgot(`192.0.2.${100 + i}`)).statusCode).toBe(200);
    expectThrottled(await forgot('192.0.2.200'));
  });
});
