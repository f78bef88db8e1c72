import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { WebhookDelivery } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { ConsoleWebhooksPage } from './ConsoleWebhooksPage';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const failed: WebhookDelivery = {
  id: 17,
  tx_ref: 'NT-HOOK-1',
  email: 'dev@reseller.ng',
  event: 'transaction.confirmed',
  status: 'failed',
  url: 'https://reseller.ng/hook',
  attempts: 9,
  last_status_code: 500,
  last_error: 'HTTP 500',
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2026-11-24T08:00:00.000Z',
};

it("shows a customer's failed delivery with its last answer and retries it now", async () => {
  writeAccessToken('owner-token');
  let delivery = failed;
  const asked: string[] = [];
  const retries: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/webhooks'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ data: [delivery], meta: { count: 1, page: 1, page_size: 25 } });
    }),
    http.post(apiUrl('console/webhooks/17/retry'), async ({ request }) => {
      retries.push(await request.json());
      delivery = { ...failed, status: 'pending', attempts: 0 };
      return HttpResponse.json({
        message: 'Delivery 17 is queued; it goes out within seconds.',
        data: delivery,
      });
    }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/console/webhooks" element={<ConsoleWebhooksPage />} />
    </Routes>,
    { route: '/console/webhooks' },
  );
  const user = setupUser();
  await user.type(
    screen.getByRole('searchbox', { name: 'Customer e-mail' }),
    'dev@reseller.ng{Enter}',
  );
  expect(await screen.findByText('HTTP 500')).toBeInTheDocument();
  expect(asked.at(-1)).toBe('?page=1&page_size=25&email=dev%40reseller.ng');
  expect(screen.getByText('9 attempts')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry now: delivery 17' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'endpoint fixed');
  await user.click(within(dialog).getByRole('button', { name: 'Retry now' }));
  expect(
    await screen.findByText('Delivery 17 is queued; it goes out within seconds.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('0 attempts')).toBeInTheDocument();
  expect(retries).toEqual([{ reason: 'endpoint fixed' }]);
});
