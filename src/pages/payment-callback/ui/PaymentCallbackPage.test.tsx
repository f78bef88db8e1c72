import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { useGetUserQuery } from '@/entities/user';
import { formatNaira } from '@contract/format';
import { FUNDING_MESSAGES } from '@contract/rules';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PaymentCallbackPage } from './PaymentCallbackPage';

const verification = (paymentStatus: string, amountPaid = 5000) => ({
  data: {
    requestSuccessful: true,
    responseMessage: 'success',
    responseCode: '0',
    responseBody: {
      paymentStatus,
      amountPaid,
      totalPayable: amountPaid,
      paymentReference: 'NT-abc-1',
      transactionReference: 'MNFY|1',
      paidOn: null,
    },
  },
});

/** verify-atm-payment/ answering with `reply`; returns the references asked about. */
function serveVerify(reply: () => Response) {
  const references: (string | null)[] = [];
  mswServer.use(
    http.get(apiUrl('verify-atm-payment/'), ({ request }) => {
      references.push(new URL(request.url).searchParams.get('payment_reference'));
      return reply();
    }),
  );
  return references;
}

/** Shows the wallet balance as the dashboard does, so a refetch after a payment is visible. */
function Balance() {
  const { data } = useGetUserQuery();
  return <p aria-label="balance">{data ? formatNaira(data.wallet_balance) : ''}</p>;
}

const render = (route = '/dashboard/callback?paymentReference=NT-abc-1') =>
  renderWithProviders(<PaymentCallbackPage />, { route });

beforeEach(() => {
  writeAccessToken('token-1');
  window.sessionStorage.clear();
});

it("verifies the callback's reference and says 'Payment successful!' for PAID", async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const references: (string | null)[] = [];
  mswServer.use(
    http.get(apiUrl('verify-atm-payment/'), async ({ request }) => {
      references.push(new URL(request.url).searchParams.get('payment_reference'));
      await gate;
      return HttpResponse.json(verification('PAID'));
    }),
  );
  render();
  expect(await screen.findByText('Verifying your payment... Please wait.')).toBeVisible();
  release();
  expect(await screen.findByText('Payment successful!')).toBeVisible();
  expect(screen.getByText('₦5,000.00 has been added to your wallet.')).toBeVisible();
  expect(references).toEqual(['NT-abc-1']);
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.getByRole('link', { name: 'Fund wallet again' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
});

it('refetches the user after a payment so the new balance shows', async () => {
  const state = { balance: 0 };
  const userCalls = jest.fn();
  mswServer.use(
    http.get(apiUrl('get-user/'), () => {
      userCalls();
      return HttpResponse.json({ data: { wallet_balance: state.balance } });
    }),
  );
  serveVerify(() => {
    state.balance = 5000;
    return HttpResponse.json(verification('PAID'));
  });
  renderWithProviders(
    <>
      <Balance />
      <PaymentCallbackPage />
    </>,
    { route: '/dashboard/callback?paymentReference=NT-abc-1' },
  );
  expect(await screen.findByText('Payment successful!')).toBeVisible();
  await waitFor(() => expect(screen.getByLabelText('balance')).toHaveTextContent('₦5,000.00'));
  expect(userCalls).toHaveBeenCalledTimes(2);
});

it('says the same for OVERPAID', async () => {
  serveVerify(() => HttpResponse.json(verification('OVERPAID', 6000)));
  render();
  expect(await screen.findByText('Payment successful!')).toBeVisible();
});

it("says 'Payment pending!' for PENDING", async () => {
  serveVerify(() => HttpResponse.json(verification('PENDING', 0)));
  render();
  expect(await screen.findByText('Payment pending!')).toBeVisible();
  expect(document.querySelector('.ant-result-warning')).not.toBeNull();
});

it.each(['CANCELLED', 'ABANDONED'])(
  'says a %s checkout was cancelled and the card not charged',
  async (status) => {
    serveVerify(() => HttpResponse.json(verification(status, 0)));
    render();
    expect(await screen.findByText('Payment cancelled')).toBeVisible();
    expect(
      screen.getByText(
        'You cancelled the payment: your card was not charged and your wallet is unchanged.',
      ),
    ).toBeVisible();
    expect(document.querySelector('.ant-result-info')).not.toBeNull();
  },
);

it.each(['FAILED', 'EXPIRED', 'PARTIALLY_PAID'])(
  "says 'Payment failed!' for %s",
  async (status) => {
    serveVerify(() => HttpResponse.json(verification(status, 0)));
    render();
    expect(await screen.findByText('Payment failed!')).toBeVisible();
    expect(document.querySelector('.ant-result-error')).not.toBeNull();
  },
);

it("says 'Payment failed!' with the server's message when the call fails", async () => {
  serveVerify(() =>
    HttpResponse.json(
      {
        message: FUNDING_MESSAGES.paymentNotFound,
        errors: [{ detail: FUNDING_MESSAGES.paymentNotFound }],
        data: {},
      },
      { status: 404 },
    ),
  );
  render();
  expect(await screen.findByText('Payment failed!')).toBeVisible();
  expect(screen.getByText(FUNDING_MESSAGES.paymentNotFound)).toBeVisible();
});

it('falls back to the transactionReference saved before the checkout', async () => {
  window.sessionStorage.setItem('transactionReference', 'MNFY|20261121|7');
  const references = serveVerify(() => HttpResponse.json(verification('PAID')));
  render('/dashboard/callback');
  expect(await screen.findByText('Payment successful!')).toBeVisible();
  expect(references).toEqual(['MNFY|20261121|7']);
});

it("says 'Payment failed!' without calling the server when there is no reference", async () => {
  const references = serveVerify(() => HttpResponse.json(verification('PAID')));
  render('/dashboard/callback');
  expect(await screen.findByText('Payment failed!')).toBeVisible();
  expect(screen.getByText('No payment reference was found.')).toBeVisible();
  expect(references).toEqual([]);
});
