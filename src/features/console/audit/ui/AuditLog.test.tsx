import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  choose,
  mswServer,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { AuditLog } from './AuditLog';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const entry = (id: number, action: string, reason: string): AuditEntry => ({
  id,
  staff_id: 2,
  staff_email: 'tolu@nairatop.ng',
  action,
  subject_type: 'user',
  subject_id: '41',
  reason,
  before: { wallet_balance: 0 },
  after: { wallet_balance: 500 },
  created_at: '2026-11-24T10:00:00.000Z',
});

it('lists staff actions and asks the server for the chosen action only', async () => {
  const asked: (string | null)[] = [];
  mswServer.use(
    http.get(apiUrl('console/staff'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('console/audit/actions'), () =>
      HttpResponse.json({ data: ['customer.credit', 'customer.suspend'] }),
    ),
    http.get(apiUrl('console/audit'), ({ request }) => {
      const action = new URL(request.url).searchParams.get('action');
      asked.push(action);
      const rows = [
        entry(1, 'customer.credit', 'Refund of a failed transfer'),
        entry(2, 'customer.suspend', 'Chargeback'),
      ].filter((row) => !action || row.action === action);
      return HttpResponse.json({
        data: rows,
        meta: { count: rows.length, page: 1, page_size: 20 },
      });
    }),
  );
  writeAccessToken('token-1');
  renderWithProviders(<AuditLog />);
  expect(await screen.findByText('Chargeback')).toBeInTheDocument();
  expect(screen.getByText('Refund of a failed transfer')).toBeInTheDocument();

  await choose(setupUser(), 'Action', 'customer.credit');
  expect(await screen.findByText('Refund of a failed transfer')).toBeInTheDocument();
  expect(screen.queryByText('Chargeback')).not.toBeInTheDocument();
  expect(asked).toEqual([null, 'customer.credit']);
});
