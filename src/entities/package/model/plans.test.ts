import type { Package } from '@contract/api';
import { planAmount, planLabel, planOptions, plansOf } from './plans';

const plan = { id: 1, title: 'MTN SME 1GB - 30 Days', amount: 1260, code: 'x' };

it('labels plans as title at naira amount (data, exam and cable)', () => {
  expect(planLabel(plan)).toBe('MTN SME 1GB - 30 Days at ₦1,260.00');
  expect(planLabel({ id: 1, title: 'WAEC Result Checker', amount: 3500, code: 'w' })).toBe(
    'WAEC Result Checker at ₦3,500.00',
  );
  expect(planLabel({ id: 1, title: 'DStv Padi', amount: 4400, code: 'p' })).toBe(
    'DStv Padi at ₦4,400.00',
  );
});

it('shows a plan amount in naira with two decimals, empty without a plan', () => {
  expect(planAmount(plan)).toBe('1260.00');
  expect(planAmount(undefined)).toBe('');
});

it('lists the plans of a plan package, none for a rate package, as options by id', () => {
  const pkg = (products: Package['products']): Package => ({
    id: 5,
    title: 'MTN SME',
    image: '/mtn.svg',
    description: '',
    network_type: 'MTN',
    service_id: 'mtn-data',
    products,
  });
  expect(plansOf(pkg([plan]))).toEqual([plan]);
  expect(plansOf(pkg({ discount: 2 }))).toEqual([]);
  expect(plansOf(undefined)).toEqual([]);
  expect(planOptions([plan])).toEqual([
    { value: '1', label: 'MTN SME 1GB - 30 Days at ₦1,260.00' },
  ]);
});
