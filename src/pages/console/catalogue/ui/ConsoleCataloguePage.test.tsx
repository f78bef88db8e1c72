import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleCatalogue, ConsolePackage } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { ConsoleCataloguePage } from './ConsoleCataloguePage';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const sme = (resellerPrice: number): ConsolePackage => ({
  id: 5,
  category_id: 2,
  category: 'Data',
  title: 'MTN SME',
  service_id: 'mtn-data',
  network: 'MTN',
  active: true,
  pricing: 'plans',
  provider_commission: 3,
  rates: [],
  plans: [
    {
      id: 11,
      code: 'mtn-sme-1gb',
      title: 'MTN SME 1GB - 30 Days',
      active: true,
      provider_amount: 650,
      provider_cost: 630.5,
      prices: [650, 637, resellerPrice, 618],
    },
  ],
});

function serveCatalogue() {
  let current = sme(627);
  const sent: object[] = [];
  mswServer.use(
    http.get(apiUrl('console/catalogue'), () =>
      HttpResponse.json({
        data: {
          packages: [current],
          levels: [{ id: 2, name: 'agent', upgrade_price: 100 }],
          referral_rates: [{ category_id: 2, category: 'Data', percent: 1 }],
        } satisfies ConsoleCatalogue,
      }),
    ),
    http.put(apiUrl('console/catalogue/plans/11/price'), async ({ request }) => {
      const body = (await request.json()) as { price: number; loss_leader?: boolean };
      sent.push(body);
      if (body.price < 630.5 && !body.loss_leader) {
        const message =
          'The price ₦600.00 is below the provider\'s cost of ₦630.50. Tick "Sell at a loss" to keep it.';
        return HttpResponse.json(
          { message, errors: [], data: { price: message } },
          { status: 400 },
        );
      }
      current = sme(body.price);
      return HttpResponse.json({ data: current });
    }),
  );
  return sent;
}

async function editResellerPrice(price: string) {
  const user = setupUser();
  await user.click(
    await screen.findByRole('button', {
      name: /^₦[\d,.]+: edit Reseller price of MTN SME 1GB - 30 Days$/,
    }),
  );
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText('Amount in naira');
  await user.clear(field);
  await user.type(field, price);
  return { user, dialog };
}

beforeEach(() => writeAccessToken('owner-token'));

it("saves a plan's new reseller price and shows it in the table", async () => {
  const sent = serveCatalogue();
  renderWithProviders(<ConsoleCataloguePage />);
  expect(await screen.findByText('₦630.50')).toBeInTheDocument();

  const { user, dialog } = await editResellerPrice('640');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([{ level_id: 3, price: 640 }]);
  expect(
    await screen.findByRole('button', {
      name: /^₦[\d,.]+: edit Reseller price of MTN SME 1GB - 30 Days$/,
    }),
  ).toHaveTextContent('₦640.00');
});

it("shows the server's refusal of a price below cost, and keeps it once marked a loss", async () => {
  const sent = serveCatalogue();
  renderWithProviders(<ConsoleCataloguePage />);

  const { user, dialog } = await editResellerPrice('600');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    "below the provider's cost of ₦630.50",
  );

  await user.click(within(dialog).getByRole('checkbox', { name: 'Sell at a loss' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent.at(-1)).toEqual({ level_id: 3, price: 600, loss_leader: true });
  expect(await screen.findByText('Below cost')).toBeInTheDocument();
});

it("saves a package's new provider commission from the plans screen", async () => {
  serveCatalogue();
  const sent: unknown[] = [];
  mswServer.use(
    http.put(apiUrl('console/catalogue/packages/5/provider-commission'), async ({ request }) => {
      sent.push(await request.json());
      const pkg = sme(627);
      return HttpResponse.json({
        data: {
          ...pkg,
          provider_commission: 5,
          plans: pkg.plans.map((plan) => ({ ...plan, provider_cost: 617.5 })),
        },
      });
    }),
  );
  renderWithProviders(<ConsoleCataloguePage />);
  const user = setupUser();
  await user.click(
    await screen.findByRole('button', { name: /^Provider commission [\d.]+%: edit for MTN SME$/ }),
  );
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText('Percent');
  await user.clear(field);
  await user.type(field, '5');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([{ percent: 5 }]);
});

it('shows only the prices below cost when the overview links here with the filter', async () => {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('console/catalogue'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        data: { packages: [sme(627)], levels: [], referral_rates: [] } satisfies ConsoleCatalogue,
      });
    }),
  );
  renderWithProviders(<ConsoleCataloguePage />, { route: '/console/catalogue?below_cost=true' });
  expect(await screen.findByText('Showing only the prices that sell below cost')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Show every price' })).toHaveAttribute(
    'href',
    '/console/catalogue',
  );
  expect(asked).toEqual(['?below_cost=true']);
});

it('opens the bulk price change with the providers to choose from', async () => {
  serveCatalogue();
  mswServer.use(
    http.get(apiUrl('console/providers'), () =>
      HttpResponse.json({
        data: [
          { name: 'vtpass', enabled: true, priority: 10, forced_down: false },
          { name: 'clubkonnect', enabled: true, priority: 20, forced_down: false },
        ],
      }),
    ),
  );
  renderWithProviders(<ConsoleCataloguePage />);
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Change prices in bulk' }));
  const drawer = await screen.findByRole('dialog');
  expect(drawer).toHaveTextContent('Change prices in bulk');
  await user.click(within(drawer).getByRole('combobox', { name: 'Provider' }));
  expect(await screen.findByTitle('Sold by clubkonnect')).toBeInTheDocument();
});
