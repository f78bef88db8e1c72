import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import { ACCIDENT_INSURANCE_MESSAGES as M } from '@contract/services/accident-insurance';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { seedBalance, snapshot } from '../../../test/wallet';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { simVtpassTransactions } from '../../../test/vendors';

interface PurchaseBody {
  message: string;
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      plan: string;
      description: string;
      result: { certificate_url?: string; customer_name?: string } | null;
    };
    wallet_balance: number;
  };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function funded(naira = 10_000) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

const person: Record<string, string> = {
  full_name: 'Adaeze Okafor',
  phone_number: SANDBOX.success,
  address: '12 Allen Avenue, Ikeja, Lagos',
  date_of_birth: '1990-05-01',
  occupation: 'Trader',
  next_of_kin_name: 'Ngozi Okafor',
  next_of_kin_phone: '08021234567',
};

async function cover(token: string, details: Record<string, string> = {}, code = 'option-a') {
  return buy(ctx.app, token, 'purchase-accident-insurance', {
    package_id: await packageId(db(), 'personal-accident-insurance'),
    variation_code: code,
    ...person,
    ...details,
  });
}

it('lists the covers at the buyer level under the insurance category', async () => {
  const user = await signedInUser(ctx.app);
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/get-package/${CATEGORY_IDS.accidentInsurance}/`,
    headers: bearer(user.token),
  });
  const [insurer] = json<{ data: Array<{ title: string; products: unknown }> }>(response).data;
  expect(insurer?.title).toBe('Personal Accident');
  expect(insurer?.products).toEqual([
    expect.objectContaining({ code: 'option-a', amount: 2500 }),
    expect.objectContaining({ code: 'option-b', amount: 4000 }),
  ]);
});

it('insures the person typed, sends the insurer their details and hands back the certificate', async () => {
  const user = await funded();
  const response = await cover(user.token);
  expect(response.statusCode).toBe(200);
  const { data } = json<PurchaseBody>(response);
  expect(data.transaction).toMatchObject({
    status: 'confirmed',
    amount: 2500,
    plan: 'Accident Cover Option A - 1 Year',
    description: 'Accident Cover Option A - 1 Year for Adaeze Okafor',
  });
  expect(data.transaction.result?.customer_name).toBe('Adaeze Okafor');
  expect(data.transaction.result?.certificate_url).toMatch(
    /^https:\/\/sandbox\.vtpass\.com\/certificates\/PA-\d+\.pdf$/,
  );
  expect(data.wallet_balance).toBe(7500);
  const [sent] = await db()
    .select()
    .from(simVtpassTransactions)
    .where(eq(simVtpassTransactions.serviceId, 'personal-accident-insurance'));
  // The insurer files the cover under the insured person's name (its billersCode).
  expect(sent).toMatchObject({ billersCode: 'Adaeze Okafor', variationCode: 'option-a' });
});

it('refuses a person it cannot insure, naming each field, and charges nothing', async () => {
  const user = await funded();
  const before = await snapshot(db(), user.id);
  const response = await cover(user.token, {
    full_name: 'Adaeze',
    date_of_birth: '2015-01-01',
    next_of_kin_phone: '0802',
  });
  expect(response.statusCode).toBe(400);
  const body = json<ErrorBody>(response);
  expect(body.data).toMatchObject({
    full_name: M.fullNameRequired,
    date_of_birth: M.tooYoung,
    next_of_kin_phone: expect.any(String),
  });
  expect(await snapshot(db(), user.id)).toEqual(before);
});

it('refunds a cover the insurer refuses', async () => {
  const user = await funded();
  const response = await cover(user.token, { phone_number: '08031234567' }, 'option-b');
  expect(response.statusCode).toBe(400);
  expect(json<ErrorBody>(response).message).toMatch(/refunded/);
  expect((await snapshot(db(), user.id)).wallet).toBe(1_000_000);
});
