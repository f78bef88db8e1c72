import type { User } from '@/shared/api/contract';
import { PROFILE_MESSAGES } from '@/shared/lib/rules';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = (await signedInUser(ctx.app)).token;
});
afterAll(() => ctx.close());

const update = (payload: object, headers = bearer(token)) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/update-user-profile/', headers, payload });
const currentWebhook = async () =>
  json<{ data: User }>(
    await ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) }),
  ).data.webhook_url;

describe('PUT update-user-profile/', () => {
  it('stores an https URL and returns the updated user', async () => {
    const response = await update({
      webhook_url: ' https://shop.example.ng/hooks/nairatop?key=1 ',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: User }>(response);
    expect(body.data.webhook_url).toBe('https://shop.example.ng/hooks/nairatop?key=1');
    expect(await currentWebhook()).toBe('https://shop.example.ng/hooks/nairatop?key=1');
  });

  it('accepts plain http', async () => {
    expect((await update({ webhook_url: 'http://203.0.113.7:8080/cb' })).statusCode).toBe(200);
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
