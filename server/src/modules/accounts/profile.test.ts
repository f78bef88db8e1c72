import type { User } from '@contract/api';
import { PROFILE_MESSAGES } from '@contract/rules';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { setWebhookLookup, WEBHOOK_URL_MESSAGES } from '../webhooks';
import { WEBHOOK_SECRET_ROTATED } from './routes';

// No DNS in the sandbox: a fixed table of names; anything else does not resolve.
const HOSTS: Record<string, string[]> = {
  'shop.example.ng': ['41.58.1.7'],
  'example.com': ['93.184.215.14'],
  'internal.example.ng': ['10.1.2.3'],
  'mixed.example.ng': ['41.58.1.7', '127.0.0.1'],
  localhost: ['127.0.0.1', '::1'],
};
let restoreLookup: () => void;

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  restoreLookup = setWebhookLookup(async (host) => {
    const addresses = HOSTS[host];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  });
  ctx = await startTestApp();
  token = (await signedInUser(ctx.app)).token;
});
afterAll(async () => {
  restoreLookup();
  await ctx.close();
});

const update = (payload: object, headers = bearer(token)) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/update-user-profile/', headers, payload });
const currentUser = async () =>
  json<{ data: User }>(
    await ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) }),
  ).data;
const currentWebhook = async () => (await currentUser()).webhook_url;

describe('PUT update-user-profile/', () => {
  it('stores an https URL and returns the updated user', async () => {
    const response = await update({
      webhook_url: ' https://shop.example.ng/hooks/nairatop?key=1 ',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: User }>(response);
    expect(body.data.webhook_url).toBe('https://shop.example.ng/hooks/nairatop?key=1');
    expect(body.data.webhook_secret).toMatch(/^whsec_/);
    expect(await currentWebhook()).toBe('https://shop.example.ng/hooks/nairatop?key=1');
  });

  it('accepts plain http to a public address', async () => {
    expect((await update({ webhook_url: 'http://41.58.1.7:8080/cb' })).statusCode).toBe(200);
  });

  it.each([
    'ftp://x',
    'not a url',
    'javascript:alert(1)',
    'https://',
    '/relative/path',
    'mailto:a@b.co',
  ])('rejects %s and keeps the stored URL', async (webhook_url) => {
    const before = await currentWebhook();
    const response = await update({ webhook_url });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: PROFILE_MESSAGES.webhookInvalid,
      errors: [{ field: 'webhook_url', detail: PROFILE_MESSAGES.webhookInvalid }],
      data: { webhook_url: PROFILE_MESSAGES.webhookInvalid },
    });
    expect(await currentWebhook()).toBe(before);
  });

  it.each([
    'http://127.0.0.1/hook',
    'http://127.1:8080/hook',
    'http://2130706433/hook',
    'http://10.0.0.1/hook',
    'http://192.168.1.10/hook',
    'http://172.16.0.5/hook',
    'http://100.64.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/hook',
    'http://203.0.113.7:8080/cb',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://localhost:3000/hook',
    'https://internal.example.ng/hook',
    'https://mixed.example.ng/hook',
  ])('refuses %s, which is not a public internet address', async (webhook_url) => {
    const before = await currentWebhook();
    const response = await update({ webhook_url });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: WEBHOOK_URL_MESSAGES.notPublic,
      errors: [{ field: 'webhook_url', detail: WEBHOOK_URL_MESSAGES.notPublic }],
      data: { webhook_url: WEBHOOK_URL_MESSAGES.notPublic },
    });
    expect(await currentWebhook()).toBe(before);
  });

  it('refuses a host that does not resolve', async () => {
    const response = await update({ webhook_url: 'https://no-such-host.example.ng/hook' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({
      webhook_url: WEBHOOK_URL_MESSAGES.unresolvable,
    });
  });

  it.each([{ webhook_url: '' }, { webhook_url: '   ' }, {}])(
    'requires a URL (%j)',
    async (payload) => {
      const response = await update(payload);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).data).toEqual({
        webhook_url: PROFILE_MESSAGES.webhookRequired,
      });
    },
  );

  it('needs a signed-in user', async () => {
    const response = await update(
      { webhook_url: 'https://example.com' },
      {} as ReturnType<typeof bearer>,
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('update-user-profile/ with webhooks.allowPrivate (local testing)', () => {
  let local: TestContext;
  beforeAll(async () => {
    local = await startTestApp({
      webhooks: { allowPrivate: true, timeoutMs: 2_000, maxAttempts: 8 },
    });
  });
  afterAll(() => local.close());

  it('accepts a loopback URL', async () => {
    const { token: localToken } = await signedInUser(local.app);
    const response = await local.app.inject({
      method: 'PUT',
      url: '/api/v1/update-user-profile/',
      headers: bearer(localToken),
      payload: { webhook_url: 'http://127.0.0.1:4000/hook' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT rotate-webhook-secret/', () => {
  it('replaces the secret and returns the user', async () => {
    const before = (await currentUser()).webhook_secret;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/rotate-webhook-secret/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; data: User }>(response);
    expect(body.message).toBe(WEBHOOK_SECRET_ROTATED);
    expect(body.data.webhook_secret).toMatch(/^whsec_/);
    expect(body.data.webhook_secret).not.toBe(before);
    expect((await currentUser()).webhook_secret).toBe(body.data.webhook_secret);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/v1/rotate-webhook-secret/' });
    expect(response.statusCode).toBe(401);
  });
});
