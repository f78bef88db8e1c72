import { render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { selectAccessToken } from '@/entities/user';
import { readAccessToken, writeAccessToken } from '@/shared/api';
import { SERVICES } from '@contract/services';
import { FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';
import { DASHBOARD_MENU, ROUTES, site } from '@/shared/config';
import { createAppStore } from '@/shared/lib/store';
import { apiUrl, buildUser, mswServer, setupUser } from '@/shared/lib/test';
import { notificationConfig, theme } from '@/shared/ui';
import { DashboardLayout } from './DashboardLayout';

const user = buildUser();

const originalMatchMedia = window.matchMedia;

/** antd reads the screen size through matchMedia: answer its queries for this width. */
function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

/** The layout in a data router (it reads route handles), with a real store and antd's App. */
function renderShell(route = '/dashboard') {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, handle: { title: 'Dashboard' }, element: <p>dashboard home</p> },
          { path: 'profile', handle: { title: 'Profile' }, element: <p>profile page</p> },
          {
            path: 'transactions/details/:id',
            handle: { title: 'Transaction Details' },
            element: <p>receipt</p>,
          },
        ],
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [route] },
  );
  render(
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp notification={notificationConfig}>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>,
  );
  return { store, router };
}

const serveUser = () =>
  mswServer.use(http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: user })));

const toggle = () => screen.getByRole('button', { name: 'Toggle menu' });

describe('DashboardLayout', () => {
  beforeEach(() => {
    writeAccessToken('token-1');
    setViewportWidth(1280);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('fetches the user with the bearer token and shows their first and last name', async () => {
    let authorization: string | null = null;
    mswServer.use(
      http.get(apiUrl('get-user/'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: user });
      }),
    );
    renderShell();
    expect(await screen.findByText('Ada Okafor')).toBeInTheDocument();
    expect(screen.getByText('dashboard home')).toBeInTheDocument();
    expect(authorization).toBe('Bearer token-1');
  });

  it("keeps the server's first view while its page draws, and drops it for another page", async () => {
    serveUser();
    const firstView = document.createElement('div');
    firstView.id = FIRST_VIEW_ELEMENT_ID;
    document.body.append(firstView);
    // the view stands for the home page's own content, which this layout does not draw
    const { router } = renderShell();
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    expect(firstView.isConnected).toBe(true);
    // the browser's Back (or a link) to another page before the first one drew
    await router.navigate(ROUTES.profile);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(firstView.isConnected).toBe(false);
  });

  it('says the account could not be read, and reads it again on Try again', async () => {
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json({ message: 'Busy', errors: [], data: null }, { status: 503 }),
      ),
    );
    renderShell();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.queryByText('dashboard home')).not.toBeInTheDocument();

    serveUser();
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    expect(screen.getByText('Ada Okafor')).toBeInTheDocument();
  });

  it('links staff (a user with a role) to the console from the top bar', async () => {
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json({ data: { ...user, staff_role: 'support' } }),
      ),
    );
    renderShell();
    const link = await screen.findByRole('link', { name: 'Console' });
    expect(link).toHaveAttribute('href', '/console');
  });

  it('shows no console link to a customer', async () => {
    serveUser();
    renderShell();
    expect(await screen.findByText('Ada Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('shows the page loader while the user loads', async () => {
    mswServer.use(
      http.get(apiUrl('get-user/'), async () => {
        await delay(50);
        return HttpResponse.json({ data: user });
      }),
    );
    renderShell();
    expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
    expect(screen.queryByText('dashboard home')).not.toBeInTheDocument();
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    expect(screen.queryByText('Loading your account...')).not.toBeInTheDocument();
  });

  it('offers a retry when the user cannot be loaded', async () => {
    let calls = 0;
    mswServer.use(
      http.get(apiUrl('get-user/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Server error', errors: [], data: {} }, { status: 500 })
          : HttpResponse.json({ data: user });
      }),
    );
    renderShell();
    const user$ = setupUser();
    await user$.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
  });

  it('lists every sidebar entry with its address, the API documentation marked New', async () => {
    serveUser();
    renderShell();
    await screen.findByText('Ada Okafor');
    const nav = screen.getByRole('navigation', { name: 'Dashboard menu' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(DASHBOARD_MENU.length);
    // Every service of the registry, then bulk top-up, sits between the wallet and the account pages.
    const expected: [string | RegExp, string][] = [
      ['Dashboard', '/dashboard'],
      ['Fund Wallet', '/dashboard/fund-wallet'],
      ...SERVICES.map((service): [string, string] => [service.label, ROUTES[service.key]]),
      ['Bulk top-up', '/dashboard/bulk'],
      ['Account Upgrade', '/dashboard/upgrade'],
      ['Transactions', '/dashboard/transactions'],
      ['Scheduled top-ups', '/dashboard/schedules'],
      ['Profile', '/dashboard/profile'],
      ['Verify identity', '/dashboard/verify'],
      [/^API Documentation/, site.apiDocsUrl],
    ];
    expect(within(nav).getByRole('link', { name: 'Internet Data' })).toHaveAttribute(
      'href',
      '/dashboard/purchase-internet-data',
    );
    expected.forEach(([name, href], index) => {
      expect(links[index]).toHaveAccessibleName(name);
      expect(links[index]).toHaveAttribute('href', href);
    });
    const docs = within(nav).getByRole('link', { name: /API Documentation/ });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(docs).getByText('New')).toBeInTheDocument();
  });

  it('highlights the entry of the current page', async () => {
    serveUser();
    renderShell('/dashboard/transactions/details/3');
    await screen.findByText('Ada Okafor');
    const nav = screen.getByRole('navigation', { name: 'Dashboard menu' });
    const current = within(nav).getByRole('link', { name: 'Transactions' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('collapses and expands the sidebar with the toggle on a wide screen', async () => {
    serveUser();
    renderShell();
    await screen.findByText('Ada Okafor');
    const user$ = setupUser();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', 'dashboard-sidebar');
    await user$.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
    await user$.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.ant-layout-sider-collapsed')).toBeNull();
  });

  it('starts collapsed under 992 px', async () => {
    setViewportWidth(900);
    serveUser();
    renderShell();
    await screen.findByText('Ada Okafor');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
  });

  it('opens the menu as a drawer on a phone and closes it after a choice', async () => {
    setViewportWidth(360);
    serveUser();
    const { router } = renderShell();
    await screen.findByText('Ada Okafor');
    const user$ = setupUser();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();

    await user$.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard menu' });
    await user$.click(within(nav).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe(ROUTES.profile);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it("has the app download button, the user's name and a profile link in the top bar", async () => {
    serveUser();
    renderShell();
    const banner = within(await screen.findByRole('banner'));
    expect(await banner.findByText('Ada Okafor')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: /Ada Okafor/ })).toHaveAttribute(
      'href',
      ROUTES.profile,
    );
    expect(banner.getByRole('link', { name: /Profile/ })).toHaveAttribute('href', ROUTES.profile);
    // installs NairaTop itself (no store page): the browser's offer, else how to add it
    expect(banner.queryByRole('link', { name: /get the app/i })).not.toBeInTheDocument();
    await setupUser().click(banner.getByRole('button', { name: /get the app/i }));
    expect(banner.getByRole('status')).toHaveTextContent(/Add to Home screen/);
  });

  it('titles the home page without a breadcrumb', async () => {
    serveUser();
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('titles a child page from its route and links back to the dashboard', async () => {
    serveUser();
    const { router } = renderShell(ROUTES.profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('Dashboard/Profile');
    const back = within(breadcrumb).getByRole('link', { name: 'Dashboard' });
    expect(back).toHaveAttribute('href', ROUTES.dashboard);

    await setupUser().click(back);
    expect(router.state.location.pathname).toBe(ROUTES.dashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('shows social links, the year and the support WhatsApp number in the footer', async () => {
    serveUser();
    renderShell();
    await screen.findByText('Ada Okafor');
    const footer = within(screen.getByRole('contentinfo'));
    expect(
      footer.getByText(new RegExp(`© ${new Date().getFullYear()} ${site.brandName}`)),
    ).toBeInTheDocument();
    const whatsapp = footer.getByRole('link', { name: site.supportPhone });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${site.supportPhone.replace(/^0/, '234')}`,
    );
    expect(footer.getByRole('link', { name: `${site.brandName} on Facebook` })).toBeVisible();
    expect(screen.getByRole('link', { name: /Message us on WhatsApp/ })).toBeInTheDocument();
  });

  it('logs out only after confirmation, ending the session on the server, clearing the token and going to login', async () => {
    serveUser();
    const signOuts: (string | null)[] = [];
    mswServer.use(
      http.post(apiUrl('auth/logout/'), ({ request }) => {
        signOuts.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'You are signed out on this device.', data: {} });
      }),
    );
    const { store } = renderShell();
    await screen.findByText('Ada Okafor');
    const user$ = setupUser();

    await user$.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Are you sure you want to log out?',
    );
    await user$.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument(),
    );
    expect(readAccessToken()).toBe('token-1');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
    expect(signOuts).toEqual([]);

    await user$.click(screen.getByRole('button', { name: 'Logout' }));
    await user$.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(signOuts).toEqual(['Bearer token-1']);
    expect(readAccessToken()).toBeNull();
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it('clears the token when get-user answers 401', async () => {
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json(
          { message: 'Given token not valid for any token type', errors: [], data: {} },
          { status: 401 },
        ),
      ),
    );
    const { store } = renderShell();
    await waitFor(() => expect(selectAccessToken(store.getState())).toBeNull());
    expect(readAccessToken()).toBeNull();
  });
});
