import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConflictItem } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, serveConsoleStaff } from '@/shared/lib/test';
import { ConsoleConflictsPage } from './ConsoleConflictsPage';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const conflict: ConflictItem = {
  tx_ref: 'NT-CONFLICT-1',
  email: 'ada@example.com',
  service: 'Airtime',
  description: 'MTN airtime ₦1,000 for 08031234567',
  amount: 990,
  decided_status: 'failed',
  decided_by: 'owner@nairatop.ng',
  decided_at: '2026-11-25T09:00:00.000Z',
  decision_note: 'VTpass support confirmed failure, ticket 1234',
  provider_state: 'delivered',
  provider_answer: 'code 000, status delivered: TRANSACTION SUCCESSFUL',
  source: 'decision-check',
  detected_at: '2026-11-25T10:00:00.000Z',
  status: 'failed',
};

it("lists each conflict with our decision, who made it and why, and the provider's answer", async () => {
  writeAccessToken('support-token');
  mswServer.use(
    http.get(apiUrl('console/conflicts'), () =>
      HttpResponse.json({ data: [conflict], meta: { total: 1 } }),
    ),
  );
  renderWithProviders(<ConsoleConflictsPage />);

  const card = await screen.findByLabelText('Conflict on NT-CONFLICT-1');
  const inCard = within(card);
  expect(inCard.getByRole('link', { name: 'NT-CONFLICT-1' })).toHaveAttribute(
    'href',
    '/console/transactions/NT-CONFLICT-1',
  );
  expect(inCard.getByText('Refunded')).toBeInTheDocument();
  expect(inCard.getByText('Delivered')).toBeInTheDocument();
  expect(inCard.getByText(/^owner@nairatop\.ng, /)).toBeInTheDocument();
  expect(inCard.getByText('VTpass support confirmed failure, ticket 1234')).toBeInTheDocument();
  expect(
    inCard.getByText('code 000, status delivered: TRANSACTION SUCCESSFUL'),
  ).toBeInTheDocument();
  expect(inCard.getByText('₦990.00')).toBeInTheDocument();
});

it('says when there are none', async () => {
  writeAccessToken('support-token');
  mswServer.use(
    http.get(apiUrl('console/conflicts'), () =>
      HttpResponse.json({ data: [], meta: { total: 0 } }),
    ),
  );
  renderWithProviders(<ConsoleConflictsPage />);
  expect(await screen.findByText('No conflicts.')).toBeInTheDocument();
});
