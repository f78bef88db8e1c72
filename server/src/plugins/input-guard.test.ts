import { bearer, registration, signedInUser, type ErrorBody } from '../../test/accounts';
import { json, startTestApp, type TestContext } from '../../test/harness';
import { seedBalance, snapshot } from '../../test/wallet';
import { count } from 'drizzle-orm';
import { purchaseSchedules } from '../db/schema';
import { packageId, SANDBOX } from '../../test/purchases';
import {
  findHostileValue,
  jsonTextNestedDeeperThan,
  MAX_JSON_DEPTH,
  nestedDeeperThan,
} from './input-guard';

/** JSON text of a value `depth` arrays or objects deep around `inner`. */
const nestedText = (depth: number, kind: 'array' | 'object', inner = '1') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

describe('nesting depth', () => {
  it.each(['array', 'object'] as const)('counts %s levels in text and in values alike', (kind) => {
    for (const depth of [1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1]) {
      const text = nestedText(depth, kind);
      const deeper = depth > MAX_JSON_DEPTH;
      expect(jsonTextNestedDeeperThan(text, MAX_JSON_DEPTH)).toBe(deeper);
      expect(nestedDeeperThan(JSON.parse(text), MAX_JSON_DEPTH)).toBe(deeper);
    }
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `say "${'[{'.repeat(100)}"` });
    expect(jsonTextNestedDeeperThan(text, 2)).toBe(false);
  });
});

describe('findHostileValue', () => {
  it.each([
    ['a NUL byte', { email: 'a\u0000b@example.com' }, '/email'],
    [
      'an escape character deep in an array',
      { items: [{ name: 'x' }, { name: '\u001b[2J' }] },
      '/items/1/name',
    ],
    ['DEL', { message: 'hi\u007f' }, '/message'],
    ['a control character in a key', { 'ke\u0000y': 'value' }, '/ke\u0000y'],
    ['Infinity', { amount: Infinity }, '/amount'],
    ['NaN', { id: NaN }, '/id'],
    ['an integer past 2^53', { id: 2 ** 53 + 2 }, '/id'],
    ['a lone high surrogate', { body: 'notice \ud800' }, '/body'],
    ['a lone low surrogate', { reason: '\udc00 at the start' }, '/reason'],
  ])('refuses %s', (_what, value, path) => {
    expect(findHostileValue(value)).toMatchObject({ instancePath: path });
  });

  it('allows tabs and line breaks, unicode and ordinary numbers', () => {
    const message = {
      message: 'Line one\r\nLine two\tend 🇳🇬 Ọ̀rẹ́ \ud83d\udcb8',
      amount: 1500.5,
      page: 2,
    };
    expect(findHostileValue(message)).toBeUndefined();
  });
});

describe('hostile input on the API', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    ctx = await startTestApp();
    const user = await signedInUser(ctx.app);
    token = user.token;
    userId = user.id;
    await seedBalance(ctx.database.db, userId, 'wallet', 1_000);
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  // Each of these answered 500 or 502 before: the NUL byte reached PostgreSQL, or Infinity did.
  it.each([
    [
      'login',
      'POST',
      '/api/v1/auth/login/',
      { email: 'x\u0000@example.com', password: 'x' },
      'email',
    ],
    [
      'register',
      'POST',
      '/api/v1/register/',
      registration({ first_name: 'A\u0000da' }),
      'first_name',
    ],
    [
      'referral code',
      'POST',
      '/api/v1/register/',
      registration({ referred_by: 'a\u0000' }),
      'referred_by',
    ],
    [
      'password reset',
      'POST',
      '/api/v1/password_reset/',
      { email: 'a\u0000@example.com' },
      'email',
    ],
    ['profile', 'PUT', '/api/v1/update-user-profile/', { first_name: 'A\u0000' }, 'first_name'],
    [
      'payment reference',
      'GET',
      '/api/v1/verify-atm-payment/?payment_reference=NT%00',
      undefined,
      'payment_reference',
    ],
    ['search', 'GET', '/api/v1/get-transactions/?search=MTN%00', undefined, 'search'],
    [
      'variation code',
      'POST',
      '/api/v1/purchase-data/',
      {
        network: 'MTN',
        phone_number: '08011111111',
        variation_code: 'm\u0000',
        package_id: 1,
        amount: 100,
      },
      'variation_code',
    ],
    [
      'account name',
      'POST',
      '/api/v1/create-virtual-account/',
      { account_name: 'A\u0000', bank: 'wema' },
      'account_name',
    ],
    ['amount 1e309', 'POST', '/api/v1/generate-payment-link/', { amount: '1e309' }, 'amount'],
    ['amount Infinity', 'POST', '/api/v1/generate-payment-link/', { amount: 'Infinity' }, 'amount'],
    ['package id Infinity', 'GET', '/api/v1/get-package/Infinity/', undefined, 'categoryId'],
    ['transaction id 1e309', 'GET', '/api/v1/get-transaction-by-id/1e309/', undefined, 'id'],
  ] as const)('%s: 400 naming the field', async (_what, method, url, payload, field) => {
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data[field]).toMatch(
      /must not contain control characters|must be a number within range/,
    );
  });

  it('refuses an SMS with a NUL byte before any debit: no charge, no pending row', async () => {
    const before = await snapshot(ctx.database.db, userId);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/send-sms/',
      headers: { ...bearer(token), 'idempotency-key': 'nul-byte-sms-0001' },
      payload: {
        package_id: 1,
        sender_name: 'NairaTop',
        recipients: '08031234567',
        message: 'Hi\u0000',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data.message).toBe(
      'Message must not contain control characters.',
    );
    expect(await snapshot(ctx.database.db, userId)).toEqual(before);
  });

  const TOO_DEEP = 'Body must not nest more than 32 levels of arrays and objects.';
  const postRaw = (url: string, payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });

  // These answered 500 before: walking 5,000 levels overflowed the stack.
  it.each([
    ['a schedule whose purchase is 5,000 levels deep', '/api/v1/schedules/', 'schedule'],
    ['a login with a 5,000-level field', '/api/v1/auth/login/', 'login'],
    ['a 5,000-level array as the body', '/api/v1/schedules/', 'array'],
  ] as const)('refuses %s with 400 in the envelope, writing nothing', async (_what, url, shape) => {
    const deep = nestedText(5_000, shape === 'array' ? 'array' : 'object');
    const payload =
      shape === 'schedule'
        ? `{"service":"airtime","frequency":"daily","purchase":{"phone_number":"${SANDBOX.success}","amount":500,"package_id":${await packageId(ctx.database.db, 'mtn-airtime')},"extra":${deep}}}`
        : shape === 'login'
          ? `{"email":"ada@example.com","password":"x","device":${deep}}`
          : deep;
    const [before] = await ctx.database.db.select({ n: count() }).from(purchaseSchedules);
    const response = await postRaw(url, payload);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: TOO_DEEP,
      errors: [{ field: 'body', detail: TOO_DEEP }],
      data: { body: TOO_DEEP },
    });
    expect(await ctx.database.db.select({ n: count() }).from(purchaseSchedules)).toEqual([before]);
  });

  it('takes a body at the limit to the usual validation', async () => {
    const response = await postRaw(
      '/api/v1/auth/login/',
      `{"email":"ada@example.com","password":"x","device":${nestedText(MAX_JSON_DEPTH - 1, 'object')}}`,
    );
    expect(json<ErrorBody>(response).message).not.toBe(TOO_DEEP);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers an over-long address in the error envelope without echoing it', async () => {
    const response = await send('GET', `/api/v1/get-package/${'9'.repeat(500)}/`);
    expect(response.statusCode).toBe(414);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'The address is too long.',
      errors: [{ detail: 'The address is too long.' }],
      data: {},
    });
  });
});
