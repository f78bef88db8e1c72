import { screen } from '@testing-library/react';
import type { ConsolePackage } from '@contract/api/console';
import { renderWithProviders } from '@/shared/lib/test';
import { priceBelowCost, rateBelowCost } from '@contract/rules';
import { PlansTable } from './PlansTable';

const mtnData: ConsolePackage = {
  id: 5,
  category_id: 2,
  category: 'Data',
  title: 'MTN Data',
  service_id: 'mtn-data',
  network: 'MTN',
  active: true,
  pricing: 'plans',
  provider_commission: 3,
  rates: [],
  plans: [
    {
      id: 41,
      code: 'mtn-sme-500mb',
      title: 'MTN SME 500MB',
      active: true,
      provider_amount: 400,
      provider_cost: 388,
      prices: [400, 395, 386, null],
    },
  ],
};

it("marks the tier prices below the provider's cost, and offers to set a missing one", () => {
  renderWithProviders(<PlansTable pkg={mtnData} />);
  const price = (tier: string) =>
    screen.getByRole('button', {
      name: new RegExp(`^(₦[\\d,.]+|Set price): edit ${tier} price of MTN SME 500MB$`),
    });
  expect(price('Normal')).toHaveTextContent('₦400.00');
  expect(price('Normal')).not.toHaveClass('ant-btn-dangerous');
  expect(price('Reseller')).toHaveTextContent('₦386.00');
  expect(price('Reseller')).toHaveClass('ant-btn-dangerous');
  expect(price('API')).toHaveTextContent('Set price');
});

it('counts a loss only where it is one', () => {
  const plan = mtnData.plans[0]!;
  expect(priceBelowCost(plan, 387.99)).toBe(true);
  expect(priceBelowCost(plan, 388)).toBe(false);
  expect(priceBelowCost(plan, null)).toBe(false);
  const airtime: ConsolePackage = {
    ...mtnData,
    pricing: 'discount',
    plans: [],
    rates: [1, 2, 3, 4],
  };
  expect(rateBelowCost(airtime, 3.5)).toBe(true);
  expect(rateBelowCost(airtime, 3)).toBe(false);
  expect(rateBelowCost({ ...airtime, pricing: 'commission' }, 3.5)).toBe(false);
});
