import { chargeHint, chargedAmount, discountOf } from '@/entities/package';
import type { Package } from '@contract/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  electricityInitialValues,
  electricitySchema,
  meterCustomerRows,
  meterVerifyErrors,
  toElectricityPurchaseRequest,
  verifiedCustomer,
  withMeterType,
  withProvider,
  type ElectricityValues,
} from './electricity';

const M = PURCHASE_MESSAGES.electricity;

const ikeja: Package = {
  id: 41,
  title: 'IKEDC-Ikeja Electric',
  image: '/media/logos/ikedc.svg',
  description: '',
  network_type: null,
  service_id: 'ikeja-electric',
  products: { discount: 1 },
};

const values = (overrides: Partial<ElectricityValues> = {}): ElectricityValues => ({
  ...electricityInitialValues,
  ...overrides,
});

const firstError = (input: ElectricityValues) => {
  try {
    electricitySchema([ikeja]).validateSync(input, { abortEarly: false });
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
};

it('charges the amount less the discount, in whole kobo', () => {
  expect(discountOf(ikeja)).toBe(1);
  expect(discountOf(undefined)).toBe(0);
  expect(chargedAmount('1000', 1)).toBe(990);
  expect(chargedAmount(1000.5, 1.25)).toBe(987.99);
  expect(chargedAmount('0.10', 1)).toBe(0.1);
  expect(chargedAmount('10.005', 1)).toBeUndefined();
  expect(chargeHint('1000', 1, 1000)).toBe('You will be charged ₦990.00');
  expect(chargeHint('', 1, 1000)).toBeUndefined();
  // nothing is charged for what cannot be bought: no preview below the minimum
  expect(chargeHint('999.99', 1, 1000)).toBeUndefined();
});

it('asks Verify for the meter number, the meter type, then the disco', () => {
  expect(meterVerifyErrors(values(), [ikeja]).map((error) => error.message)).toEqual([
    M.meterRequired,
    M.meterTypeRequired,
    M.providerRequired,
  ]);
  expect(
    meterVerifyErrors(values({ meterNo: '1', meterType: 'prepaid', packageId: 41 }), [ikeja]),
  ).toEqual([]);
});

it('checks the fields in the order they are reported', () => {
  expect(firstError(values())).toBe(M.phoneRequired);
  expect(firstError(values({ phone: '08031234567' }))).toBe(M.amountRequired);
  expect(firstError(values({ phone: '08031234567', amount: '499.99' }))).toBe(M.minimum);
  expect(firstError(values({ phone: '08031234567', amount: 500 }))).toBe(M.providerRequired);
  const chosen = values({ phone: '08031234567', amount: 500, packageId: 41 });
  expect(firstError(chosen)).toBe(M.meterRequired);
  expect(firstError({ ...chosen, meterNo: '1' })).toBe(M.meterTypeRequired);
  expect(firstError({ ...chosen, meterNo: '1', meterType: 'prepaid' })).toBe(M.verifyFirst);
  expect(
    firstError({
      ...chosen,
      meterNo: '1',
      meterType: 'prepaid',
      verified: { meterNo: '1', customer: { Customer_Name: 'A' } },
    }),
  ).toBeUndefined();
});

it('forgets the customer and the amount on another disco or meter type', () => {
  const verified = values({
    packageId: 41,
    meterType: 'prepaid',
    meterNo: '1',
    amount: '900',
    verified: { meterNo: '1', customer: { Customer_Name: 'A' } },
  });
  expect(verifiedCustomer(verified)).toEqual({ Customer_Name: 'A' });
  expect(verifiedCustomer({ ...verified, meterNo: '2' })).toBeUndefined();
  expect(withProvider(verified, 42)).toMatchObject({ packageId: 42, verified: null, amount: '' });
  expect(withMeterType(verified, 'postpaid')).toMatchObject({
    meterType: 'postpaid',
    verified: null,
    amount: '',
  });
});

it('builds the payload', () => {
  expect(
    toElectricityPurchaseRequest(
      values({ meterNo: ' 450 ', meterType: 'postpaid', amount: '1500', phone: '08031234567' }),
      ikeja,
    ),
  ).toEqual({
    package_id: 41,
    billersCode: '450',
    variation_code: 'postpaid',
    service_id: 'IKEDC-Ikeja Electric',
    amount: 1500,
    phone_number: '08031234567',
    meter_no: '450',
    meter_type: 'postpaid',
  });
});

it('writes the disco account class in words and amounts in naira', () => {
  expect(
    meterCustomerRows({
      Customer_Account_Type: 'md',
      Min_Purchase_Amount: '1000',
      Meter_Type: 'X',
    }),
  ).toEqual([
    { key: 'Min_Purchase_Amount', label: 'Minimum Purchase Amount', value: '₦1,000.00' },
    { key: 'Customer_Account_Type', label: 'Account Type', value: 'Maximum demand (MD)' },
    { key: 'Meter_Type', label: 'Meter Type', value: 'X' },
  ]);
  expect(meterCustomerRows({ Customer_Account_Type: 'R2' })[0]?.value).toBe('R2');
});

it('lists only the customer details present', () => {
  expect(meterCustomerRows({ Customer_Name: 'A', Address: '', Meter_Type: 'PREPAID' })).toEqual([
    { key: 'Customer_Name', label: 'Customer Name', value: 'A' },
    { key: 'Meter_Type', label: 'Meter Type', value: 'PREPAID' },
  ]);
});
