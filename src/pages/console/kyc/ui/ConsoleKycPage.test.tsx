import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  ChangeKycLimitsRequest,
  HeldWallet,
  KycLimits,
  KycQueueRow,
  StaffRole,
} from '@contract/api/console';
import { KYC_LIMIT_MESSAGES } from '@contract/rules/kyc-limits';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  choose,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  serveConsoleStaff,
  setupUser,
} from '@/shared/lib/test';
import { ConsoleKycPage } from './ConsoleKycPage';

const review: KycQueueRow = {
  id: 7,
  status: 'pending',
  id_type: 'passport',
  id_type_label: 'International passport',
  address: '12 Adeola Odeku Street, Victoria Island, Lagos',
  document_name: 'passport.png',
  document_type: 'image/png',
  document_bytes: 840_000,
  submitted_at: '2026-11-29T09:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  reason: null,
  customer: { id: 41, name: 'Ngozi Eze', email: 'ngozi@example.com', tier: 2 },
};

const held: HeldWallet = {
  customer: { id: 42, name: 'Musa Bello', email: 'musa@example.com', tier: 1 },
  reason: 'A deposit of ₦80,000.00 is over the ₦50,000.00 one-deposit limit of Tier 1.',
  since: '2026-11-28T12:00:00.000Z',
  balance: 95_000,
};

const limits: KycLimits = {
  tiers: [
    { tier: 0, single_deposit: 20_000, daily_inflow: 50_000, balance: 50_000 },
    { tier: 1, single_deposit: 50_000, daily_inflow: 50_000, balance: 300_000 },
    { tier: 2, single_deposit: 100_000, daily_inflow: 200_000, balance: 500_000 },
    { tier: 3, single_deposit: 5_000_000, daily_inflow: 5_000_000, balance: null },
  ],
  updated_at: null,
  updated_by: null,
};

/** A server whose pending review moves to the approved list when an owner approves it. */
function serveKyc(role: StaffRole) {
  serveConsoleStaff(role);
  let pending = [review];
  let approved: KycQueueRow[] = [];
  const sent = { decisions: [] as unknown[], documents: 0, limits: [] as ChangeKycLimitsRequest[] };
  mswServer.use(
    http.get(apiUrl('console/kyc/reviews'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = status === 'approved' ? approved : status === 'pending' ? pending : [];
      return HttpResponse.json({
        data: rows,
        meta: { count: rows.length, page: 1, page_size: 20 },
      });
    }),
    http.post(apiUrl('console/kyc/reviews/7/approve'), async ({ request }) => {
      sent.decisions.push(await request.json());
      const done: KycQueueRow = {
        ...review,
        status: 'approved',
        reviewed_at: '2026-11-30T10:00:00.000Z',
        reviewed_by: 'owner@nairatop.ng',
        reason: 'Passport matches',
      };
      pending = [];
      approved = [done];
      return HttpResponse.json({ message: 'Approved: the customer is Tier 3 now.', data: done });
    }),
    http.get(apiUrl('console/kyc/reviews/7/document'), () => {
      sent.documents += 1;
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
      });
    }),
    http.get(apiUrl('console/kyc/holds'), () =>
      HttpResponse.json({ data: [held], meta: { count: 1, page: 1, page_size: 20 } }),
    ),
    http.get(apiUrl('console/kyc/limits'), () => HttpResponse.json({ data: limits })),
    http.put(apiUrl('console/kyc/limits'), async ({ request }) => {
      sent.limits.push((await request.json()) as ChangeKycLimitsRequest);
      return HttpResponse.json({ data: limits });
    }),
  );
  return sent;
}

const realCreateObjectUrl = URL.createObjectURL;
const realRevokeObjectUrl = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:kyc-document';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = realCreateObjectUrl;
  URL.revokeObjectURL = realRevokeObjectUrl;
});

function renderPage() {
  writeAccessToken('token-1');
  return renderWithProviders(<ConsoleKycPage />, { route: '/console/kyc' });
}

it('lets an owner view the document, then approve the review with a reason', async () => {
  const sent = serveKyc('owner');
  renderPage();
  const card = await screen.findByLabelText('Review of Ngozi Eze');
  expect(within(card).getByText('International passport')).toBeInTheDocument();
  expect(within(card).getByText('passport.png (image/png, 820 KB)')).toBeInTheDocument();
  const user = setupUser();

  await user.click(within(card).getByRole('button', { name: 'View document' }));
  expect(await screen.findByRole('img', { name: 'ID document: passport.png' })).toHaveAttribute(
    'src',
    'blob:kyc-document',
  );
  expect(sent.documents).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Close' }));

  await user.click(within(card).getByRole('button', { name: 'Approve' }));
  const form = await screen.findByRole('form', { name: "Approve Ngozi Eze's document" });
  await user.click(within(form).getByRole('button', { name: 'Approve' }));
  expect(
    await within(form).findByText('Give a reason (at least 3 characters).'),
  ).toBeInTheDocument();
  expect(sent.decisions).toEqual([]);
  await user.type(within(form).getByLabelText('Reason'), 'Passport matches');
  await user.click(within(form).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(popupTexts()).toContain('Approved: the customer is Tier 3 now.'));
  expect(sent.decisions).toEqual([{ reason: 'Passport matches' }]);
  expect(await screen.findByText('No document is waiting for review.')).toBeInTheDocument();
});

it('shows support the queue without the document or the decisions', async () => {
  const sent = serveKyc('support');
  renderPage();
  const card = await screen.findByLabelText('Review of Ngozi Eze');
  expect(within(card).getByText('An owner reviews the document.')).toBeInTheDocument();
  for (const name of ['View document', 'Approve', 'Reject'])
    expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  expect(sent.documents).toBe(0);
});

it('lists held wallets, with Release hold for owners only', async () => {
  for (const role of ['owner', 'support'] as const) {
    serveKyc(role);
    const { unmount } = renderPage();
    const user = setupUser();
    await screen.findByLabelText('Review of Ngozi Eze');
    await choose(user, 'Section', 'Held wallets');
    expect(await screen.findAllByText(held.reason)).not.toHaveLength(0);
    expect(screen.getAllByText('₦95,000.00')).not.toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Release hold' }).length > 0).toBe(
      role === 'owner',
    );
    unmount();
  }
});

it("checks the owner's limits as the server does before sending, naira and empty for none", async () => {
  const sent = serveKyc('owner');
  renderPage();
  const user = setupUser();
  await screen.findByLabelText('Review of Ngozi Eze');
  await choose(user, 'Section', 'Tier limits');
  const deposit2 = await screen.findByLabelText('Tier 2: One deposit');
  await user.clear(deposit2);
  await user.type(deposit2, '10000');
  const balance1 = screen.getByLabelText('Tier 1: Wallet balance');
  await user.clear(balance1);
  await user.type(balance1, '300000.555');
  await user.type(screen.getByLabelText('Reason'), 'New CBN circular');
  await user.click(screen.getByRole('button', { name: 'Save tier limits' }));
  await waitFor(() =>
    expect(fieldError('Tier 2: One deposit')).toBe(
      KYC_LIMIT_MESSAGES.belowLower('single_deposit', 0, 2_000_000),
    ),
  );
  expect(fieldError('Tier 1: Wallet balance')).toBe(KYC_LIMIT_MESSAGES.format);
  expect(sent.limits).toEqual([]);

  await user.clear(deposit2);
  await user.type(deposit2, '150000.50');
  await user.clear(balance1);
  await user.type(balance1, '300000');
  await user.clear(screen.getByLabelText('Tier 3: Wallet balance'));
  await user.click(screen.getByRole('button', { name: 'Save tier limits' }));
  await waitFor(() => expect(sent.limits).toHaveLength(1));
  expect(sent.limits[0]?.tiers[2]).toEqual({
    tier: 2,
    single_deposit: 150_000.5,
    daily_inflow: 200_000,
    balance: 500_000,
  });
  expect(sent.limits[0]?.tiers[3]?.balance).toBeNull();
  expect(sent.limits[0]?.reason).toBe('New CBN circular');
});

it('shows support the limits as a table, naira and "No limit", with nothing to send', async () => {
  serveKyc('support');
  renderPage();
  const user = setupUser();
  await screen.findByLabelText('Review of Ngozi Eze');
  await choose(user, 'Section', 'Tier limits');
  expect(await screen.findByText('₦300,000.00')).toBeInTheDocument();
  expect(screen.getByText('No limit')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Tier limits' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save tier limits' })).not.toBeInTheDocument();
});
