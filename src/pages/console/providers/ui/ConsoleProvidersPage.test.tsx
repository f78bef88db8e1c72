import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleBillsProvider, ConsoleMe } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  serveNoTrends,
  setupUser,
} from '@/shared/lib/test';
import { ConsoleProvidersPage } from './ConsoleProvidersPage';

const staff = (role: ConsoleMe['role']): ConsoleMe => ({
  id: 1,
  email: 'ada@nairatop.ng',
  name: 'Ada Obi',
  role,
  manual_credit_limit_kobo: role === 'owner' ? null : 5_000_000,
  two_factor: { enabled: true, required: role === 'owner' },
});

const vtpass = (forcedDown: boolean): ConsoleBillsProvider => ({
  name: 'vtpass',
  enabled: true,
  priority: 10,
  forced_down: forcedDown,
  status: forcedDown ? 'down' : 'up',
  open_breakers: [],
  balance: 182_500.5,
  balance_recorded_at: '2026-06-10T11:00:00.000Z',
  low_float: false,
  calls_today: 40,
  success_rate_today: 97.5,
  p95_ms_today: 1840,
});

const second: ConsoleBillsProvider = {
  ...vtpass(false),
  name: 'clubkonnect',
  priority: 20,
  status: 'degraded',
  open_breakers: ['mtn-data'],
  balance: 12_000,
  low_float: true,
  calls_today: 0,
  success_rate_today: null,
  p95_ms_today: null,
};

function serve(role: ConsoleMe['role']) {
  serveNoTrends();
  let forcedDown = false;
  const sent: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: staff(role) })),
    http.get(apiUrl('console/providers'), () =>
      HttpResponse.json({ data: [vtpass(forcedDown), second] }),
    ),
    http.put(apiUrl('console/providers/vtpass/forced-down'), async ({ request }) => {
      const body = (await request.json()) as { forced_down: boolean };
      sent.push(body);
      forcedDown = body.forced_down;
      return HttpResponse.json({ data: [vtpass(forcedDown), second] });
    }),
    http.put(apiUrl('console/providers/clubkonnect/enabled'), () =>
      HttpResponse.json(
        {
          message:
            'clubkonnect is the only enabled provider of 2 products on sale (MTN SME 1GB, MTN SME 2GB).',
          errors: [],
          data: null,
        },
        { status: 409 },
      ),
    ),
  );
  return sent;
}

beforeEach(() => writeAccessToken('token-1'));

const row = async (name: string) =>
  (await screen.findByText(name, { selector: 'strong' })).closest('tr') as HTMLElement;

it("shows each provider's health, balance and today's figures", async () => {
  serve('owner');
  renderWithProviders(<ConsoleProvidersPage />);
  const vtpassRow = await row('vtpass');
  expect(within(vtpassRow).getByText('Up')).toBeInTheDocument();
  expect(within(vtpassRow).getByText('₦182,500.50')).toBeInTheDocument();
  expect(within(vtpassRow).getByText('97.5% of 40')).toBeInTheDocument();
  expect(within(vtpassRow).getByText('1840 ms')).toBeInTheDocument();

  const otherRow = await row('clubkonnect');
  expect(within(otherRow).getByText('Degraded')).toBeInTheDocument();
  expect(within(otherRow).getByText(/Failing: mtn-data/)).toBeInTheDocument();
  expect(within(otherRow).getByText('Low float')).toBeInTheDocument();
  expect(within(otherRow).getByText('No orders yet')).toBeInTheDocument();
  // the owner's provider charts, below the table
  expect(await screen.findByRole('region', { name: 'Provider success rate' })).toBeInTheDocument();
});

it('lets the owner force a provider down with a reason, and release it', async () => {
  const sent = serve('owner');
  renderWithProviders(<ConsoleProvidersPage />);
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Force vtpass down' }));
  const dialog = await screen.findByRole('dialog');
  // a reason is asked before anything is sent
  await user.click(within(dialog).getByRole('button', { name: 'Force down' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(within(dialog).getByLabelText('Reason'), 'VTpass outage notice');
  await user.click(within(dialog).getByRole('button', { name: 'Force down' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([{ forced_down: true, reason: 'VTpass outage notice' }]);
  expect(within(await row('vtpass')).getByText('Down')).toBeInTheDocument();
  expect(within(await row('vtpass')).getByText('Forced down by the owner')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Release vtpass' }));
  const release = await screen.findByRole('dialog');
  await user.type(within(release).getByLabelText('Reason'), 'VTpass is back');
  await user.click(within(release).getByRole('button', { name: 'Release' }));
  await waitFor(() =>
    expect(within(screen.getAllByRole('row')[1]!).getByText('Up')).toBeInTheDocument(),
  );
  expect(sent.at(-1)).toEqual({ forced_down: false, reason: 'VTpass is back' });
});

it("shows the server's refusal to disable the only provider of a product on sale", async () => {
  serve('owner');
  renderWithProviders(<ConsoleProvidersPage />);
  const user = setupUser();
  await user.click(await screen.findByRole('switch', { name: 'Enabled: clubkonnect' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Reason'), 'Contract ended');
  await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'clubkonnect is the only enabled provider of 2 products on sale',
  );
});

it('shows support the providers without the owner’s switches', async () => {
  serve('support');
  renderWithProviders(<ConsoleProvidersPage />);
  expect(within(await row('vtpass')).getByText('Up')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Force vtpass down' })).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Enabled: vtpass' })).toBeDisabled();
});
