import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BulkPriceResult, ConsolePackage } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { BulkPriceDrawer } from './BulkPriceDrawer';

const pkg = (id: number, network: string, title: string): ConsolePackage => ({
  id,
  category_id: 2,
  category: 'Data',
  title,
  service_id: `${network.toLowerCase()}-data`,
  network,
  active: true,
  pricing: 'plans',
  provider_commission: 3,
  rates: [],
  plans: [],
});

const PACKAGES = [pkg(5, 'MTN', 'MTN SME'), pkg(6, 'MTN', 'MTN Gifting'), pkg(9, 'GLO', 'GLO SME')];

const RESULT: BulkPriceResult = {
  plans: 2,
  below_cost: 1,
  big_jumps: 0,
  jump_percent: 20,
  changes: [
    {
      plan_id: 11,
      plan: 'MTN SME 500MB - 30 Days',
      package_id: 5,
      package: 'Data: MTN SME',
      level_id: 3,
      old_price: 390,
      new_price: 380,
      cost: 280,
      margin: 100,
      below_cost: false,
      big_jump: false,
    },
    {
      plan_id: 12,
      plan: 'MTN SME 1GB - 30 Days',
      package_id: 5,
      package: 'Data: MTN SME',
      level_id: 3,
      old_price: 530,
      new_price: 517,
      cost: 520,
      margin: -3,
      below_cost: true,
      big_jump: false,
    },
  ],
};

function serveBulk() {
  const previews: unknown[] = [];
  const applied: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('console/catalogue/bulk-price/preview'), async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json({ data: RESULT });
    }),
    http.post(apiUrl('console/catalogue/bulk-price'), async ({ request }) => {
      applied.push(await request.json());
      return HttpResponse.json({ data: RESULT });
    }),
  );
  return { previews, applied };
}

beforeEach(() => writeAccessToken('owner-token'));

it('previews MTN Reseller prices down 2.5%, then applies them once confirmed with a reason', async () => {
  const { previews, applied } = serveBulk();
  renderWithProviders(
    <BulkPriceDrawer
      packages={PACKAGES}
      providers={['vtpass', 'clubkonnect']}
      onClose={() => {}}
    />,
  );
  const user = setupUser();
  const drawer = await screen.findByRole('dialog', { name: 'Change prices in bulk' });

  await user.click(within(drawer).getByRole('combobox', { name: 'Network' }));
  await user.click(await screen.findByTitle('MTN'));
  for (const tier of ['Normal', 'Agent', 'API'])
    await user.click(within(drawer).getByRole('checkbox', { name: tier }));
  const change = within(drawer).getByLabelText('Change');
  await user.type(change, '-2.5');
  expect(change).toHaveValue('-2.5');
  await user.click(within(drawer).getByRole('button', { name: 'Preview' }));

  expect(await within(drawer).findByText('2 prices change in 2 plans.')).toBeInTheDocument();
  expect(previews).toEqual([{ network: 'MTN', level_ids: [3], by: 'percent', amount: -2.5 }]);
  expect(within(drawer).getByText('1 price sells below cost.')).toBeInTheDocument();
  expect(within(drawer).getByText('MTN SME 1GB - 30 Days')).toBeInTheDocument();
  expect(within(drawer).getByText('₦517.00')).toBeInTheDocument();
  expect(within(drawer).getByText('-₦3.00')).toBeInTheDocument();
  expect(within(drawer).getByText('Below cost')).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: 'Change these prices' }));
  // the confirmation opens over the drawer: the last dialog
  await screen.findByText('Change 2 prices?');
  const confirm = screen.getAllByRole('dialog').at(-1)!;
  await user.type(within(confirm).getByLabelText('Reason'), 'MTN cut its SME prices');
  await user.click(within(confirm).getByRole('button', { name: 'Change 2 prices' }));
  // the price below cost is kept only once ticked
  expect(await within(confirm).findByText(/Keep the prices below cost/)).toBeInTheDocument();
  expect(applied).toEqual([]);
  await user.click(within(confirm).getByRole('checkbox', { name: /below cost/ }));
  await user.click(within(confirm).getByRole('button', { name: 'Change 2 prices' }));

  expect(await within(drawer).findByText('Changed 2 prices.')).toBeInTheDocument();
  expect(applied).toEqual([
    {
      network: 'MTN',
      level_ids: [3],
      by: 'percent',
      amount: -2.5,
      reason: 'MTN cut its SME prices',
      override_below_cost: true,
    },
  ]);
  await waitFor(() => expect(screen.queryByText('Change 2 prices?')).not.toBeInTheDocument());
});

it('says what to fix in a change that is not a number, and sends nothing', async () => {
  const { previews } = serveBulk();
  renderWithProviders(<BulkPriceDrawer packages={PACKAGES} providers={[]} onClose={() => {}} />);
  const user = setupUser();
  const drawer = await screen.findByRole('dialog', { name: 'Change prices in bulk' });
  await user.type(within(drawer).getByLabelText('Change'), '2.555');
  await user.click(within(drawer).getByRole('button', { name: 'Preview' }));
  expect(await within(drawer).findByRole('alert')).toHaveTextContent(
    'Type a change such as 5 or -2.5',
  );
  expect(previews).toEqual([]);
});
