import type { Package } from '@contract/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { fillData, toDataRequest, validateData, type DataValues } from './data';

const M = PURCHASE_MESSAGES.data;

const pkg = (id: number, title: string, network: string | null): Package => ({
  id,
  title,
  image: `/${title}.svg`,
  description: '',
  network_type: network,
  service_id: 'data',
  products: [{ id: id * 10, title: `${title} 1GB`, amount: 260, code: `${id}-1gb` }],
});

const packages = [pkg(1, 'MTN SME', 'MTN'), pkg(2, 'GLO', 'GLO'), pkg(3, 'MTN Gifting', 'MTN')];

const values = (overrides: Partial<DataValues>): DataValues => ({
  network: '',
  packageId: '',
  planId: '',
  amount: '',
  phone: '',
  ...overrides,
});

const firstMessage = (input: DataValues) => Object.values(validateData(input))[0];

it('reports failures in check order, first failure wins', () => {
  expect(firstMessage(values({}))).toBe(M.phoneRequired);
  expect(firstMessage(values({ phone: 'x' }))).toBe(M.amountRequired);
  expect(firstMessage(values({ phone: 'x', amount: '5.00' }))).toBe(M.minimum);
  expect(firstMessage(values({ phone: 'x', amount: '10.00' }))).toBe(M.providerRequired);
  expect(firstMessage(values({ phone: 'x', amount: '10.00', network: 'MTN' }))).toBe(
    M.providerRequired,
  );
  expect(
    firstMessage(values({ phone: 'x', amount: '10.00', network: 'MTN', packageId: '1' })),
  ).toBe(PURCHASE_MESSAGES.phoneInvalid);
  expect(
    validateData(values({ phone: '08031234567', amount: '10.00', network: 'MTN', packageId: '1' })),
  ).toEqual({});
});

it('builds the API payload, phone twice', () => {
  const chosen = packages[0] as Package;
  const plan = { id: 10, title: 'MTN SME 1GB', amount: 260, code: '1-1gb' };
  expect(
    toDataRequest(
      values({
        network: 'MTN',
        packageId: '1',
        planId: '10',
        amount: '260.00',
        phone: ' 08031234567 ',
      }),
      chosen,
      plan,
    ),
  ).toEqual({
    service_providers: 'MTN',
    data_plan: 'MTN SME 1GB',
    phone: '08031234567',
    amt: 260,
    package_id: 1,
    variation_code: '1-1gb',
    phone_number: '08031234567',
  });
});

describe('filling from a saved, recent or past number', () => {
  it('a past purchase picks its network, package and plan by code', () => {
    expect(
      fillData(values({}), { number: '08031234567', packageId: 3, planCode: '3-1gb' }, packages),
    ).toEqual(values({ network: 'MTN', packageId: '3', planId: '30', phone: '08031234567' }));
  });

  it('a number of the chosen package keeps the plan; of another package, clears it', () => {
    const chosen = values({ network: 'MTN', packageId: '1', planId: '10', amount: '260' });
    expect(fillData(chosen, { number: '08031234567', packageId: 1 }, packages)).toEqual({
      ...chosen,
      phone: '08031234567',
    });
    expect(fillData(chosen, { number: '08051234567', packageId: 2 }, packages)).toMatchObject({
      network: 'GLO',
      packageId: '2',
      planId: '',
      phone: '08051234567',
    });
  });

  it('a saved phone without a network fills only the phone', () => {
    const chosen = values({ network: 'GLO', packageId: '2', planId: '20' });
    expect(fillData(chosen, { number: '08031234567' }, packages)).toEqual({
      ...chosen,
      phone: '08031234567',
    });
  });
});
