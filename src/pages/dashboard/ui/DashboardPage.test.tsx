import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userApi } from '@/entities/user';
import type { User } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import type { AppStore } from '@/shared/lib/store';
import Cookies from 'js-cookie';
import { FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';
import { NOTICE_DISMISSED_COOKIE, noticeKey } from '@contract/first-load/notice';
import { SERVICES } from '@contract/services';
import { ROUTES } from '@/shared/config';
import {
  apiUrl,
  buildUser,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { DashboardPage } from './DashboardPage';

const baseUser = buildUser({
  username: 'ada+shop@example.com',
  email: 'ada+shop@example.com',
  bonus: 1250.5,
  user_level: 'reseller',
});

const NOTICE = 'Data prices have dropped on all networks.';

function serve({ user = baseUser, notice = NOTICE }: { user?: User; notice?: string } = {}) {
  mswServer.use(
    http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: user })),
    http.get(apiUrl('get-notification/'), () => HttpResponse.json({ data: notice })),
  );
}

/** Resolves once the notice has arrived in the store and React has rendered what it got. */
async function noticeArrived(store: AppStore) {
  await waitFor(() =>
    expect(userApi.endpoints.getNotification.select()(store.getState()).isSuccess).toBe(true),
  );
  await act(async () => undefined);
}

const card = (title: string) => within(screen.getByRole('region', { name: title }) as HTMLElement);

describe('DashboardPage', () => {
  beforeEach(() => {
    writeAccessToken('token-1');
    Cookies.remove(NOTICE_DISMISSED_COOKIE, { path: '/' });
  });

  it('shows the notice and remembers its dismissal for the session', async () => {
    serve();
    const user = setupUser();
    const first = renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOTICE);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
    first.unmount();

    const second = renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    await noticeArrived(second.store);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    // a session cookie (no expiry), which the server reads to leave the notice out of its first view
    expect(Cookies.get(NOTICE_DISMISSED_COOKIE)).toBe(noticeKey(NOTICE));
  });

  it("keeps the server's first view of the balance until the page draws the balance itself", async () => {
    const firstView = document.createElement('div');
    firstView.id = FIRST_VIEW_ELEMENT_ID;
    document.body.append(firstView);
    let answerNotice = () => undefined as void;
    const noticeHeld = new Promise<void>((resolve) => (answerNotice = resolve));
    mswServer.use(
      http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: baseUser })),
      http.get(apiUrl('get-notification/'), async () => {
        await noticeHeld;
        return HttpResponse.json({ data: NOTICE });
      }),
    );
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    // the page still waits (for the notice): the server's balance stays on screen
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).not.toBeNull();

    answerNotice();
    expect(await screen.findByRole('region', { name: 'Wallet Balance' })).toBeInTheDocument();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
  });

  it('shows a new notice text even after an older one was dismissed', async () => {
    Cookies.set(NOTICE_DISMISSED_COOKIE, noticeKey(NOTICE), { path: '/' });
    serve({ notice: 'Electricity is back for all discos.' });
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Electricity is back for all discos.',
    );
  });

  it('shows no banner when the notice is empty', async () => {
    serve({ notice: '' });
    const { store } = renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    await noticeArrived(store);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the wallet, bonus and level cards with their actions', async () => {
    serve();
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    await screen.findByRole('region', { name: 'Wallet Balance' });

    expect(card('Wallet Balance').getByText('₦5,000.00')).toBeInTheDocument();
    expect(card('Wallet Balance').getByRole('link', { name: 'Fund Wallet' })).toHaveAttribute(
      'href',
      ROUTES.fundWallet,
    );
    expect(card('Referral Bonus').getByText('₦1,250.50')).toBeInTheDocument();
    expect(card('Referral Bonus').getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      ROUTES.transferBonus,
    );
    expect(card('User Level').getByText('Reseller')).toBeInTheDocument();
    expect(card('User Level').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      ROUTES.upgrade,
    );
    expect(card('User Level').queryByRole('link', { name: 'Downgrade' })).not.toBeInTheDocument();
  });

  it('offers Downgrade at the api level', async () => {
    serve({ user: { ...baseUser, user_level: 'api' } });
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    await screen.findByRole('region', { name: 'User Level' });
    expect(card('User Level').getByText('API')).toBeInTheDocument();
    expect(card('User Level').getByRole('link', { name: 'Downgrade' })).toHaveAttribute(
      'href',
      ROUTES.upgrade,
    );
    expect(card('User Level').queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows the referral link, explains the earnings and copies the link', async () => {
    serve();
    const user = setupUser();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });

    const referral = within(await screen.findByRole('region', { name: 'Referral Link' }));
    // the short code, never the e-mail
    const expected = `${window.location.origin}/register?ref=K7QM2XPA`;
    expect(referral.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(expected);
    // Bonuses wait in the referral bonus until a transfer of ₦1,000 or more moves them.
    const explanation = referral.getByText(/earns you a referral bonus/);
    expect(explanation).toHaveTextContent(
      'Once your bonus reaches ₦1,000.00, move it to your wallet with Transfer.',
    );
    expect(explanation).not.toHaveTextContent(/immediately/);

    await user.click(referral.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(expected);
    await waitFor(() => expect(popupTexts().join(' ')).toContain('Referral link copied'));
  });

  it('says so when the browser refuses to copy', async () => {
    serve();
    const user = setupUser();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });

    const referral = within(await screen.findByRole('region', { name: 'Referral Link' }));
    await user.click(referral.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(popupTexts().join(' ')).toContain('Could not copy the link'));
    expect(popupTexts().join(' ')).not.toContain('Referral link copied');
  });

  it('links quickly to the services and the transactions', async () => {
    serve();
    renderWithProviders(<DashboardPage />, { route: ROUTES.dashboard });
    const quick = within(await screen.findByRole('navigation', { name: 'Quick Links' }));
    // Every service, in the menu's order, then the history.
    const expected: [string, string][] = [
      ...SERVICES.map((service): [string, string] => [service.label, ROUTES[service.key]]),
      ['Transactions', '/dashboard/transactions'],
    ];
    expect(quick.getByRole('link', { name: 'Exam Pins' })).toHaveAttribute(
      'href',
      '/dashboard/purchase-exam-pins',
    );
    expect(quick.getByRole('link', { name: 'Airtime to Cash' })).toHaveAttribute(
      'href',
      '/dashboard/airtime-to-cash',
    );
    expect(quick.getByRole('link', { name: 'Internet Data' })).toHaveAttribute(
      'href',
      '/dashboard/purchase-internet-data',
    );
    const links = quick.getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    expected.forEach(([name, href], index) => {
      expect(links[index]).toHaveAccessibleName(name);
      expect(links[index]).toHaveAttribute('href', href);
    });
  });
});
