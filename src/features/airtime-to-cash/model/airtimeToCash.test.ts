import { AIRTIME_TO_CASH_MESSAGES as M } from '@contract/rules';
import {
  commissionOf,
  isAirtimeToCashComplete,
  payoutPreview,
  toAirtimeToCashRequest,
  validateAirtimeToCash,
  type AirtimeToCashValues,
} from './airtimeToCash';

const mtn = {
  id: 21,
  title: 'MTN',
  image: '/mtn.svg',
  description: 'Transfer to 08030000001',
  network_type: null,
  service_id: 'mtn-a2c',
  products: { commission: 18 },
};

const firstMessage = (values: AirtimeToCashValues) =>
  Object.values(validateAirtimeToCash(values))[0];

it('reports failures in check order, first failure wins', () => {
  expect(firstMessage({ packageId: '', amount: '', phone: '' })).toBe(M.phoneRequired);
  expect(firstMessage({ packageId: '', amount: '', phone: 'abc' })).toBe(M.amountRequired);
  expect(firstMessage({ packageId: '', amount: '0', phone: 'abc' })).toBe(M.amountRequired);
  expect(firstMessage({ packageId: '', amount: '4999.99', phone: 'abc' })).toBe(M.minimum);
  expect(firstMessage({ packageId: '', amount: '5000', phone: 'abc' })).toBe(M.providerRequired);
  expect(firstMessage({ packageId: '21', amount: '5000', phone: 'abc' })).toBe(M.phoneInvalid);
  expect(validateAirtimeToCash({ packageId: '21', amount: '5000', phone: '08031234567' })).toEqual(
    {},
  );
  expect(validateAirtimeToCash({ packageId: '', amount: '', phone: '' })).toEqual({
    phone: M.phoneRequired,
    amount: M.amountRequired,
    packageId: M.providerRequired,
  });
});

it('reads the commission and rounds the payout up to the naira', () => {
  expect(commissionOf(mtn)).toBe(18);
  expect(commissionOf({ ...mtn, products: { discount: 2 } })).toBe(0);
  expect(commissionOf(undefined)).toBe(0);
  expect(payoutPreview('5001', 18)).toBe(4101);
  expect(payoutPreview('5000', 18)).toBe(4100);
  expect(payoutPreview('', 18)).toBeNull();
  expect(payoutPreview('0', 18)).toBeNull();
});

it('is complete only with network, phone and amount, and builds the API payload', () => {
  expect(isAirtimeToCashComplete({ packageId: '', amount: '5000', phone: '0803' })).toBe(false);
  expect(isAirtimeToCashComplete({ packageId: '21', amount: '', phone: '0803' })).toBe(false);
  expect(isAirtimeToCashComplete({ packageId: '21', amount: '5000', phone: ' ' })).toBe(false);
  expect(isAirtimeToCashComplete({ packageId: '21', amount: 5000, phone: '0803' })).toBe(true);
  expect(
    toAirtimeToCashRequest({ packageId: '21', amount: '5001', phone: ' 08031234567 ' }, mtn),
  ).toEqual({
    package_id: 21,
    phone_number: '08031234567',
    amount_transferred: 5001,
    amount_to_receive: 4101,
  });
});
