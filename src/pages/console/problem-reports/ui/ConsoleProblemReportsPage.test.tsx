import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleProblemReport } from '@contract/api/problem-reports';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  serveConsoleStaff,
  setupUser,
} from '@/shared/lib/test';
import { ConsoleProblemReportsPage } from './ConsoleProblemReportsPage';

beforeEach(() => serveConsoleStaff('support'));

const dispute = (
  id: number,
  overrides: Partial<ConsoleProblemReport> = {},
): ConsoleProblemReport => ({
  id,
  transaction_id: 100 + id,
  tx_ref: `NT-${id}`,
  kind: 'wrong_number',
  note: 'I typed the wrong number',
  status: 'open',
  answer: 'We are looking into it and will answer by 30th Nov, 2026, 10:00:00 am.',
  answer_by: '2026-11-30T09:00:00.000Z',
  created_at: '2026-11-29T09:00:00.000Z',
  closed_at: null,
  customer_email: 'ada@example.com',
  description: 'MTN airtime ₦200',
  amount: 198,
  transaction_status: 'confirmed',
  overdue: false,
  closed_by: null,
  ...overrides,
});

it('lists open disputes (overdue marked) with the way to refund, and replies to one without money', async () => {
  writeAccessToken('support-token');
  let open = [dispute(1, { overdue: true }), dispute(2, { kind: 'charged_twice', note: '' })];
  const replies: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/problem-reports'), ({ request }) =>
      HttpResponse.json({
        data: new URL(request.url).searchParams.get('status') === 'open' ? open : [],
      }),
    ),
    http.post(apiUrl('console/problem-reports/1/reply'), async ({ request }) => {
      replies.push(await request.json());
      open = open.filter((item) => item.id !== 1);
      return HttpResponse.json({ message: 'Replied to report 1; the customer is e-mailed.' });
    }),
  );
  renderWithProviders(<ConsoleProblemReportsPage />);
  const user = setupUser();
  const first = await screen.findByLabelText('Report 1');
  expect(within(first).getByText('Overdue')).toBeInTheDocument();
  expect(within(first).getByText('It went to the wrong number')).toBeInTheDocument();
  expect(
    within(first).getByRole('link', { name: 'Open the purchase to refund it' }),
  ).toHaveAttribute('href', '/console/transactions/NT-1');
  expect(within(screen.getByLabelText('Report 2')).queryByText('Overdue')).not.toBeInTheDocument();

  await user.click(within(first).getByRole('button', { name: 'Reply without a refund' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(
    within(dialog).getByRole('textbox'),
    'The network cannot return airtime sent to another number.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(
    await screen.findByText('Replied to report 1; the customer is e-mailed.'),
  ).toBeInTheDocument();
  expect(replies).toEqual([{ reply: 'The network cannot return airtime sent to another number.' }]);
  expect(screen.queryByLabelText('Report 1')).not.toBeInTheDocument();
});
