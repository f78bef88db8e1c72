import Fastify from 'fastify';
import { startTestApp, type TestContext } from '../../test/harness';
import securityPlugin from './security';

describe('HSTS', () => {
  let https: TestContext;
  let http: TestContext;
  beforeAll(async () => {
    [https, http] = await Promise.all([
      startTestApp({ publicUrl: 'https://nairatop.example.ng' }),
      startTestApp(),
    ]);
  });
  afterAll(() => Promise.all([https.close(), http.close()]));

  it('is sent when PUBLIC_URL is https', async () => {
    const response = await https.app.inject({ url: '/api/v1/get-prices/' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent on plain http, where it would pin the host to https', async () => {
    const response = await http.app.inject({ url: '/api/v1/get-prices/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cookies', () => {
  async function appSettingCookies(https: boolean) {
    const app = Fastify();
    await app.register(securityPlugin, { https });
    app.get('/session', (_request, reply) => {
      reply.header('set-cookie', ['sid=abc; Path=/; HttpOnly', 'pref=1; Secure; Path=/']);
      return { ok: true };
    });
    return app;
  }

  it('are all Secure when PUBLIC_URL is https', async () => {
    const app = await appSettingCookies(true);
    const response = await app.inject({ url: '/session' });
    expect(response.headers['set-cookie']).toEqual([
      'sid=abc; Path=/; HttpOnly; Secure',
      'pref=1; Secure; Path=/',
    ]);
    await app.close();
  });

  it('are left alone on plain http', async () => {
    const app = await appSettingCookies(false);
    const response = await app.inject({ url: '/session' });
    expect(response.headers['set-cookie']).toEqual([
      'sid=abc; Path=/; HttpOnly',
      'pref=1; Secure; Path=/',
    ]);
    await app.close();
  });
});
