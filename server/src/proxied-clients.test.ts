import { randomUUID } from 'node:crypto';
import type { CreatedApiKey } from '@contract/api';
import { DEFAULT_AUTH_THROTTLE } from './config';
import { bearer, registerUser, signedInUser } from '../test/accounts';
import { json, startTestApp, type TestContext } from '../test/harness';
import { packageId, SANDBOX } from '../test/purchases';
import { seedBalance } from '../test/wallet';

/*
 * Behind one proxy (TRUST_PROXY=1) every request arrives from the proxy's socket, and the client
 * may write anything left of what the proxy appended to X-Forwarded-For. Throttles, lock-outs and
 * allow-lists must count the address the proxy saw, never the one the client made up.
 */
const PROXY = '10.0.0.5';
const OWNER = '203.0.113.7';
const ATTACKER = '198.51.100.9';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    trustProxy: { hops: 1 },
    authRateLimit: { points: 3, durationSeconds: 60 },
    authThrottle: {
      ...DEFAULT_AUTH_THROTTLE,
      pairFailures: 5,
      pairWindowSeconds: 900,
      resetPerEmailAndIp: 2,
    },
  });
});
afterAll(() => ctx.close());

/** A request the proxy forwards: `chain` is the X-Forwarded-For it passes on. */
const through = (chain: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': chain },
});

const madeUp = (i: number) => `192.0.2.${i + 1}`;

it('refuses an API key from outside its allow-list whatever address the client claims', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: 'office', allowed_ips: [OWNER], password: user.password },
  });
  const { key } = json<{ data: CreatedApiKey }>(created).data;
  const buy = async (chain: string, network: string) => {
    const { remoteAddress, headers } = through(chain);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/purchase-airtime/',
      remoteAddress,
      headers: { ...headers, 'x-api-key': key, 'idempotency-key': randomUUID() },
      payload: {
        phone_number: SANDBOX.success,
        amount: 100,
        package_id: await packageId(ctx.database.db, `${network}-airtime`),
      },
    });
  };

  const spoofed = await buy(`${OWNER}, ${ATTACKER}`, 'mtn');
  expect(spoofed.statusCode).toBe(403);
  expect(json<{ message: string }>(spoofed).message).toContain(`used from ${ATTACKER}.`);
  expect((await buy(`${ATTACKER}, ${OWNER}`, 'glo')).statusCode).toBe(200);
});

it("never locks the owner out for failures a stranger claims were the owner's", async () => {
  const owner = await registerUser(ctx.app);
  const login = (chain: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: owner.email, password },
      ...through(chain),
    });
  // 6 wrong passwords "from" the owner's address, each from a fresh real address of the attacker's
  // (the per-IP limit of 3 would stop one), so only the pair lock-out could take them as the owner's.
  for (let i = 0; i < 6; i += 1)
    expect((await login(`${OWNER}, 198.51.100.${20 + i}`, 'wrong-password')).statusCode).toBe(401);
  expect((await login(OWNER, owner.password)).statusCode).toBe(200);
});

it('throttles password guesses by the real address, whatever each claims', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: `victim${i}@example.com`, password: 'guess' },
      ...through(`${madeUp(i)}, ${ATTACKER}`),
    });
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
});

it('throttles password reset requests by the real address, whatever each claims', async () => {
  const user = await registerUser(ctx.app);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: user.email },
      ...through(`${madeUp(40 + i)}, 198.51.100.77`),
    });
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([200, 200, 429, 429]);
});
