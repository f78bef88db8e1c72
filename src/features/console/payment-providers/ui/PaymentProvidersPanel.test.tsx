import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ChangePaymentProviderRequest, ConsolePaymentProvider } from '@contract/api/console';
import { REASON_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  serveConsoleStaff,
  setupUser,
} from '@/shared/lib/test';
import { PaymentProvidersPanel } from './PaymentProvidersPanel';

const funding = (value: number): ConsolePaymentProvider['funding'] => [
  { period: 'today', card: { count: 1, value }, transfers: { count: 0, value: 0 } },
  { period: '7d', card: { count: 2, value: value * 2 }, transfers: { count: 1, value: 5000 } },
  { period: '30d', card: { count: 3, value: value * 3 }, transfers: { count: 1, value: 5000 } },
];

const monnify: ConsolePaymentProvider = {
  provider: 'monnify',
  configured: true,
  preferred: true,
  checkout_breaker: 'closed',
  checkout_breaker_since: null,
  deposit_charge_percent: null,
  deposit_charge_cap: null,
  deposit_charge_text: 'Rehoboth: free under ₦5,000, ₦30 from ₦5,000; Moniepoint and Wema: 0.85%.',
  funding: funding(1000),
};

const paystack: ConsolePaymentProvider = {
  provider: 'paystack',
  configured: true,
  preferred: false,
  checkout_breaker: 'open',
  checkout_breaker_since: '2026-11-30T09:15:00.000Z',
  deposit_charge_percent: 1,
  deposit_charge_cap: 300,
  deposit_charge_text: '1% of every deposit, at most ₦300.00.',
  funding: funding(2500),
};

/** The server's providers, changed by the forms' requests as the server would (or refused). */
function serveProviders(start: ConsolePaymentProvider[], refuse?: string) {
  let providers = start;
  const sent: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/payment-providers'), () => HttpResponse.json({ data: { providers } })),
    http.put(apiUrl('console/payment-providers/:provider'), async ({ request, params }) => {
      const body = (await request.json()) as ChangePaymentProviderRequest;
      sent.push({ provider: params.provider, ...body });
      if (refuse)
        return HttpResponse.json(
          { message: refuse, errors: [{ detail: refuse }] },
          { status: 400 },
        );
      providers = providers.map((row) => ({
        ...row,
        preferred: body.preferred ? row.provider === params.provider : row.preferred,
        ...(row.provider === params.provider && body.deposit_charge_percent !== undefined
          ? {
              deposit_charge_percent: body.deposit_charge_percent,
              deposit_charge_cap: body.deposit_charge_cap ?? null,
              deposit_charge_text: `${body.deposit_charge_percent}% of every deposit, at most ₦${body.deposit_charge_cap}.00.`,
            }
          : {}),
      }));
      return HttpResponse.json({ data: { providers } });
    }),
  );
  return sent;
}

beforeEach(() => writeAccessToken('staff-token'));

it('shows each provider: preferred, breaker open since when, charge and funding', async () => {
  serveConsoleStaff('owner');
  serveProviders([monnify, paystack]);
  renderWithProviders(<PaymentProvidersPanel />);
  const monnifyCard = await screen.findByRole('region', { name: 'Monnify' });
  expect(within(monnifyCard).getByText('Preferred')).toBeInTheDocument();
  expect(within(monnifyCard).getByText('Closed: healthy')).toBeInTheDocument();
  const paystackCard = screen.getByRole('region', { name: 'Paystack' });
  expect(within(paystackCard).getByText(/^Open since .*: checkouts skip it$/)).toBeInTheDocument();
  expect(
    within(paystackCard).getByText('1% of every deposit, at most ₦300.00.'),
  ).toBeInTheDocument();
  const table = within(paystackCard).getByRole('table', { name: 'Funding through Paystack' });
  expect(within(table).getByText('₦7,500.00 (3)')).toBeInTheDocument();
});

it('lets an owner send card checkouts to Paystack first and change its charge, each with a reason', async () => {
  serveConsoleStaff('owner');
  const sent = serveProviders([monnify, { ...paystack, checkout_breaker: 'closed' }]);
  renderWithProviders(<PaymentProvidersPanel />);
  const user = setupUser();

  const preference = await screen.findByRole('form', { name: 'Preferred provider' });
  await user.click(within(preference).getByRole('button', { name: 'Save preference' }));
  expect(
    await within(preference).findByText('Card checkouts already go to Monnify first.'),
  ).toBeInTheDocument();
  expect(within(preference).getByText(REASON_MESSAGES.tooShort)).toBeInTheDocument();
  await user.click(within(preference).getByRole('radio', { name: 'Paystack' }));
  await user.click(within(preference).getByLabelText(/Reason/));
  await user.paste('Monnify settlements are late');
  await user.click(within(preference).getByRole('button', { name: 'Save preference' }));
  expect(await screen.findByText('Card checkouts now go to Paystack first.')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Paystack' })).getByText('Preferred'),
  ).toBeInTheDocument();

  const charge = screen.getByRole('form', { name: 'Paystack deposit charge' });
  const percent = within(charge).getByLabelText('Percent of each deposit');
  await user.clear(percent);
  await user.paste('12');
  await user.click(within(charge).getByRole('button', { name: 'Save deposit charge' }));
  expect(
    await within(charge).findByText('Enter a percent from 0 to 10, at most two decimals.'),
  ).toBeInTheDocument();
  await user.clear(percent);
  await user.paste('1.5');
  const cap = within(charge).getByLabelText('At most');
  await user.clear(cap);
  await user.paste('250');
  await user.click(within(charge).getByLabelText(/Reason/));
  await user.paste('match the bank');
  await user.click(within(charge).getByRole('button', { name: 'Save deposit charge' }));
  expect(await screen.findByText('Paystack’s deposit charge saved.')).toBeInTheDocument();
  expect(sent).toEqual([
    { provider: 'paystack', preferred: true, reason: 'Monnify settlements are late' },
    {
      provider: 'paystack',
      deposit_charge_percent: 1.5,
      deposit_charge_cap: 250,
      reason: 'match the bank',
    },
  ]);
});

it("shows the server's refusal when a change fails", async () => {
  serveConsoleStaff('owner');
  serveProviders([monnify, paystack], 'This provider is not configured on this server.');
  renderWithProviders(<PaymentProvidersPanel />);
  const user = setupUser();
  const preference = await screen.findByRole('form', { name: 'Preferred provider' });
  await user.click(within(preference).getByRole('radio', { name: 'Paystack' }));
  await user.click(within(preference).getByLabelText(/Reason/));
  await user.paste('try it');
  await user.click(within(preference).getByRole('button', { name: 'Save preference' }));
  expect(await within(preference).findByRole('alert')).toHaveTextContent(
    'This provider is not configured on this server.',
  );
  expect(screen.queryByText('Card checkouts now go to Paystack first.')).toBeNull();
});

it('shows support everything read-only, and Paystack not configured when the server lacks it', async () => {
  serveConsoleStaff('support');
  serveProviders([monnify, { ...paystack, configured: false, checkout_breaker: 'closed' }]);
  renderWithProviders(<PaymentProvidersPanel />);
  const paystackCard = await screen.findByRole('region', { name: 'Paystack' });
  expect(within(paystackCard).getByText('Not configured')).toBeInTheDocument();
  expect(screen.getByText('Only an owner changes these.')).toBeInTheDocument();
  const preference = screen.getByRole('form', { name: 'Preferred provider' });
  expect(within(preference).getByRole('radio', { name: 'Monnify' })).toBeDisabled();
  expect(
    within(preference).getByRole('radio', { name: 'Paystack (not configured)' }),
  ).toBeDisabled();
  expect(within(preference).queryByRole('button', { name: 'Save preference' })).toBeNull();
  const charge = screen.getByRole('form', { name: 'Paystack deposit charge' });
  expect(within(charge).getByLabelText('Percent of each deposit')).toBeDisabled();
  expect(within(charge).queryByRole('button', { name: 'Save deposit charge' })).toBeNull();
});
