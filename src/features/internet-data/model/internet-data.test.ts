import { PURCHASE_MESSAGES } from '@contract/rules';
import { INTERNET_DATA_MESSAGES as M } from '@contract/services/internet-data';
import { PURCHASE_PHONE_CASES } from '@contract/rules/purchase-phone-cases';
import type { Package } from '@contract/api';
import {
  internetDataInitialValues,
  toInternetDataRequest,
  validateInternetData,
  withProvider,
  type InternetDataValues,
} from './internet-data';

const values = (overrides: Partial<InternetDataValues> = {}): InternetDataValues => ({
  ...internetDataInitialValues,
  ...overrides,
});

const verified = values({
  packageId: '50',
  planId: '7',
  account: '08011111111',
  phone: '08031234567',
  verified: { account: '08011111111', customerName: 'TEST SMILE SUBSCRIBER' },
});

const smile: Package = {
  id: 50,
  title: 'SMILE',
  image: '/media/logos/smile.svg',
  description: 'Smile bundles',
  network_type: null,
  service_id: 'smile-direct',
  products: [{ id: 7, title: 'Smile 2GB MidNite - 7 Days', amount: 1020, code: '413' }],
};

it('checks provider, account number, its verification, bundle and phone in that order', () => {
  expect(Object.values(validateInternetData(values()))[0]).toBe(M.providerRequired);
  expect(Object.values(validateInternetData(values({ packageId: '50' })))[0]).toBe(
    M.accountRequired,
  );
  const typed = values({ packageId: '50', account: '08011111111' });
  expect(Object.values(validateInternetData(typed))[0]).toBe(M.verifyFirst);
  expect(validateInternetData({ ...verified, planId: '' })).toEqual({ planId: M.planRequired });
  expect(validateInternetData({ ...verified, phone: '' })).toEqual({ phone: M.phoneRequired });
  expect(validateInternetData(verified)).toEqual({});
});

it('takes the account as a phone number or an e-mail, nothing else', () => {
  const typed = (account: string) => values({ packageId: '50', account });
  expect(validateInternetData(typed('tester@sandbox.com')).account).toBe(M.verifyFirst);
  expect(validateInternetData(typed('0801111111')).account).toBe(M.accountInvalid);
  expect(validateInternetData(typed('tester@sandbox')).account).toBe(M.accountInvalid);
});

it('asks for a new verification when the account number changes after it', () => {
  expect(validateInternetData({ ...verified, account: '08022222222' })).toEqual({
    account: M.verifyFirst,
  });
});

// The same table the API's purchase test reads.
it.each(PURCHASE_PHONE_CASES)('contact phone %s: accepted %s', (phone, valid) => {
  expect(validateInternetData({ ...verified, phone }).phone).toBe(
    valid ? undefined : PURCHASE_MESSAGES.phoneInvalid,
  );
});

it('clears the bundle and the verification on another provider', () => {
  expect(withProvider(verified, 51)).toMatchObject({
    packageId: '51',
    planId: '',
    verified: null,
    account: '08011111111',
  });
});

it('sends the plan code and both numbers, trimmed', () => {
  const plan = Array.isArray(smile.products) ? smile.products[0] : undefined;
  if (!plan) throw new Error('no plan');
  expect(toInternetDataRequest({ ...verified, phone: ' 08031234567 ' }, smile, plan)).toEqual({
    package_id: 50,
    variation_code: '413',
    account: '08011111111',
    phone_number: '08031234567',
  });
});
