import type { Transaction } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId } from '../../../test/purchases';
import { TRANSACTION_NOT_FOUND } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const byId = (id: string | number, token?: string, slash = '/') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/get-transaction-by-id/${id}${slash}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

async function electricity(userId: number) {
  const [row] = await ctx.database.db
    .insert(transactions)
    .values({
      userId,
      txRef: `NT-receipt-${userId}`,
      categoryId: CATEGORY_IDS.electricity,
      packageId: await packageId(ctx.database.db, 'ikeja-electric'),
      kind: 'purchase',
      plan: 'Ikeja Electric prepaid ₦1,000.00',
      phoneNo: '08031234567',
      cardNo: '1111111111111',
      billersCode: '1111111111111',
      serviceId: 'ikeja-electric',
      variationCode: 'prepaid',
      upstreamAmountKobo: 100_000,
      description: 'Ikeja Electric prepaid for 1111111111111',
      response: 'Transaction successful',
      amountKobo: 99_000,
      token: '1234-5678-9012-3456-7890',
      initialBalanceKobo: 500_000,
      newBalanceKobo: 401_000,
      status: 'confirmed',
      result: { token: '1234-5678-9012-3456-7890', units: '79.9 kWh' },
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

describe('GET get-transaction-by-id/{id}/', () => {
  it('requires a signed-in user', async () => {
    expect((await byId(1)).statusCode).toBe(401);
  });

  it('answers data[0]: the transaction with category, subcategory and result', async () => {
    const user = await signedInUser(ctx.app);
    const row = await electricity(user.id);
    for (const slash of ['/', '']) {
      const response = await byId(row.id, user.token, slash);
      expect(response.statusCode).toBe(200);
      const { data } = json<{ data: Transaction[] }>(response);
      expect(data).toHaveLength(1);
      expect(data[0]).toEqual({
        id: row.id,
        tx_ref: row.txRef,
        category: {
          id: CATEGORY_IDS.electricity,
          name: expect.any(String),
          image: expect.any(String),
        },
        subcategory: {
          id: row.packageId,
          title: expect.stringContaining('Ikeja Electric'),
          image: expect.any(String),
        },
        plan: 'Ikeja Electric prepaid ₦1,000.00',
        phone_no: '08031234567',
        card_no: '1111111111111',
        description: 'Ikeja Electric prepaid for 1111111111111',
        response: 'Transaction successful',
        amount: 990,
        token: '1234-5678-9012-3456-7890',
        initial_balance: 5000,
        new_balance: 4010,
        status: 'confirmed',
        kind: 'purchase',
        result: { token: '1234-5678-9012-3456-7890', units: '79.9 kWh' },
        refund: null,
        // "Buy again" fills the electricity screen with the meter, its type and the face value.
        buy_again: {
          service: 'electricity',
          package_id: row.packageId,
          service_id: 'ikeja-electric',
          plan_code: null,
          number: '1111111111111',
          phone: '08031234567',
          amount: 1000,
          meter_type: 'prepaid',
          subscription_type: null,
        },
        created_at: row.createdAt.toISOString(),
      });
      expect(data[0]?.category?.image).not.toBe('');
      expect(data[0]?.subcategory?.image).not.toBe('');
    }
  });

  it("answers another user's id exactly as a missing one: 404", async () => {
    const owner = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const row = await electricity(owner.id);
    const theirs = await byId(row.id, stranger.token);
    const missing = await byId(2_000_000_000, stranger.token);
    for (const response of [theirs, missing]) {
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({
        message: TRANSACTION_NOT_FOUND,
        errors: [{ detail: TRANSACTION_NOT_FOUND }],
        data: {},
      });
    }
    expect(theirs.body).toBe(missing.body);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'a bad id (%s) is a 400, never a 500',
    async (id) => {
      const user = await signedInUser(ctx.app);
      const response = await byId(id, user.token);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).message).toEqual(expect.any(String));
    },
  );
});
