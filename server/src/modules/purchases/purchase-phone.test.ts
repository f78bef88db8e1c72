import { PURCHASE_MESSAGES } from '@contract/rules';
import { PURCHASE_PHONE_CASES } from '@contract/rules/purchase-phone-cases';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser, type ErrorBody } from '../../../test/accounts';
import { buy, packageId } from '../../../test/purchases';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// With no money in the wallet a valid number gets as far as the charge; an invalid one is refused
// for its phone number before anything else is looked at.
it.each(PURCHASE_PHONE_CASES)('airtime to %s: number accepted %s', async (phone, valid) => {
  const user = await signedInUser(ctx.app);
  const mtn = await packageId(ctx.database.db, 'mtn-airtime');
  const response = await buy(ctx.app, user.token, 'purchase-airtime', {
    package_id: mtn,
    phone_number: phone,
    amount: 100,
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  const phoneError = json<ErrorBody>(response).data?.phone_number;
  expect(phoneError).toBe(valid ? undefined : PURCHASE_MESSAGES.phoneInvalid);
});
