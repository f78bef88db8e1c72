import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdjustmentApproval, ConsoleMe } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, popupTexts, renderWithProviders, setupUser } from '@/shared/lib/test';
import { ApprovalsBoard, OWN_REQUEST_REASON } from './ApprovalsBoard';

const me: ConsoleMe = {
  id: 1,
  email: 'ada@nairatop.ng',
  name: 'Ada Obi',
  role: 'owner',
  manual_credit_limit_kobo: null,
};

const request = (
  id: number,
  requesterId: number,
  amount: number,
  kind: Partial<Pick<AdjustmentApproval, 'kind' | 'kind_label' | 'subject_ref'>> = {},
): AdjustmentApproval => ({
  id,
  status: 'pending',
  kind: 'manual_credit',
  kind_label: 'Manual credit',
  subject_ref: null,
  ...kind,
  direction: 'credit',
  amount,
  reason: 'Agent float paid by transfer',
  customer: { id: 41, name: 'Ngozi Eze', email: 'ngozi@example.com' },
  requested_by: {
    id: requesterId,
    name: requesterId === me.id ? me.name : 'Bayo Ade',
    email: requesterId === me.id ? me.email : 'bayo@nairatop.ng',
  },
  created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  decided_by: null,
  decided_at: null,
  decision_note: null,
  tx_ref: null,
});

const payout = {
  kind: 'airtime_to_cash',
  kind_label: 'Airtime-to-cash payout',
  subject_ref: 'NT-A2C-77',
};

/** A server that moves a request to the history when an owner decides (or withdraws) it. */
function serveApprovals() {
  let pending = [request(5, 2, 600_000), request(6, me.id, 7_500_000, payout)];
  let decided: AdjustmentApproval[] = [];
  const decisions: string[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: me })),
    http.get(apiUrl('console/approvals'), ({ request: incoming }) =>
      HttpResponse.json({
        data: new URL(incoming.url).searchParams.get('state') === 'decided' ? decided : pending,
      }),
    ),
    http.post(apiUrl('console/approvals/:id/:decision'), ({ params }) => {
      decisions.push(`${String(params.id)} ${String(params.decision)}`);
      const approval = pending.find((entry) => entry.id === Number(params.id));
      if (!approval)
        return HttpResponse.json({ message: 'gone', errors: [], data: {} }, { status: 409 });
      const withdrawn = params.decision === 'withdraw';
      const done: AdjustmentApproval = {
        ...approval,
        status: withdrawn ? 'withdrawn' : 'approved',
        decided_by: { id: me.id, name: me.name, email: me.email },
        decided_at: new Date().toISOString(),
        tx_ref: withdrawn ? null : 'NT9001',
      };
      pending = pending.filter((entry) => entry !== approval);
      decided = [done, ...decided];
      return HttpResponse.json({
        message: withdrawn
          ? 'Withdrawn: no money moved.'
          : 'Approved: ₦600,000.00 credited to the wallet.',
        data: done,
      });
    }),
  );
  return decisions;
}

it("approves another owner's request after a confirmation; it moves to the history", async () => {
  const decisions = serveApprovals();
  writeAccessToken('owner-token');
  renderWithProviders(<ApprovalsBoard />);
  const user = setupUser();

  const theirs = await screen.findByLabelText('Request 5: Manual credit ₦600,000.00 to Ngozi Eze');
  expect(within(theirs).getByText('Manual credit ₦600,000.00')).toBeInTheDocument();
  expect(within(theirs).getByText('Bayo Ade')).toBeInTheDocument();
  expect(within(theirs).getByText('bayo@nairatop.ng')).toBeInTheDocument();
  expect(within(theirs).getByText('Agent float paid by transfer')).toBeInTheDocument();
  expect(within(theirs).getByText('waiting 2 h')).toBeInTheDocument();

  // The signed-in owner's own request cannot be decided by them, and says why.
  const mine = screen.getByLabelText(
    'Request 6: Airtime-to-cash payout ₦7,500,000.00 to Ngozi Eze',
  );
  expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(within(mine).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  expect(within(mine).getByText(OWN_REQUEST_REASON)).toBeInTheDocument();
  // ...and others cannot withdraw it
  expect(within(theirs).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

  await user.click(within(theirs).getByRole('button', { name: 'Approve' }));
  const confirmation = await screen.findByRole('dialog');
  expect(
    within(confirmation).getAllByText('Approve: manual credit ₦600,000.00 to Ngozi Eze?').length,
  ).toBeGreaterThan(0);
  await user.click(within(confirmation).getByRole('button', { name: 'Yes' }));

  const history = await screen.findByLabelText('Decided request 5');
  expect(within(history).getByText('Approved')).toBeInTheDocument();
  expect(within(history).getByRole('link', { name: 'NT9001' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Request 5/)).not.toBeInTheDocument();
  expect(decisions).toEqual(['5 approve']);
  await waitFor(() =>
    expect(popupTexts()).toContain('Approved: ₦600,000.00 credited to the wallet.'),
  );
});

it('sends nothing when the owner changes their mind at the confirmation', async () => {
  const decisions = serveApprovals();
  writeAccessToken('owner-token');
  renderWithProviders(<ApprovalsBoard />);
  const user = setupUser();
  const theirs = await screen.findByLabelText('Request 5: Manual credit ₦600,000.00 to Ngozi Eze');
  await user.click(within(theirs).getByRole('button', { name: 'Decline' }));
  const confirmation = await screen.findByRole('dialog');
  await user.click(within(confirmation).getByRole('button', { name: 'No' }));
  expect(decisions).toEqual([]);
  expect(
    screen.getByLabelText('Request 5: Manual credit ₦600,000.00 to Ngozi Eze'),
  ).toBeInTheDocument();
});

it('titles a payout by its kind and links the transaction it is for', async () => {
  serveApprovals();
  writeAccessToken('owner-token');
  renderWithProviders(<ApprovalsBoard />);
  const mine = await screen.findByLabelText(
    'Request 6: Airtime-to-cash payout ₦7,500,000.00 to Ngozi Eze',
  );
  expect(within(mine).getByText('Airtime-to-cash payout ₦7,500,000.00')).toBeInTheDocument();
  expect(within(mine).getByRole('link', { name: 'NT-A2C-77' })).toHaveAttribute(
    'href',
    '/console/transactions/NT-A2C-77',
  );
});

it('lets the requester withdraw their own request after a confirmation; it shows as withdrawn', async () => {
  const decisions = serveApprovals();
  writeAccessToken('owner-token');
  renderWithProviders(<ApprovalsBoard />);
  const user = setupUser();
  const mine = await screen.findByLabelText(
    'Request 6: Airtime-to-cash payout ₦7,500,000.00 to Ngozi Eze',
  );
  await user.click(within(mine).getByRole('button', { name: 'Withdraw' }));
  const confirmation = await screen.findByRole('dialog');
  expect(
    within(confirmation).getAllByText(
      'Withdraw: airtime-to-cash payout ₦7,500,000.00 to Ngozi Eze?',
    ).length,
  ).toBeGreaterThan(0);
  await user.click(within(confirmation).getByRole('button', { name: 'Yes' }));

  const history = await screen.findByLabelText('Decided request 6');
  expect(within(history).getByText('Withdrawn')).toBeInTheDocument();
  expect(within(history).getByText('Withdrawn by')).toBeInTheDocument();
  expect(within(history).getByRole('link', { name: 'NT-A2C-77' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Request 6/)).not.toBeInTheDocument();
  expect(decisions).toEqual(['6 withdraw']);
  await waitFor(() => expect(popupTexts()).toContain('Withdrawn: no money moved.'));
});
