import { PURCHASE_MESSAGES } from '@contract/rules';
import { PURCHASE_PHONE_CASES } from '@contract/rules/purchase-phone-cases';
import { validateAirtime } from './airtime';

// The same table the API's purchase test reads: a number the server refuses never reaches the
// confirmation dialog.
it.each(PURCHASE_PHONE_CASES)('airtime form, phone %s: accepted %s', async (phone, valid) => {
  const errors = await validateAirtime({ packageId: '11', amount: 100, phone });
  expect(errors.phone).toBe(valid ? undefined : PURCHASE_MESSAGES.phoneInvalid);
});
