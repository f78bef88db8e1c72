import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import { INTERNET_DATA_MESSAGES } from '@contract/services/internet-data';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { seedBalance, snapshot } from '../../../test/wallet';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { simVtpassTransactions } from '../../../test/vendors';
import { ledgerSums } from '../wallet/ledger';

interface PurchaseBody {
  message: string;
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      card_no: string | null;
      plan: string;
      category: { id: number } | null;
    };
    wallet_balance: number;
  };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

async function funded(naira = 10_000) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

async function smileBundle(token: string, account: string, code = '413', key?: string) {
  return buy(
    ctx.app,
    token,
    'purchase-internet-data',
    {
      package_id: await packageId(db(), 'smile-direct'),
      variation_code: code,
      account,
      phone_number: SANDBOX.success,
    },
    key,
  );
}

describe('internet data (Smile)', () => {
  it('lists the Smile bundles priced at the buyer level under its own category', async () => {
    const user = await signedInUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/get-package/${CATEGORY_IDS.internetData}/`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    const [smile] = json<{ data: Array<{ title: string; products: unknown }> }>(response).data;
    expect(smile?.title).toBe('SMILE');
    // Smile's provider keeps no commission for us, so the seed prices the Normal tier at the
    // provider's ₦1,020 plus the 0.5% minimum margin, rounded up to the naira: ₦1,026
    expect(smile?.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '413', title: 'Smile 2GB MidNite - 7 Days', amount: 1026 }),
      ]),
    );
  });

  it('verifies the Smile number and shows the account holder', async () => {
    const user = await signedInUser(ctx.app);
    const smile = await packageId(db(), 'smile-direct');
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/verify-card/${smile}/${SANDBOX.success}/`,
      headers: bearer(user.token),
    });
    expect(found.statusCode).toBe(200);
    expect(json<{ data: { content: Record<string, unknown> } }>(found).data.content).toMatchObject({
      Customer_Name: 'TEST SMILE SUBSCRIBER',
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/verify-card/${smile}/08099999999/`,
      headers: bearer(user.token),
    });
    expect(json<{ data: { content: { error?: string } } }>(unknown).data.content.error).toMatch(
      /Invalid Smile account/,
    );
  });

  it('buys a bundle for the account the number belongs to, charged the plan price once', async () => {
    const user = await funded();
    const response = await smileBundle(user.token, SANDBOX.success);
    expect(response.statusCode).toBe(200);
    const body = json<PurchaseBody>(response);
    expect(body.data.transaction).toMatchObject({
      status: 'confirmed',
      amount: 1026,
      card_no: SANDBOX.success,
      plan: 'Smile 2GB MidNite - 7 Days',
      category: { id: CATEGORY_IDS.internetData },
    });
    expect(body.data.wallet_balance).toBe(8974);
    expect((await snapshot(db(), user.id)).wallet).toBe(897_400);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);

    // The provider was paid for the account id, not the phone number.
    const row = await transactionByRef(db(), body.data.transaction.tx_ref);
    const [paid] = await db()
      .select()
      .from(simVtpassTransactions)
      .where(eq(simVtpassTransactions.requestId, row.requestId ?? ''));
    expect(paid).toMatchObject({ serviceId: 'smile-direct', billersCode: '1402000567' });
  });

  it('finds the same account by its e-mail and pays for it', async () => {
    const user = await funded();
    const smile = await packageId(db(), 'smile-direct');
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/verify-card/${smile}/tester%40sandbox.com/`,
      headers: bearer(user.token),
    });
    expect(json<{ data: { content: Record<string, unknown> } }>(found).data.content).toMatchObject({
      Customer_Name: 'TEST SMILE SUBSCRIBER',
    });
    const response = await smileBundle(user.token, 'tester@sandbox.com', '607');
    expect(response.statusCode).toBe(200);
    const body = json<PurchaseBody>(response);
    expect(body.data.transaction).toMatchObject({ status: 'confirmed', amount: 3086 });
    const row = await transactionByRef(db(), body.data.transaction.tx_ref);
    const [paid] = await db()
      .select()
      .from(simVtpassTransactions)
      .where(eq(simVtpassTransactions.requestId, row.requestId ?? ''));
    expect(paid).toMatchObject({ billersCode: '1402000567' });
  });

  it('refuses a number with no Smile account before charging anything', async () => {
    const user = await funded();
    const response = await smileBundle(user.token, '08099999999');
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toHaveProperty('account');
    expect((await snapshot(db(), user.id)).wallet).toBe(1_000_000);
  });

  it('checks the fields in order with the field named', async () => {
    const user = await funded();
    const missing = await smileBundle(user.token, '');
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).message).toBe(INTERNET_DATA_MESSAGES.accountRequired);
    const short = await smileBundle(user.token, '0801111111');
    expect(json<ErrorBody>(short).data).toEqual(
      expect.objectContaining({ account: INTERNET_DATA_MESSAGES.accountInvalid }),
    );
    const noPlan = await smileBundle(user.token, SANDBOX.success, 'no-such-plan');
    expect(json<ErrorBody>(noPlan).data).toEqual(
      expect.objectContaining({ variation_code: INTERNET_DATA_MESSAGES.planRequired }),
    );
    expect((await snapshot(db(), user.id)).wallet).toBe(1_000_000);
  });
});
