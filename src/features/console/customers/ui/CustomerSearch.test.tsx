import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CustomerRow } from '@contract/api/console';
import { EXPORT_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { CustomerSearch } from './CustomerSearch';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const ngozi: CustomerRow = {
  id: 41,
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  phone_no: '08129876543',
  level: 'Normal',
  wallet_balance: 1500,
  bonus: 0,
  role: null,
  suspended: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

it('finds a customer by phone and shows their wallet and status', async () => {
  const asked: (string | null)[] = [];
  mswServer.use(
    http.get(apiUrl('console/customers'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      asked.push(q);
      const rows = q === '08129876543' ? [ngozi] : [];
      return HttpResponse.json({
        data: rows,
        meta: { count: rows.length, page: 1, page_size: 20 },
      });
    }),
  );
  writeAccessToken('token-1');
  renderWithProviders(<CustomerSearch />, { route: '/console/customers' });
  const user = setupUser();
  await user.type(
    await screen.findByRole('searchbox', { name: 'Search customers' }),
    '08129876543',
  );
  await user.click(screen.getByRole('button', { name: /search/i }));
  expect(await screen.findByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute(
    'href',
    '/console/customers/41',
  );
  expect(screen.getByText('₦1,500.00')).toBeInTheDocument();
  expect(screen.getByText('Suspended')).toBeInTheDocument();
  expect(asked.at(-1)).toBe('08129876543');
});

it('shows support the customers export disabled: exports are for owners', async () => {
  serveConsoleStaff('support');
  mswServer.use(
    http.get(apiUrl('console/customers'), () =>
      HttpResponse.json({ data: [ngozi], meta: { count: 1, page: 1, page_size: 20 } }),
    ),
  );
  writeAccessToken('token-1');
  renderWithProviders(<CustomerSearch />, { route: '/console/customers' });
  expect(await screen.findByText(EXPORT_MESSAGES.ownersOnly)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export the customers as CSV' })).toBeDisabled();
});
