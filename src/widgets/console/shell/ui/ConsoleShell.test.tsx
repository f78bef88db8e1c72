import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ConsoleMe, OverviewQueues, ProviderFloat } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { ConsoleShell } from './ConsoleShell';

const staff = (role: ConsoleMe['role']): ConsoleMe => ({
  id: 7,
  email: 'ife@nairatop.ng',
  name: 'Ife Bello',
  role,
  manual_credit_limit_kobo: role === 'owner' ? null : 5_000_000,
});

function renderConsole(route: string) {
  writeAccessToken('token-1');
  return renderWithProviders(
    <Routes>
      <Route path="/console" element={<ConsoleShell />}>
        <Route index element={<p>overview screen</p>} />
        <Route path="staff" element={<p>staff screen</p>} />
        <Route path="customers" element={<p>customers screen</p>} />
        <Route path="security" element={<p>security screen</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

/** The menu, opened from the header (the test screen is phone-sized: the menu is a drawer). */
async function openMenu() {
  await setupUser().click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Console' });
}

const serveMe = (answer: () => Response) => mswServer.use(http.get(apiUrl('console/me'), answer));

const serveFloat = (data: ProviderFloat) =>
  mswServer.use(http.get(apiUrl('console/provider-float'), () => HttpResponse.json({ data })));

const NOTHING_WAITING: OverviewQueues = {
  needs_attention: 0,
  conflicts: 0,
  problem_reports: 0,
  problem_reports_overdue: 0,
  airtime_to_cash: 0,
  webhook_backlog: 0,
  webhook_failed: 0,
};
const serveQueues = (data: OverviewQueues) =>
  mswServer.use(http.get(apiUrl('console/queues'), () => HttpResponse.json({ data })));

// the provider's float is fine and nothing waits unless a test says otherwise
beforeEach(() => {
  serveFloat({ low: false });
  serveQueues(NOTHING_WAITING);
});

it('shows a customer the staff-only page instead of the console', async () => {
  serveMe(() =>
    HttpResponse.json(
      { message: 'This is for NairaTop staff only.', errors: [], data: {} },
      { status: 403 },
    ),
  );
  renderConsole('/console/customers');
  expect(await screen.findByText('This page is for NairaTop staff.')).toBeInTheDocument();
  expect(screen.queryByText('customers screen')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
});

it("shows an owner every screen in the menu, with the owner's name and role", async () => {
  serveMe(() => HttpResponse.json({ data: staff('owner') }));
  renderConsole('/console/staff');
  expect(await screen.findByText('staff screen')).toBeInTheDocument();
  expect(screen.getByText('Ife Bello')).toBeInTheDocument();
  expect(screen.getByText('Owner')).toBeInTheDocument();
  const menu = await openMenu();
  for (const label of [
    'Overview',
    'Customers',
    'Catalogue & prices',
    'Approvals',
    'Audit log',
    'Staff',
  ])
    expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
});

it("hides the owner's screens from support and refuses them when opened by address", async () => {
  serveMe(() => HttpResponse.json({ data: staff('support') }));
  renderConsole('/console/staff');
  expect(await screen.findByText('This page is for the owner.')).toBeInTheDocument();
  expect(screen.queryByText('staff screen')).not.toBeInTheDocument();
  const menu = await openMenu();
  expect(within(menu).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
  for (const label of ['Staff', 'Catalogue & prices', 'Approvals'])
    expect(within(menu).queryByRole('link', { name: label })).not.toBeInTheDocument();
});

it('lets support into the screens support works on', async () => {
  serveMe(() => HttpResponse.json({ data: staff('support') }));
  renderConsole('/console/customers');
  expect(await screen.findByText('customers screen')).toBeInTheDocument();
  expect(screen.getByText('Support')).toBeInTheDocument();
});

it('warns on every console screen when the VTpass float is low, with the figures for an owner', async () => {
  serveMe(() => HttpResponse.json({ data: staff('owner') }));
  serveFloat({
    low: true,
    balance: 12_000,
    threshold: 50_000,
    recorded_at: '2026-11-26T10:00:00Z',
  });
  renderConsole('/console/customers');
  expect(await screen.findByText('customers screen')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The VTpass balance is low: top it up before purchases start failing. It is ₦12,000.00, below ₦50,000.00.',
  );
});

it('warns support of a low float without the figures, and says nothing when it is not low', async () => {
  serveMe(() => HttpResponse.json({ data: staff('support') }));
  serveFloat({ low: true });
  const { unmount } = renderConsole('/console/customers');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The VTpass balance is low: top it up before purchases start failing.',
  );
  expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
  unmount();

  serveFloat({ low: false });
  renderConsole('/console');
  expect(await screen.findByText('overview screen')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('sends an owner who must use two-factor sign-in to the Security screen first', async () => {
  serveMe(() =>
    HttpResponse.json({
      data: { ...staff('owner'), two_factor: { enabled: false, required: true } },
    }),
  );
  renderConsole('/console/customers');
  expect(await screen.findByText('Set up two-factor sign-in first')).toBeInTheDocument();
  expect(screen.queryByText('customers screen')).not.toBeInTheDocument();
  await setupUser().click(screen.getByRole('link', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByText('security screen')).toBeInTheDocument();
});

it('lets an owner with two-factor sign-in on into every screen', async () => {
  serveMe(() =>
    HttpResponse.json({
      data: { ...staff('owner'), two_factor: { enabled: true, required: true } },
    }),
  );
  renderConsole('/console/customers');
  expect(await screen.findByText('customers screen')).toBeInTheDocument();
});

it('signs out on the server and sends the next sign-in back to the page it left', async () => {
  serveMe(() => HttpResponse.json({ data: staff('owner') }));
  let loggedOut = false;
  mswServer.use(
    http.post(apiUrl('auth/logout/'), () => {
      loggedOut = true;
      return HttpResponse.json({ message: 'Signed out.', data: null });
    }),
  );
  writeAccessToken('token-1');
  renderWithProviders(
    <Routes>
      <Route path="/console" element={<ConsoleShell />}>
        <Route path="security" element={<p>security screen</p>} />
      </Route>
      <Route path="/login" element={<LoginPlace />} />
    </Routes>,
    { route: '/console/security' },
  );
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Sign out' }));
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('login page: ?next=%2Fconsole%2Fsecurity')).toBeInTheDocument();
  expect(loggedOut).toBe(true);
});

function LoginPlace() {
  return <p>login page: {useLocation().search}</p>;
}

it('counts the open conflicts, disputes and purchases needing attention in the menu, and marks its button', async () => {
  serveMe(() => HttpResponse.json({ data: staff('support') }));
  serveQueues({ ...NOTHING_WAITING, conflicts: 2, needs_attention: 3, problem_reports: 4 });
  renderConsole('/console/customers');
  const button = await screen.findByRole('button', { name: 'Open menu' });
  await waitFor(() => expect(button.querySelector('.ant-badge-dot')).not.toBeNull());
  const menu = await openMenu();
  expect(within(menu).getByRole('link', { name: 'Conflicts 2' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Needs attention 3' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Problem reports 4' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
});
