import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AttentionItem } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { ConsoleAttentionPage } from './ConsoleAttentionPage';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const item = (ref: string): AttentionItem => ({
  tx_ref: ref,
  email: 'ada@example.com',
  service: 'Airtime',
  package: 'MTN',
  service_id: 'mtn',
  description: 'MTN airtime ₦1,000',
  amount: 990,
  created_at: '2026-11-23T08:00:00.000Z',
  needs_attention_at: '2026-11-24T09:00:00.000Z',
  attempts: 24,
  upstream_code: '099',
  upstream_status: 'pending',
  last_answer: {
    operation: 'requery',
    state: 'pending',
    code: '099',
    detail: '{}',
    at: '2026-11-24T09:00:00.000Z',
  },
  reason: 'Still pending after 24 answers over 25 h',
});

it('refunds a stuck purchase from the queue, which then leaves it', async () => {
  writeAccessToken('owner-token');
  let queue = [item('NT-OLD'), item('NT-NEW')];
  const refunds: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/attention'), () =>
      HttpResponse.json({ data: queue, meta: { total: queue.length } }),
    ),
    http.post(apiUrl('console/transactions/NT-OLD/refund'), async ({ request }) => {
      refunds.push(await request.json());
      queue = queue.filter((entry) => entry.tx_ref !== 'NT-OLD');
      return HttpResponse.json({
        message: "Refunded ₦990.00 of NT-OLD to the customer's wallet.",
        data: {},
      });
    }),
  );
  renderWithProviders(<ConsoleAttentionPage />);
  const user = setupUser();
  const cards = await screen.findAllByLabelText(/^Stuck purchase/);
  expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
    'NT-OLD',
    'NT-NEW',
  ]);
  expect(
    within(cards[0] as HTMLElement).getByText('requery: pending (code 099)'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Refund NT-OLD' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'VTpass: failed');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

  expect(
    await screen.findByText("Refunded ₦990.00 of NT-OLD to the customer's wallet."),
  ).toBeInTheDocument();
  expect(refunds).toEqual([{ reason: 'VTpass: failed' }]);
  expect(await screen.findByRole('button', { name: 'Refund NT-NEW' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Refund NT-OLD' })).not.toBeInTheDocument();
});

it('says when nothing needs attention', async () => {
  mswServer.use(
    http.get(apiUrl('console/attention'), () =>
      HttpResponse.json({ data: [], meta: { total: 0 } }),
    ),
  );
  renderWithProviders(<ConsoleAttentionPage />);
  expect(await screen.findByText('Nothing needs attention.')).toBeInTheDocument();
});
