import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { Package } from '@contract/api';
import { SERVICES, type ServiceKey } from '@contract/services';
import { writeAccessToken } from '@/shared/api';
import { site } from '@/shared/config';
import { renderWithProviders, serveCategoryPackages, serveUser } from '@/shared/lib/test';
import { dashboardPages } from './dashboard-pages';
import { RouteTitle } from './RouteTitle';

const bulkSms: Package = {
  id: 40,
  title: 'Bulk SMS',
  image: '/media/logos/sms.svg',
  description: '',
  network_type: null,
  service_id: 'bulk-sms',
  products: { amount: 4 },
};

/**
 * What the services sold today show besides what every service page shows: their form's name,
 * its first field, and what their packages make it say. A new service is checked by the generic
 * assertions below without a line here.
 */
const SHOWN: Partial<
  Record<ServiceKey, { form: string; first: () => Promise<HTMLElement>; packages?: Package[] }>
> = {
  airtime: {
    form: 'Buy airtime',
    first: () => screen.findByRole('radiogroup', { name: 'Network' }),
  },
  data: { form: 'Buy data', first: () => screen.findByRole('radiogroup', { name: 'Network' }) },
  internetData: {
    form: 'Buy internet data',
    first: () => screen.findByRole('radiogroup', { name: 'Provider' }),
  },
  cable: {
    form: 'Pay for cable TV',
    first: () => screen.findByRole('radiogroup', { name: 'Provider' }),
  },
  electricity: {
    form: 'Pay for electricity',
    first: () => screen.findByRole('radiogroup', { name: 'Disco' }),
  },
  exam: {
    form: 'Buy exam pins',
    first: () => screen.findByRole('radiogroup', { name: 'Exam Type' }),
  },
  airtimeToCash: {
    form: 'Convert airtime to cash',
    first: () => screen.findByRole('radiogroup', { name: 'Network' }),
  },
  sms: {
    form: 'Send bulk SMS',
    first: () => screen.findByText('Rate: ₦4.00 per SMS page per recipient'),
    packages: [bulkSms],
  },
};

/** The app's dashboard route table at `path`, titled as the app's router titles it. */
function openDashboardPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteTitle />,
        HydrateFallback: () => null,
        children: [{ path: '/dashboard', element: <Outlet />, children: dashboardPages }],
      },
    ],
    { initialEntries: [`/dashboard/${path}`] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { router: false });
}

beforeEach(() => writeAccessToken('token-1'));

it.each(SERVICES.map((service) => [service.label, service] as const))(
  '%s: its page shows its title, the balance with Fund wallet, and its form without a heading of its own',
  async (_label, service) => {
    const shown = SHOWN[service.key];
    serveUser(8250.5);
    serveCategoryPackages(service.categoryId, shown?.packages ?? []);
    openDashboardPage(service.path);

    expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
      'href',
      '/dashboard/fund-wallet',
    );
    await waitFor(() => expect(document.title).toBe(`${site.brandName} | ${service.pageTitle}`));
    const form = await screen.findByRole('form');
    expect(form).toHaveAccessibleName();
    if (shown) {
      expect(form).toHaveAccessibleName(shown.form);
      expect(await shown.first()).toBeInTheDocument();
    }
    // the dashboard layout draws the page's title
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
);
