import type { CreatedApiKey, User } from '@contract/api';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const getUser = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers });

it('an API key reads the account without the webhook signing secret; the owner still sees it', async () => {
  const user = await signedInUser(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: 'shop server', password: user.password },
  });
  const { key } = json<{ data: CreatedApiKey }>(created).data;

  const owner = json<{ data: User }>(await getUser(bearer(user.token))).data;
  expect(owner.webhook_secret).toMatch(/^whsec_/);

  const viaKey = await getUser({ 'x-api-key': key });
  expect(viaKey.statusCode).toBe(200);
  const body = json<{ data: User }>(viaKey).data;
  expect(body.wallet_balance).toBe(0);
  expect(body).not.toHaveProperty('webhook_secret');
  expect(viaKey.body).not.toContain(owner.webhook_secret);
});
