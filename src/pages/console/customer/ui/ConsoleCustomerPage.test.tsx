import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type {
  ConsoleCustomerKyc,
  ConsoleMe,
  CustomerProfile,
  ManualAdjustmentRequest,
} from '@contract/api/console';
import { AMOUNT_MESSAGES, REASON_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  choose,
  consoleStaff,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { SENT_FOR_APPROVAL } from '@/shared/ui/money-answer';
import { ConsoleCustomerPage } from './ConsoleCustomerPage';

const support: ConsoleMe = {
  id: 2,
  email: 'tolu@nairatop.ng',
  name: 'Tolu Ade',
  role: 'support',
  manual_credit_limit_kobo: 5_000_000,
};

const customer = (wallet: number): CustomerProfile => ({
  id: 41,
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  phone_no: '08129876543',
  level: 'Normal',
  level_id: 1,
  username: 'ngozi@example.com',
  wallet_balance: wallet,
  bonus: 0,
  role: null,
  suspended: false,
  suspension: null,
  created_at: '2026-11-01T10:00:00.000Z',
  virtual_accounts: [],
});

/** A customer who verified nothing yet (the identity panel is tested on its own). */
const notVerified: ConsoleCustomerKyc = {
  tier: 0,
  tier_label: 'Not verified',
  nin: null,
  bvn: null,
  hold: null,
  review: null,
  checks: [],
};

interface Sent {
  body: ManualAdjustmentRequest;
  key: string | null;
}

/** The customer's page against a server whose wallet grows with each credit it accepts. */
function serveCustomer(answer?: () => Response, role: CustomerProfile['role'] = null) {
  let wallet = 1_000;
  const sent: Sent[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: support })),
    http.get(apiUrl('console/customers/41'), () =>
      HttpResponse.json({ data: { ...customer(wallet), role } }),
    ),
    http.get(apiUrl('console/customers/41/kyc'), () => HttpResponse.json({ data: notVerified })),
    http.get(apiUrl('console/customers/41/ledger'), () =>
      HttpResponse.json({ data: [], meta: { count: 0, page: 1, page_size: 10 } }),
    ),
    http.post(apiUrl('console/customers/41/adjust'), async ({ request }) => {
      const body = (await request.json()) as ManualAdjustmentRequest;
      sent.push({ body, key: request.headers.get('idempotency-key') });
      if (answer) return answer();
      wallet += body.amount;
      return HttpResponse.json({
        message: `₦${body.amount} credited to the wallet.`,
        data: { tx_ref: 'NT1', wallet_balance: wallet },
      });
    }),
  );
  return sent;
}

function renderPage() {
  writeAccessToken('token-1');
  return renderWithProviders(
    <Routes>
      <Route path="/console/customers/:id" element={<ConsoleCustomerPage />} />
    </Routes>,
    { route: '/console/customers/41' },
  );
}

async function creditWallet(amount: string, reason: string) {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Credit wallet' }));
  const form = await screen.findByRole('form', { name: "Credit Ngozi Eze's wallet" });
  await user.type(within(form).getByLabelText('Amount'), amount);
  await user.type(within(form).getByLabelText('Reason'), reason);
  await user.click(within(form).getByRole('button', { name: 'Credit' }));
  // The confirmation names the amount and the customer.
  expect(
    (await screen.findAllByText('Credit ₦500.00 to Ngozi Eze (ngozi@example.com)?')).length,
  ).toBeGreaterThan(0);
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
}

it('credits the wallet with a reason and an Idempotency-Key, then shows the new balance', async () => {
  const sent = serveCustomer();
  renderPage();
  expect(await screen.findByText('₦1,000.00')).toBeInTheDocument();
  await creditWallet('500', 'Failed transfer refund');
  expect(await screen.findByText('₦1,500.00')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      body: { direction: 'credit', amount: 500, reason: 'Failed transfer refund' },
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    },
  ]);
  await waitFor(() => expect(popupTexts()).toContain('₦500 credited to the wallet.'));
});

it("shows the server's refusal, such as support's limit, and changes nothing", async () => {
  serveCustomer(() =>
    HttpResponse.json(
      {
        message: 'Support staff can credit or debit at most ₦50,000.00 at once.',
        errors: [],
        data: {},
      },
      { status: 403 },
    ),
  );
  renderPage();
  expect(await screen.findByText('₦1,000.00')).toBeInTheDocument();
  await creditWallet('500', 'Goodwill');
  expect(
    await screen.findByText('Support staff can credit or debit at most ₦50,000.00 at once.'),
  ).toBeInTheDocument();
  expect(screen.getByText('₦1,000.00')).toBeInTheDocument();
});

it('asks for a reason before sending anything', async () => {
  const sent = serveCustomer();
  renderPage();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Credit wallet' }));
  const form = await screen.findByRole('form', { name: "Credit Ngozi Eze's wallet" });
  await user.type(within(form).getByLabelText('Amount'), '500');
  await user.click(within(form).getByRole('button', { name: 'Credit' }));
  expect(
    await within(form).findByText('Give a reason (at least 3 characters).'),
  ).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('tells support why they cannot act on an owner, with every action disabled', async () => {
  serveCustomer(undefined, 'owner');
  renderPage();
  const reason = await screen.findByRole('note');
  expect(reason).toHaveTextContent("Support staff cannot act on an owner's account.");
  for (const name of [
    'Credit wallet',
    'Debit wallet',
    'Change level',
    'Suspend',
    'Sign out everywhere',
  ]) {
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Support staff cannot act on an owner's account.");
  }
});

it('says "Sent for approval" when the server keeps a large credit for another owner', async () => {
  serveCustomer(() =>
    HttpResponse.json(
      {
        message:
          'Sent for approval: a credit of ₦500.00 is above ₦100.00, so another owner must approve it.',
        data: { approval: { id: 7, status: 'pending' } },
      },
      { status: 202 },
    ),
  );
  renderPage();
  expect(await screen.findByText('₦1,000.00')).toBeInTheDocument();
  await creditWallet('500', 'Agent float');
  expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
  expect(screen.getByText('₦1,000.00')).toBeInTheDocument();
});

/** Opens the Credit dialog and types the amount key by key (user-event types one key at a time). */
async function typeCreditAmount(amount: string) {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Credit wallet' }));
  const form = await screen.findByRole('form', { name: "Credit Ngozi Eze's wallet" });
  const field = within(form).getByLabelText('Amount');
  await user.type(field, amount);
  return { user, form, field };
}

describe('the amount as typed is the amount credited', () => {
  it.each([
    ['1000.05', 1000.05, '₦1,000.05'],
    ['0.05', 0.05, '₦0.05'],
    ['1.01', 1.01, '₦1.01'],
  ])('shows %s while typing, confirms %s and sends it', async (typed, amount, named) => {
    const sent = serveCustomer();
    renderPage();
    const { user, form, field } = await typeCreditAmount(typed);
    expect(field).toHaveValue(typed);
    await user.type(within(form).getByLabelText('Reason'), 'Failed transfer refund');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(
      (await screen.findAllByText(`Credit ${named} to Ngozi Eze (ngozi@example.com)?`)).length,
    ).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText(`₦${amount} credited to the wallet.`);
    expect(sent.map(({ body }) => body)).toEqual([
      { direction: 'credit', amount, reason: 'Failed transfer refund' },
    ]);
  });

  it('refuses a third decimal with a message as it is typed, never rounding it', async () => {
    const sent = serveCustomer();
    renderPage();
    const { user, form, field } = await typeCreditAmount('1000.055');
    expect(field).toHaveValue('1000.055');
    expect(await within(form).findByText(AMOUNT_MESSAGES.decimals)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Reason'), 'Failed transfer refund');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says support's limit before the confirmation, in the field", async () => {
    const sent = serveCustomer();
    renderPage();
    const { user, form } = await typeCreditAmount('50000.01');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill gesture');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(
      await within(form).findByText(
        'Support staff may credit or debit at most ₦50,000.00 at a time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says a reason of spaces around one letter is no reason', async () => {
    const sent = serveCustomer();
    renderPage();
    const { user, form } = await typeCreditAmount('500');
    await user.type(within(form).getByLabelText('Reason'), '  a ');
    await user.click(within(form).getByRole('button', { name: 'Credit' }));
    expect(await within(form).findByText(REASON_MESSAGES.tooShort)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe("an owner's airtime-to-cash cap and the levels given", () => {
  /** The page as an owner (or support) sees it, against a server that keeps the cap it is sent. */
  function serveOwnersView(viewer: ConsoleMe = consoleStaff('owner')) {
    let cap: number | null = null;
    const caps: unknown[] = [];
    mswServer.use(
      http.get(apiUrl('console/me'), () => HttpResponse.json({ data: viewer })),
      http.get(apiUrl('console/customers/41'), () =>
        HttpResponse.json({ data: { ...customer(1_000), airtime_to_cash_cap: cap } }),
      ),
      http.get(apiUrl('console/customers/41/kyc'), () => HttpResponse.json({ data: notVerified })),
      http.get(apiUrl('console/customers/41/ledger'), () =>
        HttpResponse.json({ data: [], meta: { count: 0, page: 1, page_size: 10 } }),
      ),
      http.put(apiUrl('console/customers/41/airtime-to-cash-cap'), async ({ request }) => {
        const body = (await request.json()) as { daily_cap: number | null; reason: string };
        caps.push(body);
        cap = body.daily_cap;
        return HttpResponse.json({
          message:
            cap === null
              ? 'The airtime-to-cash cap is removed: the staff limits and approvals still apply.'
              : `Airtime-to-cash payouts to this customer are now capped at ₦${cap} in any 24 hours.`,
          data: { ...customer(1_000), airtime_to_cash_cap: cap },
        });
      }),
    );
    return caps;
  }

  it('lets an owner set the cap with a reason, shows it, then remove it', async () => {
    const caps = serveOwnersView();
    renderPage();
    const user = setupUser();
    const card = await screen.findByLabelText('Airtime-to-cash cap');
    expect(card).toHaveTextContent('No cap: the staff limits and approvals apply.');

    await user.click(within(card).getByRole('button', { name: 'Set cap' }));
    const form = await screen.findByRole('form', {
      name: "Cap Ngozi Eze's airtime-to-cash payouts",
    });
    await user.type(within(form).getByLabelText('Most paid in any 24 hours'), '20000');
    await user.type(within(form).getByLabelText('Reason'), 'Many requests from new SIMs');
    await user.click(within(form).getByRole('button', { name: 'Save cap' }));
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'At most ₦20,000.00 paid out in any 24 hours, approved payouts too.',
      ),
    );

    await user.click(within(card).getByRole('button', { name: 'Remove cap' }));
    const removal = await screen.findByRole('form', {
      name: "Remove Ngozi Eze's airtime-to-cash cap",
    });
    await user.type(within(removal).getByLabelText('Reason'), 'Checked the SIMs');
    await user.click(within(removal).getByRole('button', { name: 'Remove cap' }));
    await waitFor(() =>
      expect(card).toHaveTextContent('No cap: the staff limits and approvals apply.'),
    );
    expect(caps).toEqual([
      { daily_cap: 20_000, reason: 'Many requests from new SIMs' },
      { daily_cap: null, reason: 'Checked the SIMs' },
    ]);
  });

  it('shows support the cap without a way to change it', async () => {
    serveOwnersView(support);
    renderPage();
    const card = await screen.findByLabelText('Airtime-to-cash cap');
    expect(card).toHaveTextContent('No cap');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Sent for approval" when a level given without its price waits for another owner', async () => {
    serveOwnersView();
    const message =
      "Level given without its price of ₦10,000.00 needs another owner's approval: your credits in 24 hours would pass ₦1,000,000.00. It waits on the Approvals screen; no money has moved yet.";
    mswServer.use(
      http.put(apiUrl('console/customers/41/level'), () =>
        HttpResponse.json(
          { message, data: { approval: { id: 4, status: 'pending' } } },
          { status: 202 },
        ),
      ),
    );
    renderPage();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Change level' }));
    const form = await screen.findByRole('form', { name: 'Change level: Ngozi Eze' });
    await choose(user, 'Level', 'API');
    await user.type(within(form).getByLabelText('Reason'), 'Signed the API agreement');
    await user.click(within(form).getByRole('button', { name: 'Change level' }));
    await waitFor(() => expect(popupTexts()).toContain(`${SENT_FOR_APPROVAL}${message}`));
  });
});
