import { customerRows } from './customer';

it('keeps the details the provider sent, in order, with money in naira', () => {
  expect(
    customerRows([
      { key: 'name', label: 'Customer Name', value: 'TEST CUSTOMER' },
      { key: 'address', label: 'Address', value: '  ' },
      { key: 'number', label: 'Customer Number', value: null },
      { key: 'arrears', label: 'Arrears', value: undefined },
      { key: 'renewal', label: 'Renewal Amount', value: 19000, money: true },
      { key: 'minimum', label: 'Minimum Amount', value: 500 },
    ]),
  ).toEqual([
    { key: 'name', label: 'Customer Name', value: 'TEST CUSTOMER' },
    { key: 'renewal', label: 'Renewal Amount', value: '₦19,000.00' },
    { key: 'minimum', label: 'Minimum Amount', value: '500' },
  ]);
});
