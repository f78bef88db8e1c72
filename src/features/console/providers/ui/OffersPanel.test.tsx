import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleOffers } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { OffersPanel } from './OffersPanel';

function offers(secondCost: number, pinned: string | null): ConsoleOffers {
  const cheapestCost = Math.min(388, secondCost);
  return {
    package_id: 5,
    plan_id: 11,
    pinned_provider: pinned,
    offers: [
      {
        id: 1,
        provider: 'vtpass',
        provider_code: 'mtn-sme-1gb',
        cost: 388,
        commission: null,
        enabled: true,
        provider_enabled: true,
        provider_forced_down: false,
        cheapest: cheapestCost === 388,
      },
      {
        id: 2,
        provider: 'clubkonnect',
        provider_code: '1000.0',
        cost: secondCost,
        commission: null,
        enabled: true,
        provider_enabled: true,
        provider_forced_down: false,
        cheapest: cheapestCost === secondCost && secondCost !== 388,
      },
    ],
    margins: [400, 392, 390, 390].map((price, index) => ({
      level_id: index + 1,
      margin: price - cheapestCost,
      warning:
        price < cheapestCost
          ? `The price ₦${price}.00 is below the provider's cost of ₦${cheapestCost}.00. Tick "Sell at a loss" to keep it.`
          : null,
    })),
  };
}

function serve() {
  let current = offers(368.6, null);
  const sent: Array<{ url: string; body: unknown }> = [];
  mswServer.use(
    http.get(apiUrl('console/catalogue/plans/11/offers'), () =>
      HttpResponse.json({ data: current }),
    ),
    http.put(apiUrl('console/catalogue/offers/2'), async ({ request }) => {
      const body = (await request.json()) as { cost: number };
      sent.push({ url: 'offers/2', body });
      current = offers(body.cost, current.pinned_provider);
      return HttpResponse.json({ data: current });
    }),
    http.put(apiUrl('console/catalogue/plans/11/pin'), async ({ request }) => {
      const body = (await request.json()) as { provider: string | null };
      sent.push({ url: 'pin', body });
      current = { ...current, pinned_provider: body.provider };
      return HttpResponse.json({ data: current });
    }),
  );
  return sent;
}

beforeEach(() => writeAccessToken('owner-token'));

const providerRow = async (name: string) =>
  (await screen.findByText(name, { selector: 'strong' })).closest('tr') as HTMLElement;

it('marks the cheapest enabled offer and shows each tier’s margin against it', async () => {
  serve();
  renderWithProviders(<OffersPanel of={{ planId: 11 }} title="MTN SME 1GB" />);
  expect(within(await providerRow('clubkonnect')).getByText('Cheapest')).toBeInTheDocument();
  expect(within(await providerRow('vtpass')).queryByText('Cheapest')).not.toBeInTheDocument();
  const margins = screen.getByRole('cell', { name: 'Reseller' }).closest('tr') as HTMLElement;
  expect(within(margins).getByText('₦21.40')).toBeInTheDocument();
});

it('sets an offer’s cost with a reason and marks the new cheapest', async () => {
  const sent = serve();
  renderWithProviders(<OffersPanel of={{ planId: 11 }} title="MTN SME 1GB" />);
  const user = setupUser();
  await user.click(
    await screen.findByRole('button', { name: "₦368.60: edit clubkonnect's price" }),
  );
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText('Cost in naira');
  await user.clear(field);
  await user.type(field, '395');
  await user.type(within(dialog).getByLabelText('Reason'), 'New price list');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([{ url: 'offers/2', body: { cost: 395, reason: 'New price list' } }]);
  expect(within(await providerRow('vtpass')).getByText('Cheapest')).toBeInTheDocument();
});

it('pins the plan to one provider with a reason, and unpins it', async () => {
  const sent = serve();
  renderWithProviders(<OffersPanel of={{ planId: 11 }} title="MTN SME 1GB" />);
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Pin to vtpass' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Reason'), 'Better delivery');
  await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
  expect(await screen.findByText('Pinned to vtpass')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unpin' }));
  const unpin = await screen.findByRole('dialog');
  await user.type(within(unpin).getByLabelText('Reason'), 'Cheapest again');
  await user.click(within(unpin).getByRole('button', { name: 'Unpin' }));
  expect(await screen.findByText(/Not pinned/)).toBeInTheDocument();
  expect(sent.map((call) => call.body)).toEqual([
    { provider: 'vtpass', reason: 'Better delivery' },
    { provider: null, reason: 'Cheapest again' },
  ]);
});
