import { randomUUID } from 'node:crypto';
import type { Beneficiary, CreatedApiKey, RecentNumber, Transaction } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { BENEFICIARY_MESSAGES, MAX_BENEFICIARIES } from '@contract/rules';
import { beneficiaries, transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX, buy, packageId } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const save = (token: string, body: object) => call('POST', 'beneficiaries/', token, body);

async function saved(token: string, body: object) {
  const response = await save(token, body);
  expect(response.statusCode).toBe(201);
  return json<{ data: Beneficiary }>(response).data;
}

async function listOf(token: string) {
  const response = await call('GET', 'beneficiaries/', token);
  expect(response.statusCode).toBe(200);
  return json<{ data: Beneficiary[] }>(response).data;
}

describe('saved numbers', () => {
  it('requires a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/beneficiaries/' });
    expect(response.statusCode).toBe(401);
  });

  it("are the account holder's own: a developer's API key can neither read nor save them", async () => {
    const user = await signedInUser(ctx.app);
    await saved(user.token, { kind: 'phone', name: 'Mum', number: '08011111111' });
    const created = await call('POST', 'api-keys/', user.token, {
      name: 'shop server',
      password: user.password,
    });
    const { key } = json<{ data: CreatedApiKey }>(created).data;
    const viaKey = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { 'x-api-key': key },
        ...(payload ? { payload } : {}),
      });

    expect((await viaKey('GET', 'beneficiaries/')).statusCode).toBe(403);
    expect((await viaKey('GET', 'beneficiaries/recent/?service=airtime')).statusCode).toBe(403);
    const write = await viaKey('POST', 'beneficiaries/', {
      kind: 'phone',
      name: 'X',
      number: '08022222222',
    });
    expect(write.statusCode).toBe(403);
    expect((await listOf(user.token)).map((row) => row.name)).toEqual(['Mum']);
  });

  it('saves each kind in the form a purchase sends it, lists them by name', async () => {
    const { token } = await signedInUser(ctx.app);
    const phone = await saved(token, {
      kind: 'phone',
      name: '  Mum  ',
      number: '+234 803 123 4567',
    });
    expect(phone).toMatchObject({ kind: 'phone', name: 'Mum', number: '08031234567' });
    const meter = await saved(token, {
      kind: 'meter',
      name: 'Shop meter',
      number: '1111-1111-11111',
      meter_type: 'prepaid',
      service_id: 'ikeja-electric',
    });
    expect(meter).toMatchObject({
      number: '1111111111111',
      meter_type: 'prepaid',
      service_id: 'ikeja-electric',
    });
    await saved(token, {
      kind: 'smart_card',
      name: 'Living room',
      number: '1212121212',
      service_id: 'dstv',
    });
    await saved(token, { kind: 'jamb_profile', name: 'Tobi', number: '0123456789' });
    // a betting account: its customer ID as the company issued it, kept with the company
    const account = await saved(token, {
      kind: 'account',
      name: 'My Bet9ja',
      number: ' ada_obi.99 ',
      service_id: 'bet9ja',
    });
    expect(account).toMatchObject({ number: 'ada_obi.99', service_id: 'bet9ja' });
    expect((await listOf(token)).map((entry) => entry.name)).toEqual([
      'Living room',
      'Mum',
      'My Bet9ja',
      'Shop meter',
      'Tobi',
    ]);
  });

  it('refuses a bad number, name, meter type or provider with 400 naming the field', async () => {
    const { token } = await signedInUser(ctx.app);
    const cases: [object, string, string][] = [
      [
        { kind: 'phone', name: 'Mum', number: '0803123' },
        'number',
        BENEFICIARY_MESSAGES.phoneInvalid,
      ],
      [
        {
          kind: 'meter',
          name: 'M',
          number: '12ab',
          meter_type: 'prepaid',
          service_id: 'ikeja-electric',
        },
        'number',
        BENEFICIARY_MESSAGES.meterInvalid,
      ],
      [
        { kind: 'phone', name: '   ', number: '08031234567' },
        'name',
        BENEFICIARY_MESSAGES.nameRequired,
      ],
      [
        { kind: 'phone', name: 'x'.repeat(41), number: '08031234567' },
        'name',
        BENEFICIARY_MESSAGES.nameTooLong,
      ],
      [
        { kind: 'meter', name: 'M', number: '1111111111111', service_id: 'ikeja-electric' },
        'meter_type',
        BENEFICIARY_MESSAGES.meterTypeRequired,
      ],
      [
        { kind: 'smart_card', name: 'TV', number: '1212121212', service_id: 'ikeja-electric' },
        'service_id',
        BENEFICIARY_MESSAGES.serviceRequired,
      ],
      [
        { kind: 'account', name: 'Bet', number: 'ada obi', service_id: 'bet9ja' },
        'number',
        BENEFICIARY_MESSAGES.accountInvalid,
      ],
      // an account belongs to a betting company, not a TV service
      [
        { kind: 'account', name: 'Bet', number: '1234567', service_id: 'dstv' },
        'service_id',
        BENEFICIARY_MESSAGES.serviceRequired,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(token, body);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({
        message,
        errors: [{ detail: message, field }],
        data: { [field]: message },
      });
    }
    expect(await listOf(token)).toEqual([]);
  });

  it('answers 409 for a number already saved for its kind, typed another way', async () => {
    const { token } = await signedInUser(ctx.app);
    await saved(token, { kind: 'phone', name: 'Mum', number: '08031234567' });
    const response = await save(token, { kind: 'phone', name: 'Mother', number: '2348031234567' });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response).data).toEqual({ number: BENEFICIARY_MESSAGES.duplicate });
    // The same digits as another kind are another saved number.
    await saved(token, { kind: 'jamb_profile', name: 'Profile', number: '08031234567' });
    expect(await listOf(token)).toHaveLength(2);
  });

  it(`keeps at most ${MAX_BENEFICIARIES} per account`, async () => {
    const user = await signedInUser(ctx.app);
    await ctx.database.db.insert(beneficiaries).values(
      Array.from({ length: MAX_BENEFICIARIES }, (_, index) => ({
        userId: user.id,
        kind: 'jamb_profile' as const,
        name: `Profile ${index}`,
        number: String(1_000_000 + index),
      })),
    );
    const response = await save(user.token, {
      kind: 'phone',
      name: 'One more',
      number: '08031234567',
    });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response).message).toBe(BENEFICIARY_MESSAGES.tooMany);
  });

  it("renames and deletes only the owner's numbers: another user's id is a 404", async () => {
    const owner = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const entry = await saved(owner.token, { kind: 'phone', name: 'Mum', number: '08031234567' });

    for (const response of [
      await call('PATCH', `beneficiaries/${entry.id}/`, other.token, { name: 'Mine now' }),
      await call('DELETE', `beneficiaries/${entry.id}/`, other.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).message).toBe(BENEFICIARY_MESSAGES.notFound);
    }
    expect(await listOf(other.token)).toEqual([]);
    expect((await listOf(owner.token)).map((row) => row.name)).toEqual(['Mum']);

    const renamed = await call('PATCH', `beneficiaries/${entry.id}/`, owner.token, {
      name: ' Mama ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(json<{ data: Beneficiary }>(renamed).data.name).toBe('Mama');
    const blank = await call('PATCH', `beneficiaries/${entry.id}/`, owner.token, { name: ' ' });
    expect(blank.statusCode).toBe(400);

    expect((await call('DELETE', `beneficiaries/${entry.id}/`, owner.token)).statusCode).toBe(200);
    expect(await listOf(owner.token)).toEqual([]);
  });
});

describe('recent numbers', () => {
  let minute = 0;
  async function purchase(
    userId: number,
    number: string,
    options: {
      category?: number;
      slug?: string;
      status?: 'confirmed' | 'failed';
      variation?: string;
      /** the face value sent to the provider, when it differs from the charge */
      faceKobo?: number;
    } = {},
  ) {
    minute += 1;
    await ctx.database.db.insert(transactions).values({
      userId,
      txRef: `NT-recent-${randomUUID()}`,
      categoryId: options.category ?? CATEGORY_IDS.airtime,
      packageId: await packageId(ctx.database.db, options.slug ?? 'mtn-airtime'),
      kind: 'purchase',
      phoneNo: number,
      billersCode: number,
      serviceId: options.slug ?? 'mtn',
      variationCode: options.variation ?? null,
      amountKobo: 10_000,
      upstreamAmountKobo: options.faceKobo ?? null,
      status: options.status ?? 'confirmed',
      createdAt: new Date(Date.UTC(2026, 10, 1, 8, minute)),
    });
  }

  const recent = async (token: string, service: string) => {
    const response = await call('GET', `beneficiaries/recent/?service=${service}`, token);
    expect(response.statusCode).toBe(200);
    return json<{ data: RecentNumber[] }>(response).data;
  };

  it("offers the last five distinct numbers of that service, newest first, never a failed one's", async () => {
    const user = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    for (const number of [
      '08030000001',
      '08030000002',
      '08030000003',
      '08030000004',
      '08030000005',
      '08030000006',
    ])
      await purchase(user.id, number);
    await purchase(user.id, '08030000002', { faceKobo: 50_000 });
    await purchase(user.id, '08039999999', { status: 'failed' });
    await purchase(user.id, '08031111111', { category: CATEGORY_IDS.data, slug: 'mtn-data-sme' });
    await purchase(user.id, '1111111111111', {
      category: CATEGORY_IDS.electricity,
      slug: 'ikeja-electric',
      variation: 'prepaid',
    });
    await purchase(other.id, '08037777777');

    // each with the face value of its latest purchase, to buy again at it
    expect((await recent(user.token, 'airtime')).map((row) => [row.number, row.amount])).toEqual([
      ['08030000002', 500],
      ['08030000006', 100],
      ['08030000005', 100],
      ['08030000004', 100],
      ['08030000003', 100],
    ]);
    // a plan is chosen again on the screen, never offered at an amount
    expect((await recent(user.token, 'data')).map((row) => [row.number, row.amount])).toEqual([
      ['08031111111', null],
    ]);
    expect(await recent(user.token, 'electricity')).toEqual([
      {
        number: '1111111111111',
        service_id: 'ikeja-electric',
        package_id: await packageId(ctx.database.db, 'ikeja-electric'),
        meter_type: 'prepaid',
        amount: 100,
        last_used_at: expect.any(String),
      },
    ]);
    expect(await recent(other.token, 'electricity')).toEqual([]);
  });

  it('refuses an unknown service with 400', async () => {
    const { token } = await signedInUser(ctx.app);
    expect((await call('GET', 'beneficiaries/recent/?service=sms', token)).statusCode).toBe(400);
  });
});

describe('buy again', () => {
  it('a purchase carries its service, package, number and face value', async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
    const mtn = await packageId(ctx.database.db, 'mtn-airtime');
    const bought = await buy(
      ctx.app,
      user.token,
      'purchase-airtime',
      { phone_number: SANDBOX.success, amount: 250, package_id: mtn },
      randomUUID(),
    );
    expect(bought.statusCode).toBe(200);
    const response = await call('GET', 'get-transactions/', user.token);
    const [purchase] = json<{ data: Transaction[] }>(response).data;
    expect(purchase?.buy_again).toEqual({
      service: 'airtime',
      package_id: mtn,
      service_id: 'mtn',
      plan_code: null,
      number: SANDBOX.success,
      phone: SANDBOX.success,
      amount: 250,
      meter_type: null,
      subscription_type: null,
    });
  });
});
