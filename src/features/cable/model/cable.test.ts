import type { Package, VerificationContent } from '@contract/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  cableAmount,
  cableCustomerRows,
  cableInitialValues,
  cableSchema,
  canRenew,
  isShowmax,
  subscriptionTypes,
  toCablePurchaseRequest,
  verifiedCustomer,
  withProvider,
  withVerification,
  fillCable,
  type CableValues,
} from './cable';

const M = PURCHASE_MESSAGES.cable;

const dstv: Package = {
  id: 31,
  title: 'DSTV',
  image: '/media/logos/dstv.svg',
  description: '',
  network_type: null,
  service_id: 'dstv',
  products: [{ id: 2, title: 'DStv Compact', amount: 19000, code: 'dstv79' }],
};
const showmax: Package = {
  ...dstv,
  id: 34,
  title: 'SHOWMAX',
  service_id: 'showmax',
  products: [{ id: 9, title: 'Showmax Mobile', amount: 1600, code: 'mobile_only' }],
};
const customer: VerificationContent = {
  Customer_Name: 'TEST CUSTOMER',
  Customer_Number: '8061522780',
  Current_Bouquet: 'DStv Compact',
  Current_Bouquet_Code: 'dstv79',
  Renewal_Amount: '19000.00',
};

const values = (overrides: Partial<CableValues> = {}): CableValues => ({
  ...cableInitialValues,
  ...overrides,
});

const firstError = (input: CableValues) => {
  try {
    cableSchema([dstv, showmax]).validateSync(input, { abortEarly: false });
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
};

it('offers Renew only when the provider gave a renewal amount', () => {
  expect(canRenew(customer)).toBe(true);
  expect(subscriptionTypes(customer)).toEqual(['renew', 'change']);
  for (const Renewal_Amount of [null, undefined, '', '0', 'n/a']) {
    expect(canRenew({ ...customer, Renewal_Amount })).toBe(false);
    expect(subscriptionTypes({ ...customer, Renewal_Amount })).toEqual(['change']);
  }
});

it('recognises SHOWMAX', () => {
  expect(isShowmax(showmax)).toBe(true);
  expect(isShowmax(dstv)).toBe(false);
  expect(isShowmax(undefined)).toBe(false);
});

it('counts a verification only while the smart card holds the verified number', () => {
  const verified = withVerification(values({ smartCard: ' 1212 ' }), '1212', customer);
  expect(verifiedCustomer(verified)).toBe(customer);
  expect(verifiedCustomer({ ...verified, smartCard: '1213' })).toBeUndefined();
  expect(verifiedCustomer(withProvider(verified, 32))).toBeUndefined();
});

it('charges the renewal amount for renew and the plan price for change', () => {
  const verified = withVerification(values({ packageId: 31, smartCard: '1212' }), '1212', customer);
  expect(cableAmount({ ...verified, subscriptionType: 'renew' }, dstv)).toBe(19000);
  expect(cableAmount({ ...verified, subscriptionType: 'change' }, dstv)).toBeUndefined();
  expect(cableAmount({ ...verified, subscriptionType: 'change', planCode: 'dstv79' }, dstv)).toBe(
    19000,
  );
  expect(cableAmount(values({ packageId: 34, planCode: 'mobile_only' }), showmax)).toBe(1600);
});

it('checks the fields in the order they are reported', () => {
  expect(firstError(values())).toBe(M.phoneRequired);
  expect(firstError(values({ phone: '0803x' }))).toBe(PURCHASE_MESSAGES.phoneInvalid);
  expect(firstError(values({ phone: '08031234567' }))).toBe(M.providerRequired);
  expect(firstError(values({ phone: '08031234567', packageId: 31 }))).toBe(M.smartCardRequired);
  expect(firstError(values({ phone: '08031234567', packageId: 31, smartCard: '1' }))).toBe(
    M.verifyFirst,
  );
  const verified = withVerification(
    values({ phone: '08031234567', packageId: 31, smartCard: '1' }),
    '1',
    customer,
  );
  expect(firstError(verified)).toBe(M.subscriptionRequired);
  expect(firstError({ ...verified, subscriptionType: 'change' })).toBe(M.planRequired);
  expect(firstError({ ...verified, subscriptionType: 'renew' })).toBeUndefined();
  const cheap = withVerification(verified, '1', { ...customer, Renewal_Amount: 99 });
  expect(firstError({ ...cheap, subscriptionType: 'renew' })).toBe(M.minimum);
  expect(firstError(values({ phone: '08031234567', packageId: 34 }))).toBe(M.planRequired);
  expect(firstError(values({ phone: '08031234567', packageId: 34, planCode: 'mobile_only' }))).toBe(
    undefined,
  );
});

it('builds the renew, change and SHOWMAX payloads', () => {
  const verified = withVerification(
    values({ phone: ' 08031234567 ', packageId: 31, smartCard: '1212' }),
    '1212',
    customer,
  );
  expect(toCablePurchaseRequest({ ...verified, subscriptionType: 'renew' }, dstv)).toEqual({
    package_id: 31,
    variation_code: 'dstv79',
    plan_name: 'DStv Compact',
    amount: 19000,
    smart_no: '1212',
    subscription_type: 'renew',
    phone_number: '08031234567',
  });
  expect(
    toCablePurchaseRequest(
      values({ phone: '08031234567', packageId: 34, planCode: 'mobile_only' }),
      showmax,
    ),
  ).toEqual({
    package_id: 34,
    variation_code: 'mobile_only',
    plan_name: 'Showmax Mobile',
    amount: 1600,
    smart_no: '08031234567',
    subscription_type: 'change',
    phone_number: '08031234567',
  });
});

it('lists only the customer details present', () => {
  expect(cableCustomerRows({ Customer_Name: 'A', Renewal_Amount: 5000 })).toEqual([
    { key: 'name', label: 'Customer Name', value: 'A' },
    { key: 'renewal', label: 'Renewal Amount', value: '₦5,000.00' },
  ]);
});

describe('"Buy again" on a smart card', () => {
  const again = { number: '1212121212', packageId: 31, phone: '08031234567' };

  it('fills provider, card and phone, and chooses the past plan once the card is verified', () => {
    const filled = fillCable(
      values(),
      { ...again, subscriptionType: 'change', planCode: 'dstv79' },
      [dstv, showmax],
    );
    expect(filled).toMatchObject({ packageId: 31, smartCard: '1212121212', phone: '08031234567' });
    expect(filled.subscriptionType).toBe('');
    const verified = withVerification(filled, '1212121212', customer);
    expect(verified).toMatchObject({ subscriptionType: 'change', planCode: 'dstv79' });
    expect(cableAmount(verified, dstv)).toBe(19000);
    expect(verified.repeat).toBeUndefined();
  });

  it('renews again only while the decoder offers renewal', () => {
    const filled = fillCable(values(), { ...again, subscriptionType: 'renew' }, [dstv]);
    expect(withVerification(filled, '1212121212', customer).subscriptionType).toBe('renew');
    const noRenewal = { ...customer, Renewal_Amount: '' };
    expect(withVerification(filled, '1212121212', noRenewal)).toMatchObject({
      subscriptionType: 'change',
      planCode: '',
    });
  });

  it('another provider forgets the past plan', () => {
    const filled = fillCable(
      values(),
      { ...again, subscriptionType: 'change', planCode: 'dstv79' },
      [dstv],
    );
    expect(withProvider(filled, 32).repeat).toBeUndefined();
  });
});
