import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { site } from '@/shared/config';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, buildUser, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PublicLayout } from './PublicLayout';

function renderLayout(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<h1>Home content</h1>} />
        <Route path="/about" element={<h1>About content</h1>} />
        <Route path="/pricing" element={<h1>Pricing content</h1>} />
        <Route path="*" element={<h1>Other content</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

afterEach(() => {
  document.body.classList.remove('scroll-locked');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('PublicLayout', () => {
  it('renders the child route inside the main landmark and hides the preloader', () => {
    const preloader = document.createElement('div');
    preloader.id = 'preloader';
    document.body.appendChild(preloader);
    renderLayout('/about');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'About content' }),
    ).toBeVisible();
    expect(document.getElementById('preloader')).toBeNull();
  });

  it('shows the main menu with Register and Login', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Home', '/'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['FAQs', '/faq'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: site.brandName })).toHaveAttribute('href', '/');
    const logo = within(banner).getByRole('img', { name: site.brandName });
    expect(logo).toHaveAttribute('src', '/media/brand/logo.svg');
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
  });

  it('shows the top bar with location, support contacts, FAQs and About', () => {
    renderLayout();
    expect(screen.getAllByText('Nigeria').length).toBeGreaterThan(0);
    const emailLinks = screen.getAllByRole('link', { name: site.supportEmail });
    expect(emailLinks[0]).toHaveAttribute('href', `mailto:${site.supportEmail}`);
    const phoneLinks = screen.getAllByRole('link', { name: site.supportPhone });
    expect(phoneLinks[0]).toHaveAttribute('href', `tel:${site.supportPhone}`);
    expect(
      screen.getAllByRole('link', { name: 'FAQs' }).map((a) => a.getAttribute('href')),
    ).toContain('/faq');
    expect(
      screen.getAllByRole('link', { name: `${site.brandName} on Facebook` }).length,
    ).toBeGreaterThan(0);
  });

  it('shows the footer with description, quick links, API docs and the current year', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(
        /reliable platform for purchasing airtime, data bundles, cableTV subscription and electricity bill payments in Nigeria/,
      ),
    ).toBeVisible();
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(quick).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
    expect(within(quick).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(quick).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'API Documentation' })).toHaveAttribute(
      'href',
      site.apiDocsUrl,
    );
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} ${site.brandName}`)),
    ).toBeVisible();
  });

  it('shows the Message us chat button', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: /message us/i })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
  });

  it('toggles the mobile menu, locking page scroll while it is open', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass('scroll-locked');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'About', 'Pricing', 'FAQs', 'Contact', 'Register', 'Login']) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    // the page behind takes no focus while the menu is open (Tab stays in the menu)
    const page = screen.getByRole('main').closest('[inert]');
    expect(page).not.toBeNull();
    expect(page?.contains(menu)).toBe(false);

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside the open mobile menu: past its last control to its first, and back', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(menuButton());
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    const controls = menu.querySelectorAll<HTMLElement>('a[href], button');
    const first = controls[0];
    const last = controls[controls.length - 1];
    expect(first).toHaveAccessibleName('NairaTop');
    last?.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes the mobile menu on navigation, the close button and Escape', async () => {
    const user = userEvent.setup();
    renderLayout();

    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Pricing',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Pricing content' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');

    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('shows a sticky copy of the main menu once the page is scrolled', () => {
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Main (sticky)' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 600, configurable: true, writable: true });
      fireEvent.scroll(window);
    });
    const sticky = screen.getByRole('navigation', { name: 'Main (sticky)' });
    expect(within(sticky).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('navigation', { name: 'Main (sticky)' })).not.toBeInTheDocument();
  });

  it('scrolls to the top when the route changes', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderLayout();
    scrollTo.mockClear();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    expect(screen.getByRole('heading', { name: 'About content' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('closes a dialog left open by the previous page', async () => {
    const user = userEvent.setup();
    // antd warns that a static dialog cannot read the theme; that is what a leftover one is like
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout();
    act(() => {
      Modal.info({ title: 'Left over from the last page' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Left over from the last page');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main', hidden: true })).getByRole('link', {
        name: 'Pricing',
        hidden: true,
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'Pricing content', hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    warn.mockRestore();
  });
});

describe('PublicLayout signed in', () => {
  it("shows the user's name and a Dashboard button instead of Register and Login", async () => {
    writeAccessToken('token-1');
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json({ data: buildUser({ first_name: 'Ada', last_name: 'Okafor' }) }),
      ),
    );
    renderLayout('/pricing');
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByText('Ada Okafor')).toBeInTheDocument();
    expect(banner.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(banner.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});
