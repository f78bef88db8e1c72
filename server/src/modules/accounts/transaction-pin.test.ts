import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PIN_MESSAGES } from '@contract/rules';
import { accountSecurityEvents, passwordResetTokens, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { PURCHASE_SERVICES } from '../../services';

/** each customer's wallet before the charged requests, in naira */
const WALLET_NAIRA = 20_000;

let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

type User = Awaited<ReturnType<typeof signedInUser>>;

async function customer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', WALLET_NAIRA);
  await seedBalance(db(), user.id, 'bonus', 2_000);
  return user;
}

const putPin = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/transaction-pin/',
    headers: bearer(token),
    payload,
  });

async function withPin(pin = '2468') {
  const user = await customer();
  const response = await putPin(user.token, { pin, password: user.password });
  expect(response.statusCode).toBe(200);
  return user;
}

/*
 * Every charged route with a body that passes its schema: the PIN check runs after validation
 * and before the handler, so the body need not make a successful purchase to test the refusals.
 */
/** An example with a typed amount gets another amount each time: no two make a likely duplicate. */
const withFreshAmount = (example: Record<string, unknown>) =>
  typeof example.amount === 'number'
    ? { ...example, amount: example.amount + Math.floor(Math.random() * 900) }
    : example;

const chargedRoutes: {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  apiKey: boolean;
  body: (db: Db) => Promise<Record<string, unknown>>;
}[] = [
  // every service the purchase engine sells, with its API example (a purchase the sandbox makes)
  ...Object.values(PURCHASE_SERVICES).map((service) => ({
    name: service.key,
    method: 'POST' as const,
    path: `/api/v1${service.route.url}`,
    apiKey: true,
    body: async () => withFreshAmount(service.route.example as Record<string, unknown>),
  })),
  {
    name: 'bulk top-up',
    method: 'POST',
    path: '/api/v1/bulk-purchases/',
    apiKey: true,
    body: async () => ({
      rows: [
        { phone: SANDBOX.success, network: 'mtn', amount: 100 + Math.floor(Math.random() * 900) },
      ],
    }),
  },
  {
    name: 'bulk SMS',
    method: 'POST',
    path: '/api/v1/send-sms/',
    apiKey: true,
    body: async (d) => ({
      package_id: await packageId(d, 'bulk-sms'),
      sender_name: 'NairaTop',
      recipients: '08011111111',
      message: `Hello ${randomUUID()}`,
    }),
  },
  {
    name: 'airtime to cash',
    method: 'POST',
    path: '/api/v1/convert-airtime-to-cash/',
    apiKey: false,
    body: async (d) => ({
      package_id: await packageId(d, 'mtn-airtime-to-cash'),
      phone_number: SANDBOX.success,
      amount_transferred: 5000 + Math.floor(Math.random() * 900),
    }),
  },
  {
    name: 'printable cards',
    method: 'POST',
    path: '/api/v1/purchase-recharge-cards/',
    apiKey: true,
    body: async (d) => ({
      package_id: await packageId(d, 'mtn-epin'),
      variation_code: 'mtn-100',
      quantity: 2,
    }),
  },
  {
    name: 'scheduled purchase',
    method: 'POST',
    path: '/api/v1/schedules/',
    apiKey: false,
    body: async (d) => ({
      service: 'airtime',
      frequency: 'daily',
      purchase: {
        phone_number: SANDBOX.success,
        amount: 100,
        package_id: await packageId(d, 'mtn-airtime'),
      },
    }),
  },
  {
    name: 'bonus transfer',
    method: 'POST',
    path: '/api/v1/transfer-bonus/',
    apiKey: false,
    body: async () => ({ amount: 1000 }),
  },
  {
    name: 'upgrade',
    method: 'PUT',
    path: '/api/v1/upgrade-user/',
    apiKey: false,
    body: async () => ({ level: 'agent' }),
  },
];

const airtimeRoute = () => chargedRoutes.find((route) => route.name === 'airtime')!;

function charge(
  route: (typeof chargedRoutes)[number],
  credential: { token: string } | { key: string },
  body: Record<string, unknown>,
) {
  return ctx.app.inject({
    method: route.method,
    url: route.path,
    headers: {
      ...('token' in credential ? bearer(credential.token) : { 'x-api-key': credential.key }),
      'idempotency-key': randomUUID(),
    },
    payload: body,
  });
}

/** Balances, ledger entries and transaction rows: a refusal changes none of them. */
const moneyState = (user: User) => snapshot(db(), user.id);

it('puts the optional pin field on every charged route and on no other', () => {
  const document = ctx.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }
      >
    >;
  };
  const withPinField: string[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (
        schema?.properties &&
        'pin' in schema.properties &&
        !path.startsWith('/api/v1/transaction-pin/') &&
        // key management asks for the PIN as part of its fresh proof, not as a charge
        !path.startsWith('/api/v1/api-keys/')
      )
        withPinField.push(`${method.toUpperCase()} ${path}`);
    }
  expect(withPinField.sort()).toEqual(chargedRoutes.map((r) => `${r.method} ${r.path}`).sort());
});

describe.each(chargedRoutes)('$name ($method $path) with a login token', (route) => {
  it('needs no PIN while the account has none', async () => {
    const user = await customer();
    const response = await charge(route, user, await route.body(db()));
    expect(response.statusCode).toBeLessThan(500);
    expect(json<ErrorBody>(response).data?.pin).toBeUndefined();
  });

  it('refuses a missing, malformed or wrong PIN before any charge', async () => {
    const user = await withPin('2468');
    const before = await moneyState(user);
    const missing = await charge(route, user, await route.body(db()));
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing)).toMatchObject({
      message: PIN_MESSAGES.required,
      data: { pin: PIN_MESSAGES.required },
    });
    const malformed = await charge(route, user, { ...(await route.body(db())), pin: '12a4' });
    expect(malformed.statusCode).toBe(400);
    expect(json<ErrorBody>(malformed).data).toEqual({ pin: PIN_MESSAGES.format });
    const wrong = await charge(route, user, { ...(await route.body(db())), pin: '1357' });
    expect(wrong.statusCode).toBe(403);
    expect(json<ErrorBody>(wrong)).toMatchObject({
      message: 'Wrong transaction PIN: 4 tries left.',
      errors: [{ detail: 'Wrong transaction PIN: 4 tries left.', field: 'pin' }],
    });
    expect(await moneyState(user)).toEqual(before);
  });

  it('passes the check with the right PIN', async () => {
    const user = await withPin('2468');
    const response = await charge(route, user, { ...(await route.body(db())), pin: '2468' });
    expect(response.statusCode).toBeLessThan(500);
    expect(json<ErrorBody>(response).data?.pin).toBeUndefined();
  });

  if (route.apiKey)
    it('never asks an API key for the PIN', async () => {
      const user = await withPin('2468');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys/',
        headers: bearer(user.token),
        payload: { name: 'shop', password: user.password, pin: '2468' },
      });
      const { key } = json<{ data: { key: string } }>(created).data;
      const response = await charge(route, { key }, await route.body(db()));
      expect(response.statusCode).toBeLessThan(500);
      expect(json<ErrorBody>(response).data?.pin).toBeUndefined();
    });
});

it('buys airtime with the right PIN: charged once, as without a PIN', async () => {
  const user = await withPin('2468');
  const airtime = airtimeRoute();
  const response = await charge(airtime, user, { ...(await airtime.body(db())), pin: '2468' });
  expect(response.statusCode).toBe(200);
  expect((await moneyState(user)).transactions).toBe(1);
});

async function lockOut(user: User) {
  const airtime = airtimeRoute();
  const answers = [];
  for (let i = 0; i < 5; i += 1)
    answers.push(await charge(airtime, user, { ...(await airtime.body(db())), pin: '0000' }));
  return answers;
}

describe('five wrong PINs', () => {
  it('lock charged actions for 15 minutes, audited and e-mailed; a correct PIN then is refused too', async () => {
    const user = await withPin('2468');
    const before = await moneyState(user);
    const answers = await lockOut(user);
    expect(answers.slice(0, 4).map((r) => json<ErrorBody>(r).message)).toEqual([
      'Wrong transaction PIN: 4 tries left.',
      'Wrong transaction PIN: 3 tries left.',
      'Wrong transaction PIN: 2 tries left.',
      'Wrong transaction PIN: 1 try left.',
    ]);
    const locked = answers[4]!;
    expect(locked.statusCode).toBe(423);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect(json<ErrorBody>(locked).message).toMatch(
      /^Too many wrong PIN tries\. Purchases are locked until /,
    );

    for (const route of chargedRoutes) {
      const right = await charge(route, user, { ...(await route.body(db())), pin: '2468' });
      expect(right.statusCode).toBe(423);
      expect(json<ErrorBody>(right).data.pin).toMatch(/locked until/);
    }
    expect(await moneyState(user)).toEqual(before);

    for (const url of ['/api/v1/get-user/', '/api/v1/transaction-pin/']) {
      const me = await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      const until = json<{ data: { transaction_pin_locked_until: string } }>(me).data
        .transaction_pin_locked_until;
      expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    }

    const events = await db()
      .select({ event: accountSecurityEvents.event })
      .from(accountSecurityEvents)
      .where(eq(accountSecurityEvents.userId, user.id));
    expect(events.map((e) => e.event)).toEqual(['transaction_pin.set', 'transaction_pin.locked']);
    expect(ctx.outbox.filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
      'NairaTop: transaction PIN locked',
    );
  });

  it('unlock once the 15 minutes are over, with a fresh count', async () => {
    const user = await withPin('2468');
    await lockOut(user);
    // The lock ends at the stored time; move it to the past as 15 minutes passing would.
    await db()
      .update(users)
      .set({ pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const airtime = airtimeRoute();
    const wrong = await charge(airtime, user, { ...(await airtime.body(db())), pin: '0000' });
    expect(json<ErrorBody>(wrong).message).toBe('Wrong transaction PIN: 4 tries left.');
    const right = await charge(airtime, user, { ...(await airtime.body(db())), pin: '2468' });
    expect(right.statusCode).toBe(200);
  });

  it('a correct PIN in between starts the count again', async () => {
    const user = await withPin('2468');
    const airtime = airtimeRoute();
    for (let i = 0; i < 4; i += 1)
      await charge(airtime, user, { ...(await airtime.body(db())), pin: '0000' });
    expect(
      (await charge(airtime, user, { ...(await airtime.body(db())), pin: '2468' })).statusCode,
    ).toBe(200);
    const wrong = await charge(airtime, user, { ...(await airtime.body(db())), pin: '0000' });
    expect(json<ErrorBody>(wrong).message).toBe('Wrong transaction PIN: 4 tries left.');
  });

  it("are only the token owner's: another customer's wrong tries do not touch this account", async () => {
    const owner = await withPin('2468');
    const stranger = await withPin('1111');
    await lockOut(stranger);
    const airtime = airtimeRoute();
    const response = await charge(airtime, owner, { ...(await airtime.body(db())), pin: '2468' });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT /api/v1/transaction-pin/', () => {
  it('sets the first PIN only with the account password; get-user says so', async () => {
    const user = await customer();
    const noPassword = await putPin(user.token, { pin: '2468' });
    expect(noPassword.statusCode).toBe(400);
    expect(json<ErrorBody>(noPassword).data).toEqual({ password: PIN_MESSAGES.passwordRequired });
    const wrongPassword = await putPin(user.token, { pin: '2468', password: 'not-it-at-all' });
    expect(wrongPassword.statusCode).toBe(403);
    expect(json<ErrorBody>(wrongPassword).data).toEqual({
      password: 'Wrong password: 4 tries left.',
    });
    const short = await putPin(user.token, { pin: '246', password: user.password });
    expect(json<ErrorBody>(short).data).toEqual({ pin: PIN_MESSAGES.format });

    const set = await putPin(user.token, { pin: '2468', password: user.password });
    expect(json(set)).toEqual({
      message: PIN_MESSAGES.set,
      data: { has_transaction_pin: true, transaction_pin_locked_until: null },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(user.token),
    });
    expect(json<{ data: object }>(me).data).toMatchObject({
      has_transaction_pin: true,
      transaction_pin_locked_until: null,
    });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.transactionPinHash).toMatch(/^scrypt\$/);
  });

  it('changes it only with the current PIN; the password no longer does', async () => {
    const user = await withPin('2468');
    const byPassword = await putPin(user.token, { pin: '1357', password: user.password });
    expect(json<ErrorBody>(byPassword).data).toEqual({ old_pin: PIN_MESSAGES.oldPinRequired });
    const wrongOld = await putPin(user.token, { pin: '1357', old_pin: '0000' });
    expect(wrongOld.statusCode).toBe(403);
    expect(json<ErrorBody>(wrongOld).data).toEqual({
      old_pin: 'Wrong transaction PIN: 4 tries left.',
    });
    const changed = await putPin(user.token, { pin: '1357', old_pin: '2468' });
    expect(json(changed)).toMatchObject({ message: PIN_MESSAGES.changed });
    const airtime = airtimeRoute();
    expect(
      (await charge(airtime, user, { ...(await airtime.body(db())), pin: '2468' })).statusCode,
    ).toBe(403);
    expect(
      (await charge(airtime, user, { ...(await airtime.body(db())), pin: '1357' })).statusCode,
    ).toBe(200);
  });
});

describe('reset by e-mailed code', () => {
  const requestCode = async (user: User) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transaction-pin/reset/',
      headers: bearer(user.token),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const mail = [...ctx.outbox].reverse().find((m) => m.to === user.email);
    const code = /is (\d{6})\./.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error('no code in the e-mail');
    return code;
  };
  const confirm = (user: User, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transaction-pin/reset/confirm/',
      headers: bearer(user.token),
      payload,
    });

  it('sets a new PIN and lifts a lock, once; audited and e-mailed', async () => {
    const user = await withPin('2468');
    await lockOut(user);
    const code = await requestCode(user);
    const reset = await confirm(user, { code, pin: '9753' });
    expect(json(reset)).toEqual({
      message: PIN_MESSAGES.reset,
      data: { has_transaction_pin: true, transaction_pin_locked_until: null },
    });
    const airtime = airtimeRoute();
    expect(
      (await charge(airtime, user, { ...(await airtime.body(db())), pin: '9753' })).statusCode,
    ).toBe(200);

    const again = await confirm(user, { code, pin: '1111' });
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).data).toEqual({ code: PIN_MESSAGES.codeInvalid });

    const events = await db()
      .select({ event: accountSecurityEvents.event })
      .from(accountSecurityEvents)
      .where(eq(accountSecurityEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('transaction_pin.reset');
    expect(ctx.outbox.filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
      'NairaTop: transaction PIN reset',
    );
  });

  it('refuses an expired code, a replaced code and a code of another account', async () => {
    const user = await withPin('2468');
    const expired = await requestCode(user);
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect(json<ErrorBody>(await confirm(user, { code: expired, pin: '1111' })).data).toEqual({
      code: PIN_MESSAGES.codeInvalid,
    });

    const first = await requestCode(user);
    const second = await requestCode(user);
    if (first !== second)
      expect((await confirm(user, { code: first, pin: '1111' })).statusCode).toBe(400);

    const other = await withPin('3333');
    expect((await confirm(other, { code: second, pin: '1111' })).statusCode).toBe(400);
    expect((await confirm(user, { code: second, pin: '1111' })).statusCode).toBe(200);
  });

  it('a PIN code never works as a password-reset token', async () => {
    const user = await withPin('2468');
    const code = await requestCode(user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reset_password/',
      payload: {
        password_token: `transaction_pin:${user.id}:${code}`,
        new_password: 'another-horse-7',
        confirm_new_password: 'another-horse-7',
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
