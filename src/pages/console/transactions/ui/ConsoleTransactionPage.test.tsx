import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ConsoleTransactionDetail } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, popupTexts, renderWithProviders, setupUser } from '@/shared/lib/test';
import { SENT_FOR_APPROVAL } from '@/shared/ui/money-answer';
import { ConsoleTransactionPage } from './ConsoleTransactionPage';

const REF = 'NT-STUCK-1';
const allowed = { allowed: true, reason: '' };

function stuck(): ConsoleTransactionDetail {
  return {
    transaction: {
      id: 41,
      tx_ref: REF,
      kind: 'purchase',
      service: 'Airtime',
      package: 'MTN',
      customer_id: 9,
      email: 'ada@example.com',
      description: 'MTN airtime ₦1,000 for 08031234567',
      amount: 990,
      status: 'pending',
      needs_attention: true,
      created_at: '2026-11-24T08:00:00.000Z',
      phone_no: '08031234567',
      plan: null,
      response: 'Your purchase is being processed.',
      token: null,
      request_id: '202611240900abc',
      provider: 'clubkonnect',
      provider_cost: 975,
      margin: 15,
      upstream_code: '099',
      upstream_status: 'pending',
      requery_attempts: 24,
      next_requery_at: null,
      attention_reason: 'Still pending after 24 answers over 25 h',
      settled_at: null,
      reviewed_by: null,
      review_note: null,
    },
    customer: {
      id: 9,
      email: 'ada@example.com',
      name: 'Ada Obi',
      wallet_balance: 9010,
      webhook_url: null,
    },
    history: [
      {
        at: '2026-11-24T08:00:00.000Z',
        type: 'created',
        title: 'Created: MTN airtime',
        detail: '',
      },
      {
        at: '2026-11-24T08:00:01.000Z',
        type: 'provider',
        title: 'Provider pay: pending (code 099)',
        detail: '{"code":"099"}',
      },
      {
        at: '2026-11-24T08:00:01.000Z',
        type: 'ledger',
        title: 'Wallet −₦990.00 (purchase)',
        detail: 'Balance after: ₦9,010.00',
      },
    ],
    attempts: [
      {
        provider: 'vtpass',
        request_id: '202611240900xyz',
        state: 'failed',
        at: '2026-11-24T08:00:00.500Z',
      },
      {
        provider: 'clubkonnect',
        request_id: '202611240900abc',
        state: 'pending',
        at: '2026-11-24T08:00:01.000Z',
      },
    ],
    actions: {
      requery: allowed,
      mark_delivered: allowed,
      refund: allowed,
      dispute_refund: {
        allowed: false,
        reason: 'Only a delivered purchase is refunded after a dispute; it is pending.',
      },
      resend_webhook: { allowed: false, reason: 'The customer has no webhook URL.' },
    },
  };
}

function renderPage() {
  writeAccessToken('owner-token');
  return renderWithProviders(
    <Routes>
      <Route path="/console/transactions/:ref" element={<ConsoleTransactionPage />} />
    </Routes>,
    { route: `/console/transactions/${REF}` },
  );
}

it('shows the purchase, its history and the actions it allows', async () => {
  mswServer.use(
    http.get(apiUrl(`console/transactions/${REF}`), () => HttpResponse.json({ data: stuck() })),
  );
  renderPage();
  expect(await screen.findByText('Provider pay: pending (code 099)')).toBeInTheDocument();
  expect(screen.getByText('Wallet −₦990.00 (purchase)')).toBeInTheDocument();
  expect(screen.getByText('Still pending after 24 answers over 25 h')).toBeInTheDocument();
  // the provider it is with, what it costs us there, and every provider it was sent to
  expect(screen.getByText('clubkonnect (cost ₦975.00, margin ₦15.00)')).toBeInTheDocument();
  expect(screen.getByText('vtpass: failed → clubkonnect: pending')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Refund ${REF}` })).toBeEnabled();
  expect(screen.getByRole('button', { name: `Resend webhook ${REF}` })).toBeDisabled();
  // a disabled action says why, in words under the buttons
  const reasons = screen.getByRole('list', { name: 'Why some actions are unavailable' });
  expect(reasons).toHaveTextContent('Resend webhook: The customer has no webhook URL.');
  expect(reasons).toHaveTextContent(
    'Refund after dispute: Only a delivered purchase is refunded after a dispute; it is pending.',
  );
});

it('shows a card batch by its counts, serials, orders and openings, and says why it cannot be marked delivered', async () => {
  const cardsDetail: ConsoleTransactionDetail = {
    ...stuck(),
    cards: {
      asked: 124,
      delivered: 100,
      printed: 24,
      sold: 5,
      batch_numbers: ['318065'],
      serials: ['96505474030052', '96505474030075'],
      openings: [
        { purpose: 'view', at: '2026-11-24T08:01:00.000Z' },
        { purpose: 'print', at: '2026-11-24T08:02:00.000Z' },
      ],
      orders: [
        { request_id: '202611240801aa', quantity: 100, state: 'delivered', delivered: 100 },
        { request_id: '202611240801ab', quantity: 24, state: 'sent', delivered: 0 },
      ],
    },
    actions: {
      ...stuck().actions,
      mark_delivered: {
        allowed: false,
        reason:
          'A card batch is delivered only with its cards, which come from the seller: requery it, or refund it.',
      },
    },
  };
  mswServer.use(
    http.get(apiUrl(`console/transactions/${REF}`), () => HttpResponse.json({ data: cardsDetail })),
  );
  renderPage();
  const cards = await screen.findByText(
    'PINs are shown to the buyer only; staff see the serials and counts.',
  );
  const panel = cards.closest('.ant-card') as HTMLElement;
  expect(panel).toHaveTextContent('100 of 124 came');
  expect(within(panel).getByText('202611240801aa: 100 cards, delivered')).toBeInTheDocument();
  expect(
    within(panel).getByText('202611240801ab: 24 cards, sent, no answer yet'),
  ).toBeInTheDocument();
  expect(panel).toHaveTextContent('96505474030052 to 96505474030075');
  expect(panel).toHaveTextContent('318065');
  expect(within(panel).getByText(/^viewed .*; printed /)).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Why some actions are unavailable' })).toHaveTextContent(
    'A card batch is delivered only with its cards',
  );
});

it('refunds with a reason and one Idempotency-Key, then shows the refunded purchase', async () => {
  let detail = stuck();
  const sent: { body: unknown; key: string | null }[] = [];
  mswServer.use(
    http.get(apiUrl(`console/transactions/${REF}`), () => HttpResponse.json({ data: detail })),
    http.post(apiUrl(`console/transactions/${REF}/refund`), async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      detail = {
        ...detail,
        transaction: { ...detail.transaction, status: 'failed', needs_attention: false },
        customer: { ...detail.customer, wallet_balance: 10_000 },
        history: [
          ...detail.history,
          {
            at: '2026-11-25T09:00:00.000Z',
            type: 'staff',
            title: 'transaction.refund by owner@nairatop.ng',
            detail: 'VTpass says it failed',
          },
        ],
      };
      return HttpResponse.json({
        message: `Refunded ₦990.00 of ${REF} to the customer's wallet.`,
        data: detail,
      });
    }),
  );
  renderPage();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: `Refund ${REF}` }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Give a reason (at least 3 characters).',
  );
  expect(sent).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'VTpass says it failed');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(
    await screen.findByText(`Refunded ₦990.00 of ${REF} to the customer's wallet.`),
  ).toBeInTheDocument();
  expect(await screen.findByText('transaction.refund by owner@nairatop.ng')).toBeInTheDocument();
  expect(screen.getByText('₦10,000.00')).toBeInTheDocument();
  expect(sent).toEqual([
    { body: { reason: 'VTpass says it failed' }, key: expect.stringMatching(/^[0-9a-f]{32}$/) },
  ]);
});

it("keeps the dialog open with the server's refusal when another staff member acted first", async () => {
  mswServer.use(
    http.get(apiUrl(`console/transactions/${REF}`), () => HttpResponse.json({ data: stuck() })),
    http.post(apiUrl(`console/transactions/${REF}/mark-delivered`), () =>
      HttpResponse.json(
        { message: `${REF} was already failed by ife@nairatop.ng`, errors: [], data: {} },
        { status: 409 },
      ),
    ),
  );
  renderPage();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: `Mark delivered ${REF}` }));
  const dialog = await screen.findByRole('dialog');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Reason' }),
    'customer has the airtime',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    `${REF} was already failed by ife@nairatop.ng`,
  );
});

it('shows support the provider but no cost or margin (the server leaves them out)', async () => {
  const { provider_cost: _cost, margin: _margin, ...forSupport } = stuck().transaction;
  mswServer.use(
    http.get(apiUrl(`console/transactions/${REF}`), () =>
      HttpResponse.json({ data: { ...stuck(), transaction: forSupport } }),
    ),
  );
  renderPage();
  expect(await screen.findByText('clubkonnect')).toBeInTheDocument();
  expect(screen.queryByText(/cost|margin/i)).not.toBeInTheDocument();
});

it('says a refund the money policy keeps for another owner was sent for approval, and reads the purchase again', async () => {
  let reads = 0;
  const message =
    "Refund of a pending purchase of ₦990.00 needs another owner's approval: staff credits to this customer in 24 hours would pass ₦500,000.00. It waits on the Approvals screen; no money has moved yet.";
  mswServer.use(
    http.get(apiUrl(`console/transactions/${REF}`), () => {
      reads += 1;
      return HttpResponse.json({ data: stuck() });
    }),
    http.post(apiUrl(`console/transactions/${REF}/refund`), () =>
      HttpResponse.json(
        { message, data: { approval: { id: 12, status: 'pending' } } },
        { status: 202 },
      ),
    ),
  );
  renderPage();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: `Refund ${REF}` }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'VTpass says it failed');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(popupTexts()).toContain(`${SENT_FOR_APPROVAL}${message}`));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(reads).toBe(2));
  // the purchase is still pending: nothing moved
  expect(screen.getByText('₦9,010.00')).toBeInTheDocument();
});
