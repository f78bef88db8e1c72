import { createHmac } from 'node:crypto';
import { bearer, signedInUser } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the server's own key, carrying exactly the given claims. */
function signed(claims: Record<string, unknown>): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createHmac('sha256', ctx.config.jwtSecret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60;
const getUser = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers });

/** The session a signed-in user's token names (every token names one). */
const sessionOf = (token: string) => ctx.app.jwt.decode<{ sid: string }>(token)?.sid;

describe('access tokens', () => {
  it('accepts a well-formed token signed with our key (the forger below is sound)', async () => {
    const user = await signedInUser(ctx.app);
    const sid = sessionOf(user.token);
    const token = signed({ sub: String(user.id), ver: 0, sid, iat: 0, exp: inAWeek() });
    expect((await getUser(bearer(token))).statusCode).toBe(200);
  });

  it('refuses a subject that is not a user id in canonical decimal, never with a 500', async () => {
    const user = await signedInUser(ctx.app);
    const id = user.id;
    for (const sub of [
      `${id}.0`,
      `0x${id.toString(16)}`,
      [String(id)],
      ` ${id}`,
      `${id} `,
      `+${id}`,
      `0${id}`,
      `${id}e0`,
      id,
      'abc',
      '',
      '0',
      '-1',
      '99999999999999999999',
    ]) {
      const sid = sessionOf(user.token);
      const response = await getUser(bearer(signed({ sub, ver: 0, sid, exp: inAWeek() })));
      expect({ sub, status: response.statusCode }).toEqual({ sub, status: 401 });
    }
  });

  it('refuses a token without an expiry', async () => {
    const user = await signedInUser(ctx.app);
    const forever = signed({ sub: String(user.id), ver: 0, iat: Math.floor(Date.now() / 1000) });
    expect((await getUser(bearer(forever))).statusCode).toBe(401);
  });

  it('refuses a token whose version is not a number', async () => {
    const user = await signedInUser(ctx.app);
    for (const ver of ['0', null, [0]]) {
      const token = signed({ sub: String(user.id), ver, exp: inAWeek() });
      expect((await getUser(bearer(token))).statusCode).toBe(401);
    }
  });
});

describe('caching of authenticated answers', () => {
  it('marks a signed-in answer no-store', async () => {
    const user = await signedInUser(ctx.app);
    const response = await getUser(bearer(user.token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the 401 of a route that needs a user no-store', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks any API answer to a request with credentials no-store, public ones stay cacheable', async () => {
    const user = await signedInUser(ctx.app);
    const withToken = await ctx.app.inject({
      url: '/api/v1/get-prices/',
      headers: bearer(user.token),
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const anonymous = await ctx.app.inject({ url: '/api/v1/get-prices/' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
  });
});
