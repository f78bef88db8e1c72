import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  AdjustmentApproval,
  ConflictItem,
  ConflictResolveRequest,
  StaffRole,
} from '@contract/api/console';
import { exportRefusal, REASON_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  popupTexts,
  renderWithProviders,
  serveConsoleStaff,
  setupUser,
} from '@/shared/lib/test';
import { SENT_FOR_APPROVAL } from '@/shared/ui/money-answer';
import { ConsoleConflictsPage } from './ConsoleConflictsPage';
import { EVIDENCE_REQUIRED } from './ResolveConflictDialog';

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
  loss: null,
  resolution: null,
  resolved_by: null,
  resolved_at: null,
  resolution_note: null,
  evidence: null,
};

/** What an owner is shown: the same conflict with the loss the business takes if it delivered. */
const ownersConflict: ConflictItem = { ...conflict, loss: 776 };

const KEEP = 'Provider delivered: keep the charge (NT-CONFLICT-1)';
const REFUND = 'Provider refunded: refund the customer (NT-CONFLICT-1)';

function serveConflicts(role: StaffRole, items: ConflictItem[]) {
  serveConsoleStaff(role);
  writeAccessToken(`${role}-token`);
  mswServer.use(
    http.get(apiUrl('console/conflicts'), () =>
      HttpResponse.json({ data: items, meta: { total: items.length } }),
    ),
  );
}

/** The resolve route: answers with `answer` for the body sent, which is recorded. */
function serveResolve(answer: (body: ConflictResolveRequest) => Response) {
  const sent: ConflictResolveRequest[] = [];
  mswServer.use(
    http.post(apiUrl('console/conflicts/NT-CONFLICT-1/resolve'), async ({ request }) => {
      const body = (await request.json()) as ConflictResolveRequest;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

/** The confirmation titled `title` (the resolution form stays open beneath it). */
async function confirmation(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes(title));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

async function fillResolution(button: string, evidence: string, reason: string) {
  const user = setupUser();
  const card = await screen.findByLabelText('Conflict on NT-CONFLICT-1');
  await user.click(within(card).getByRole('button', { name: button }));
  const form = await screen.findByRole('form');
  await user.type(within(form).getByLabelText(/Evidence/), evidence);
  await user.type(within(form).getByLabelText('Reason'), reason);
  await user.click(within(form).getByRole('button', { name: /^Provider/ }));
  return { user, form };
}

it("lists each conflict with our decision, who made it and why, and the provider's answer", async () => {
  serveConflicts('support', [conflict]);
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
  // support sees it but neither resolves it nor sees the loss (once the page knows who is looking)
  const refusal = exportRefusal('support', 'conflicts', { support_may_export_transactions: false });
  expect(await screen.findByText(refusal ?? '')).toBeInTheDocument();
  expect(inCard.queryByRole('button', { name: KEEP })).not.toBeInTheDocument();
  expect(inCard.queryByRole('button', { name: REFUND })).not.toBeInTheDocument();
  expect(inCard.queryByText(/^Loss if the provider is right/)).not.toBeInTheDocument();
});

it('says when there are none', async () => {
  serveConflicts('support', []);
  renderWithProviders(<ConsoleConflictsPage />);
  expect(await screen.findByText('No conflicts.')).toBeInTheDocument();
});

it('shows an owner the loss and resolves with evidence after naming the money that moves', async () => {
  serveConflicts('owner', [ownersConflict]);
  const sent = serveResolve((body) => {
    const resolved: ConflictItem = {
      ...ownersConflict,
      status: 'confirmed',
      loss: null,
      resolution: body.outcome,
      resolved_by: 'owner@nairatop.ng',
      resolved_at: '2026-11-26T09:00:00.000Z',
      resolution_note: body.reason,
      evidence: body.evidence,
    };
    serveConflicts('owner', [resolved]);
    return HttpResponse.json({
      message: 'NT-CONFLICT-1 is delivered: ₦990.00 charged to the customer again.',
      data: resolved,
    });
  });
  renderWithProviders(<ConsoleConflictsPage />);
  const card = await screen.findByLabelText('Conflict on NT-CONFLICT-1');
  expect(within(card).getByText('Loss if the provider is right: ₦776.00')).toBeInTheDocument();

  const user = setupUser();
  await user.click(await within(card).findByRole('button', { name: KEEP }));
  const form = await screen.findByRole('form');
  await user.click(within(form).getByRole('button', { name: /^Provider/ }));
  expect(await within(form).findByText(EVIDENCE_REQUIRED)).toBeInTheDocument();
  expect(within(form).getByText(REASON_MESSAGES.tooShort)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  await fillResolution(KEEP, 'VTpass ticket 88: delivered', 'provider proved delivery');
  const asked = await confirmation('Provider delivered: keep the charge on NT-CONFLICT-1?');
  expect(asked).toHaveTextContent(
    '₦990.00 is charged to ada@example.com again and the purchase is confirmed delivered.',
  );
  await user.click(within(asked).getByRole('button', { name: 'Yes' }));

  await waitFor(() =>
    expect(popupTexts()).toContain(
      'NT-CONFLICT-1 is delivered: ₦990.00 charged to the customer again.',
    ),
  );
  expect(sent).toEqual([
    {
      outcome: 'provider_delivered',
      evidence: 'VTpass ticket 88: delivered',
      reason: 'provider proved delivery',
    },
  ]);
  const resolved = await screen.findByText('Provider delivered: the charge is kept');
  const after = screen.getByLabelText('Conflict on NT-CONFLICT-1');
  expect(after).toContainElement(resolved);
  expect(within(after).getByText('VTpass ticket 88: delivered')).toBeInTheDocument();
  expect(within(after).getByText(/^owner@nairatop\.ng, 26/)).toBeInTheDocument();
  expect(within(after).queryByRole('button', { name: KEEP })).not.toBeInTheDocument();
});

it('says a resolution past the approval limits was sent for approval, not done', async () => {
  serveConflicts('owner', [
    {
      ...ownersConflict,
      status: 'confirmed',
      decided_status: 'confirmed',
      provider_state: 'failed',
      loss: null,
    },
  ]);
  const message =
    "Refund of a conflicted purchase of ₦990.00 needs another owner's approval: staff credits to this customer in 24 hours would pass ₦500,000.00. It waits on the Approvals screen; no money has moved yet.";
  serveResolve(() =>
    HttpResponse.json(
      { message, data: { approval: { id: 9, status: 'pending' } as AdjustmentApproval } },
      { status: 202 },
    ),
  );
  renderWithProviders(<ConsoleConflictsPage />);
  const { user } = await fillResolution(REFUND, 'VTpass requery: reversed', 'provider reversed it');
  const asked = await confirmation('Provider refunded: refund the customer on NT-CONFLICT-1?');
  expect(asked).toHaveTextContent(
    "₦990.00 is refunded to ada@example.com's wallet and the purchase is marked failed.",
  );
  await user.click(within(asked).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(popupTexts()).toContain(`${SENT_FOR_APPROVAL}${message}`));
  expect(popupTexts().join(' ')).not.toMatch(/error/i);
});

it("keeps the form open with the server's refusal in its words", async () => {
  serveConflicts('owner', [ownersConflict]);
  const refusal = 'You cannot resolve a conflict on your own purchase: another staff member must.';
  serveResolve(() =>
    HttpResponse.json(
      { message: refusal, errors: [{ detail: refusal }], data: {} },
      { status: 403 },
    ),
  );
  renderWithProviders(<ConsoleConflictsPage />);
  const { user, form } = await fillResolution(KEEP, 'ticket 1', 'it was delivered');
  await user.click(
    within(await confirmation('keep the charge on')).getByRole('button', {
      name: 'Yes',
    }),
  );
  expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
});

it('shows a resolved conflict with its resolution, by whom and the evidence, and no actions', async () => {
  serveConflicts('owner', [
    {
      ...conflict,
      resolution: 'provider_refunded',
      resolved_by: 'ife@nairatop.ng',
      resolved_at: '2026-11-26T09:00:00.000Z',
      resolution_note: 'provider statement shows the reversal',
      evidence: 'Statement line 2026-11-25 REV 990',
    },
  ]);
  renderWithProviders(<ConsoleConflictsPage />);
  const card = await screen.findByLabelText('Conflict on NT-CONFLICT-1');
  expect(within(card).getByText('Provider refunded: the customer is refunded')).toBeInTheDocument();
  expect(within(card).getByText(/^ife@nairatop\.ng, /)).toBeInTheDocument();
  expect(within(card).getByText('Statement line 2026-11-25 REV 990')).toBeInTheDocument();
  expect(within(card).getByText('provider statement shows the reversal')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: KEEP })).not.toBeInTheDocument();
});
