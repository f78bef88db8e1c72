import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiKey, CreatedApiKey } from '@contract/api';
import { apiKeys } from '../../db/schema';
import { PASSWORD, bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';

const THROTTLE = 5;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ apiKeyRateLimit: { points: THROTTLE, durationSeconds: 60 } });
});
afterAll(async () => ctx.close());

async function customer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  return user;
}

async function createKey(token: string, body: object = { name: 'shop server' }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(token),
    payload: { password: PASSWORD, ...body },
  });
}

async function newKey(token: string, body?: object) {
  const response = await createKey(token, body);
  expect(response.statusCode).toBe(201);
  return json<{ data: CreatedApiKey }>(response).data;
}

async function listKeys(token: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/list/',
    headers: bearer(token),
    payload: { password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: ApiKey[] }>(response).data;
}

/** A user's purchases within 30 s go to different networks (the same network and number is a duplicate). */
async function buyAirtimeWithKey(key: string, remoteAddress?: string, network = 'mtn') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: { 'x-api-key': key, 'idempotency-key': randomUUID() },
    payload: {
      phone_number: SANDBOX.success,
      amount: 100 + Math.floor(Math.random() * 1_000),
      package_id: await packageId(ctx.database.db, `${network}-airtime`),
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const getUserWithKey = (key: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: { 'x-api-key': key } });

it('shows a new key once, lists it by name and prefix only, and buys airtime with it', async () => {
  const user = await customer();
  const created = await newKey(user.token);
  expect(created.key).toMatch(/^ntk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  expect(created.key.startsWith(created.prefix)).toBe(true);

  const listed = await listKeys(user.token);
  expect(listed).toEqual([
    expect.objectContaining({ name: 'shop server', prefix: created.prefix, last_used_at: null }),
  ]);
  expect(JSON.stringify(listed)).not.toContain(created.key.slice(created.prefix.length + 1));
  // Only a hash is stored.
  const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
  expect(JSON.stringify(row)).not.toContain(created.key.slice(created.prefix.length + 1));

  const before = await snapshot(ctx.database.db, user.id);
  const bought = await buyAirtimeWithKey(created.key);
  expect(bought.statusCode).toBe(200);
  const after = await snapshot(ctx.database.db, user.id);
  expect(after.transactions).toBe(before.transactions + 1);
  expect(after.wallet).toBeLessThan(before.wallet ?? 0);

  const transactions = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/',
    headers: { 'x-api-key': created.key },
  });
  expect(transactions.statusCode).toBe(200);
  expect(json<{ data: unknown[] }>(transactions).data).toHaveLength(1);
  expect((await listKeys(user.token))[0]?.last_used_at).not.toBeNull();
});

it('refuses a revoked key on the next call, and only the owner can revoke', async () => {
  const owner = await customer();
  const stranger = await customer();
  const { id, key } = await newKey(owner.token);
  expect((await getUserWithKey(key)).statusCode).toBe(200);

  const byStranger = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/api-keys/${id}/`,
    headers: bearer(stranger.token),
    payload: { password: PASSWORD },
  });
  expect(byStranger.statusCode).toBe(404);
  expect((await getUserWithKey(key)).statusCode).toBe(200);

  const revoked = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/api-keys/${id}/`,
    headers: bearer(owner.token),
    payload: { password: PASSWORD },
  });
  expect(revoked.statusCode).toBe(200);
  const refused = await buyAirtimeWithKey(key);
  expect(refused.statusCode).toBe(401);
  expect(json<ErrorBody>(refused).message).toMatch(/^Invalid API key/);
  expect(await listKeys(owner.token)).toEqual([]);
});

it('answers 401 in the error envelope for a malformed or unknown key', async () => {
  const user = await customer();
  const { key } = await newKey(user.token);
  const forged = `${key.slice(0, -4)}AAAA`;
  for (const bad of ['nonsense', forged, `ntk_${'A'.repeat(12)}_${'B'.repeat(43)}`]) {
    const response = await getUserWithKey(bad);
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).errors[0]?.detail).toMatch(/^Invalid API key/);
  }
});

it('refuses a key on every route that did not opt in, even beside a valid token', async () => {
  const user = await customer();
  const { id, key } = await newKey(user.token);
  const forbidden = [
    ['PUT', '/api/v1/change-password/'],
    ['PUT', '/api/v1/update-user-profile/'],
    ['PUT', '/api/v1/rotate-webhook-secret/'],
    ['POST', '/api/v1/api-keys/list/'],
    ['POST', '/api/v1/api-keys/'],
    ['PUT', `/api/v1/api-keys/${id}/`],
    ['DELETE', `/api/v1/api-keys/${id}/`],
    ['PUT', '/api/v1/upgrade-user/'],
    ['POST', '/api/v1/transfer-bonus/'],
    ['POST', '/api/v1/generate-payment-link/'],
    ['POST', '/api/v1/create-virtual-account/'],
    ['GET', '/api/v1/get-notification/'],
  ] as const;
  const before = await snapshot(ctx.database.db, user.id);
  for (const [method, url] of forbidden) {
    for (const headers of [{ 'x-api-key': key }, { 'x-api-key': key, ...bearer(user.token) }]) {
      const response = await ctx.app.inject({ method, url, headers, payload: {} });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      expect(json<ErrorBody>(response).message).toMatch(/^API keys cannot be used/);
    }
  }
  expect(await snapshot(ctx.database.db, user.id)).toEqual(before);
  expect(await listKeys(user.token)).toHaveLength(1);
});

it('lets a key with an IP allow-list in from listed addresses only', async () => {
  const user = await customer();
  const { id, key, allowed_ips } = await newKey(user.token, {
    name: 'office',
    allowed_ips: ['203.0.113.0/24', ' 2001:db8::1 '],
  });
  expect(allowed_ips).toEqual(['203.0.113.0/24', '2001:db8::1']);

  expect((await buyAirtimeWithKey(key, '203.0.113.9')).statusCode).toBe(200);
  expect((await buyAirtimeWithKey(key, '::ffff:203.0.113.10', 'glo')).statusCode).toBe(200);
  const refused = await buyAirtimeWithKey(key, '198.51.100.7');
  expect(refused.statusCode).toBe(403);
  expect(json<ErrorBody>(refused).message).toBe(
    "This API key may not be used from 198.51.100.7. Add the address to the key's IP allow-list in your profile.",
  );

  const opened = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/api-keys/${id}/`,
    headers: bearer(user.token),
    payload: { allowed_ips: [], password: PASSWORD },
  });
  expect(opened.statusCode).toBe(200);
  expect((await buyAirtimeWithKey(key, '198.51.100.7', 'airtel')).statusCode).toBe(200);
});

it('refuses an allow-list entry that is not an address, and a nameless key, naming the field', async () => {
  const user = await customer();
  const badIp = await createKey(user.token, { name: 'x', allowed_ips: ['10.0.0.300'] });
  expect(badIp.statusCode).toBe(400);
  expect(json<ErrorBody>(badIp).data.allowed_ips).toBe(
    '"10.0.0.300" is not an IP address or CIDR range.',
  );
  const nameless = await createKey(user.token, { name: '   ' });
  expect(nameless.statusCode).toBe(400);
  expect(json<ErrorBody>(nameless).data.name).toBeDefined();
  expect(await listKeys(user.token)).toEqual([]);
});

it('throttles each key on its own with 429 and Retry-After', async () => {
  const user = await customer();
  const busy = await newKey(user.token, { name: 'busy' });
  const quiet = await newKey(user.token, { name: 'quiet' });
  for (let i = 0; i < THROTTLE; i += 1)
    expect((await getUserWithKey(busy.key)).statusCode).toBe(200);
  const throttled = await getUserWithKey(busy.key);
  expect(throttled.statusCode).toBe(429);
  expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(json<ErrorBody>(throttled).message).toMatch(/^Too many attempts/);
  expect((await getUserWithKey(quiet.key)).statusCode).toBe(200);
  // The owner's own session is not throttled by the key.
  const session = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-user/',
    headers: bearer(user.token),
  });
  expect(session.statusCode).toBe(200);
});

it('stops at ten active keys per account', async () => {
  const user = await customer();
  for (let i = 0; i < 10; i += 1) await newKey(user.token, { name: `key ${i}` });
  const eleventh = await createKey(user.token);
  expect(eleventh.statusCode).toBe(409);
  expect(json<ErrorBody>(eleventh).message).toMatch(/already have 10 API keys/);
});
