import { discountOf } from '@/entities/package';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  chargeFor,
  chargePreview,
  isAirtimeComplete,
  toAirtimeRequest,
  validateAirtime,
} from './airtime';

const M = PURCHASE_MESSAGES.airtime;
const mtn = {
  id: 11,
  title: 'MTN',
  image: '/mtn.svg',
  description: '',
  network_type: null,
  service_id: 'mtn',
  products: { discount: 2 },
};

const firstMessage = (values: Parameters<typeof validateAirtime>[0]) =>
  Object.values(validateAirtime(values))[0];

describe('validateAirtime', () => {
  it('reports failures in check order, first failure wins', () => {
    expect(firstMessage({ packageId: '', amount: '', phone: '' })).toBe(M.phoneRequired);
    expect(firstMessage({ packageId: '', amount: '', phone: 'abc' })).toBe(M.amountRequired);
    expect(firstMessage({ packageId: '', amount: 0, phone: 'abc' })).toBe(M.amountRequired);
    expect(firstMessage({ packageId: '', amount: '99', phone: 'abc' })).toBe(M.minimum);
    expect(firstMessage({ packageId: '', amount: '100', phone: 'abc' })).toBe(M.providerRequired);
    expect(firstMessage({ packageId: '11', amount: '100', phone: 'abc' })).toBe(
      PURCHASE_MESSAGES.phoneInvalid,
    );
    expect(validateAirtime({ packageId: '11', amount: '100', phone: '+2348031234567' })).toEqual(
      {},
    );
  });

  it('gives each field its own first message', () => {
    expect(validateAirtime({ packageId: '', amount: '', phone: '' })).toEqual({
      phone: M.phoneRequired,
      amount: M.amountRequired,
      packageId: M.providerRequired,
    });
  });
});

describe('charge', () => {
  it('takes the discount off in whole kobo', () => {
    expect(chargeFor(100, 2)).toBe(98);
    expect(chargeFor(150, 3.5)).toBe(144.75);
    expect(chargeFor(0.1 + 0.2, 0)).toBe(0.3);
    expect(chargeFor(333.33, 1.5)).toBe(328.33);
  });

  it('previews only a positive amount', () => {
    expect(chargePreview('', 2)).toBeNull();
    expect(chargePreview('0', 2)).toBeNull();
    expect(chargePreview('abc', 2)).toBeNull();
    expect(chargePreview('1000', 2)).toBe(980);
  });

  it('reads the discount of airtime packages only', () => {
    expect(discountOf(mtn)).toBe(2);
    expect(discountOf({ ...mtn, products: [] })).toBe(0);
    expect(discountOf(undefined)).toBe(0);
  });
});

it('is complete only with network, phone and amount', () => {
  expect(isAirtimeComplete({ packageId: '11', amount: '', phone: '0803' })).toBe(false);
  expect(isAirtimeComplete({ packageId: '', amount: 100, phone: '0803' })).toBe(false);
  expect(isAirtimeComplete({ packageId: '11', amount: 100, phone: ' ' })).toBe(false);
  expect(isAirtimeComplete({ packageId: '11', amount: 100, phone: '0803' })).toBe(true);
});

it('builds the API payload', () => {
  expect(toAirtimeRequest({ packageId: '11', amount: '250.5', phone: ' 0803 ' }, mtn)).toEqual({
    network: 'MTN',
    phone_number: '0803',
    amount: 250.5,
    package_id: 11,
  });
});
