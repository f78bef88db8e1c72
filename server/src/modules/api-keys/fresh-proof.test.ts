import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiKey, CreatedApiKey } from '@contract/api';
import { PIN_MESSAGES, PROOF_MESSAGES } from '@contract/rules';
import { accountSecurityEvents, apiKeys, users } from '../../db/schema';
import { PASSWORD, bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';

let ctx: TestContext;
const db = () => ctx.database.db;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

type User = Awaited<ReturnType<typeof signedInUser>>;
const PIN = '2468';

async function customer(pin?: string) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', 20_000);
  if (pin) {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/transaction-pin/',
      headers: bearer(user.token),
      payload: { pin, password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);
  }
  return user;
}

const createKey = (user: User, proof: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: 'shop server', ...proof },
  });

const listKeys = (user: User, proof: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/list/',
    headers: bearer(user.token),
    payload: proof,
  });

const keysInDb = async (user: User) =>
  db().select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, user.id));

const buyAirtime = async (user: User, pin: string, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
    payload: {
      phone_number: SANDBOX.success,
      amount: 100 + Math.floor(Math.random() * 900),
      package_id: await packageId(db(), 'mtn-airtime'),
      pin,
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('API-key management asks for a fresh proof', () => {
  it('refuses creating, listing and revoking without the password, or with a wrong one', async () => {
    const user = await customer();
    const missing = await createKey(user, {});
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).data).toEqual({ password: PROOF_MESSAGES.passwordRequired });
    const wrong = await createKey(user, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(403);
    expect(json<ErrorBody>(wrong).data).toEqual({ password: 'Wrong password: 4 tries left.' });
    expect((await listKeys(user, {})).statusCode).toBe(400);
    expect(await keysInDb(user)).toEqual([]);

    const made = await createKey(user, { password: PASSWORD });
    expect(made.statusCode).toBe(201);
    const { id } = json<{ data: CreatedApiKey }>(made).data;
    const unproven = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${id}/`,
      headers: bearer(user.token),
      payload: { password: 'not-the-password' },
    });
    expect(unproven.statusCode).toBe(403);
    expect(json<{ data: ApiKey[] }>(await listKeys(user, { password: PASSWORD })).data).toEqual([
      expect.objectContaining({ id }),
    ]);
  });

  it('needs the PIN too when the account has one', async () => {
    const user = await customer(PIN);
    const noPin = await createKey(user, { password: PASSWORD });
    expect(noPin.statusCode).toBe(400);
    expect(json<ErrorBody>(noPin).data).toEqual({ pin: PIN_MESSAGES.required });
    const wrongPin = await createKey(user, { password: PASSWORD, pin: '0000' });
    expect(wrongPin.statusCode).toBe(403);
    expect(json<ErrorBody>(wrongPin).data).toEqual({ pin: PIN_MESSAGES.wrong(4) });
    expect(await keysInDb(user)).toEqual([]);
    expect((await createKey(user, { password: PASSWORD, pin: PIN })).statusCode).toBe(201);
  });

  it('refuses a key while the PIN is locked, even with the right password and PIN', async () => {
    const user = await customer(PIN);
    for (let i = 0; i < 5; i += 1) await buyAirtime(user, '0000');
    expect((await buyAirtime(user, PIN)).statusCode).toBe(423);
    const before = await snapshot(db(), user.id);
    const refused = await createKey(user, { password: PASSWORD, pin: PIN });
    expect(refused.statusCode).toBe(423);
    expect(json<ErrorBody>(refused).data.pin).toMatch(/locked until/);
    expect(await keysInDb(user)).toEqual([]);
    expect(await snapshot(db(), user.id)).toEqual(before);
  });

  it('a right password does not give the PIN fresh tries', async () => {
    const user = await customer(PIN);
    for (let i = 0; i < 4; i += 1) await buyAirtime(user, '0000');
    const fifth = await createKey(user, { password: PASSWORD, pin: '0001' });
    expect(fifth.statusCode).toBe(423);
    expect(await keysInDb(user)).toEqual([]);
  });

  it('records every key event in the security events and e-mails it', async () => {
    const user = await customer();
    const made = json<{ data: CreatedApiKey }>(await createKey(user, { password: PASSWORD })).data;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/api-keys/${made.id}/`,
      headers: bearer(user.token),
      payload: { allowed_ips: ['203.0.113.0/24'], password: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${made.id}/`,
      headers: bearer(user.token),
      payload: { password: PASSWORD },
    });
    expect(revoked.statusCode).toBe(200);

    const events = await db()
      .select({ event: accountSecurityEvents.event, detail: accountSecurityEvents.detail })
      .from(accountSecurityEvents)
      .where(eq(accountSecurityEvents.userId, user.id));
    expect(events.map((row) => row.event)).toEqual([
      'api_key.created',
      'api_key.updated',
      'api_key.revoked',
    ]);
    expect(events[0]?.detail).toMatchObject({ name: 'shop server', prefix: made.prefix });
    const subjects = ctx.outbox.filter((m) => m.to === user.email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'NairaTop: API key created',
        'NairaTop: API key changed',
        'NairaTop: API key revoked',
      ]),
    );
  });

  it("lists each key's last use: when and from which address", async () => {
    const user = await customer();
    const made = json<{ data: CreatedApiKey }>(await createKey(user, { password: PASSWORD })).data;
    const used = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: { 'x-api-key': made.key },
      remoteAddress: '198.51.100.23',
    });
    expect(used.statusCode).toBe(200);
    const [listed] = json<{ data: ApiKey[] }>(await listKeys(user, { password: PASSWORD })).data;
    expect(listed?.last_used_ip).toBe('198.51.100.23');
    expect(Date.now() - new Date(listed?.last_used_at ?? 0).getTime()).toBeLessThan(60_000);
  });
});

describe('the PIN try is taken before the comparison', () => {
  it('20 concurrent purchases with wrong PINs 0000-0019 check at most the 5 tries left', async () => {
    // The right PIN is not among them: a right answer clears the count (the owner proved it), so
    // with it among the first five checked, five more wrong ones would rightly be checked after it.
    const user = await customer('4321');
    const before = await snapshot(db(), user.id);
    const pins = Array.from({ length: 20 }, (_, i) => String(i).padStart(4, '0'));
    const answers = await Promise.all(pins.map((pin) => buyAirtime(user, pin)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((status) => [403, 423].includes(status))).toBe(true);
    const after = await snapshot(db(), user.id);
    expect(after.transactions).toBe(before.transactions);
    const [row] = await db()
      .select({ attempts: users.pinFailedAttempts, lockedUntil: users.pinLockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    // five tries taken, so five compared: a guess is compared only after its try is taken
    expect(row?.attempts).toBe(5);
    expect(row?.lockedUntil).not.toBeNull();
  });

  it('the lock keeps the count spent: no fresh tries during it', async () => {
    const user = await customer(PIN);
    for (let i = 0; i < 5; i += 1) await buyAirtime(user, '0000');
    const [row] = await db()
      .select({ attempts: users.pinFailedAttempts })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.attempts).toBe(5);
    for (let i = 0; i < 3; i += 1) expect((await buyAirtime(user, '0000')).statusCode).toBe(423);
  });
});
