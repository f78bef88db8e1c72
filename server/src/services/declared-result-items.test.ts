import type { Transaction, TransactionResult } from '@contract/api';
import { bearer, signedInUser } from '../../test/accounts';
import { json, startTestApp, type TestContext } from '../../test/harness';
import { buy, packageId, SANDBOX, transactionByRef } from '../../test/purchases';
import { seedBalance } from '../../test/wallet';
import { resultItemFieldsFor } from '../ports/result-items';
import { PURCHASE_SERVICES, RESULT_ITEM_FIELDS } from '.';
import type { AnyPurchaseService } from './purchase-service';

/*
 * A service declares what else its customers keep from the provider's answer, in its own folder,
 * and the result, the history, the token column and the success message show it: here electricity
 * declares two fields the VTpass simulator's answer carries (a code and a note).
 */
const declaredElectricity: AnyPurchaseService = {
  ...PURCHASE_SERVICES.electricity,
  resultItems: {
    vtpass: [
      { fields: ['exchangeReference'], label: 'Exchange reference', code: true },
      { fields: ['tariff'], label: 'Tariff' },
    ],
  },
};

interface PurchaseBody {
  message: string;
  data: { transaction: { tx_ref: string; token: string | null; result: TransactionResult } };
}

let ctx: TestContext;
const shipped = RESULT_ITEM_FIELDS.vtpass;
// The app reads the services' declared fields when it is built (the composition root's list).
beforeAll(async () => {
  RESULT_ITEM_FIELDS.vtpass = resultItemFieldsFor(
    'vtpass',
    Object.values({ ...PURCHASE_SERVICES, electricity: declaredElectricity }),
  );
  ctx = await startTestApp();
});
afterAll(async () => {
  RESULT_ITEM_FIELDS.vtpass = shipped;
  await ctx.close();
});

it('keeps the items a service declared on the purchase, its history, token column and message', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 100_000);
  const response = await buy(ctx.app, user.token, 'purchase-electricity', {
    package_id: await packageId(ctx.database.db, 'ikeja-electric'),
    meter_no: SANDBOX.prepaidMeter,
    meter_type: 'prepaid',
    amount: 5000,
    phone_number: SANDBOX.success,
  });
  expect(response.statusCode).toBe(200);
  const { message, data } = json<PurchaseBody>(response);
  const { token, items } = data.transaction.result;
  expect(items).toEqual([
    { label: 'Exchange reference', values: [expect.stringMatching(/^\d{12}$/)], code: true },
    { label: 'Tariff', values: ['R2 SINGLE PHASE'] },
  ]);
  const reference = items?.[0]?.values[0];

  // the token column: every code, the declared one after the token; the note is not a code
  expect(data.transaction.token).toBe(`${token}, ${reference}`);
  expect((await transactionByRef(ctx.database.db, data.transaction.tx_ref)).token).toBe(
    `${token}, ${reference}`,
  );
  expect(message).toMatch(
    new RegExp(`Token: ${token} \\([\\d.]+ kWh\\)\\. Exchange reference: ${reference}\\.$`),
  );
  expect(message).not.toContain('Tariff');

  const history = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/',
    headers: bearer(user.token),
  });
  const listed = json<{ data: Transaction[] }>(history).data.find(
    (tx) => tx.tx_ref === data.transaction.tx_ref,
  );
  expect(listed?.result?.items).toEqual(items);
});
