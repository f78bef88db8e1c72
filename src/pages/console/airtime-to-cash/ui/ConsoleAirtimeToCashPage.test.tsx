import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PendingAirtimeToCash } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { SENT_FOR_APPROVAL } from '@/shared/ui/money-answer';
import { ConsoleAirtimeToCashPage } from './ConsoleAirtimeToCashPage';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const request: PendingAirtimeToCash = {
  tx_ref: 'NT-A2C-1',
  email: 'ada@example.com',
  network: 'MTN',
  phone: '08031234567',
  amount_transferred: 5000,
  payout: 4000,
  created_at: '2026-11-25T06:00:00.000Z',
  age_seconds: 2 * 3600 + 5 * 60,
};

it('shows how long a request has waited and rejects it with the reason sent once', async () => {
  writeAccessToken('support-token');
  let pending = [request];
  const decisions: { body: unknown; key: string | null }[] = [];
  mswServer.use(
    http.get(apiUrl('console/airtime-to-cash'), () => HttpResponse.json({ data: pending })),
    http.post(apiUrl('console/airtime-to-cash/NT-A2C-1/reject'), async ({ request: sent }) => {
      decisions.push({ body: await sent.json(), key: sent.headers.get('idempotency-key') });
      pending = [];
      return HttpResponse.json({
        message:
          'Rejected NT-A2C-1 (₦4,000.00 to ada@example.com) by ife@nairatop.ng: not received',
        data: {
          tx_ref: 'NT-A2C-1',
          status: 'ignored',
          amount: 4000,
          email: 'ada@example.com',
          reviewed_by: 'ife@nairatop.ng',
          reviewed_at: '2026-11-25T08:05:00.000Z',
          wallet_balance: 0,
        },
      });
    }),
  );
  renderWithProviders(<ConsoleAirtimeToCashPage />);
  const user = setupUser();
  const card = await screen.findByLabelText('Airtime to cash NT-A2C-1');
  expect(within(card).getByText('waiting 2 h 5 min')).toBeInTheDocument();
  expect(within(card).getByText('₦4,000.00')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Nothing is credited to ada@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'not received');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(
    await screen.findByText(
      'Rejected NT-A2C-1 (₦4,000.00 to ada@example.com) by ife@nairatop.ng: not received',
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
  expect(decisions).toEqual([
    { body: { reason: 'not received' }, key: expect.stringMatching(/^[0-9a-f]{32}$/) },
  ]);
});

/** The page with one request whose confirmation the server answers with `answer`. */
function serveConfirm(answer: () => Response) {
  writeAccessToken('support-token');
  let reads = 0;
  mswServer.use(
    http.get(apiUrl('console/airtime-to-cash'), () => {
      reads += 1;
      return HttpResponse.json({ data: [request] });
    }),
    http.post(apiUrl('console/airtime-to-cash/NT-A2C-1/confirm'), answer),
  );
  return { reads: () => reads };
}

async function confirmRequest() {
  renderWithProviders(<ConsoleAirtimeToCashPage />);
  const user = setupUser();
  const card = await screen.findByLabelText('Airtime to cash NT-A2C-1');
  await user.click(within(card).getByRole('button', { name: 'Confirm' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'airtime arrived');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

it('says a payout past the limits was sent for approval (not done, not refused) and reads the list again', async () => {
  const message =
    "Airtime-to-cash payout of ₦4,000.00 needs another owner's approval: your credits in 24 hours would pass ₦1,000,000.00. It waits on the Approvals screen; no money has moved yet.";
  const server = serveConfirm(() =>
    HttpResponse.json(
      { message, data: { approval: { id: 3, status: 'pending' } } },
      { status: 202 },
    ),
  );
  await confirmRequest();
  await waitFor(() => expect(popupTexts()).toContain(`${SENT_FOR_APPROVAL}${message}`));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(server.reads()).toBe(2));
});

it("shows the policy's refusal in its own words and credits nothing", async () => {
  const refusal = 'You cannot confirm your own airtime-to-cash request: another staff member must.';
  serveConfirm(() =>
    HttpResponse.json(
      { message: refusal, errors: [{ detail: refusal }], data: {} },
      { status: 403 },
    ),
  );
  const dialog = await confirmRequest();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  expect(popupTexts()).toEqual([]);
});
