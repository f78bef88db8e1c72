import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { browserNavigation } from '@/shared/lib/navigation';
import { FUNDING_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { CardFundingForm } from './CardFundingForm';

const checkout = {
  transactionReference: 'MNFY|20261121|000123',
  checkoutUrl: 'http://localhost/simulator/monnify/checkout/MNFY%7C20261121%7C000123',
  paymentReference: 'NT-abc-1',
};

function setup() {
  const user = setupUser();
  const view = renderWithProviders(<CardFundingForm />);
  const amount = () => screen.getByLabelText('Amount');
  const button = () => screen.getByRole('button', { name: /Fund wallet|Processing/ });
  return { user, amount, button, ...view };
}

let loads: jest.SpyInstance;
beforeEach(() => {
  writeAccessToken('token-1');
  window.sessionStorage.clear();
  loads = jest.spyOn(browserNavigation, 'fullPageLoad').mockImplementation(() => undefined);
});
afterEach(() => {
  loads.mockRestore();
  jest.useRealTimers();
});

it("says 'Amount can not be less than ₦1000' and keeps the button disabled below it", async () => {
  const { user, amount, button } = setup();
  expect(button()).toBeDisabled();

  await user.click(amount());
  await user.tab();
  await waitFor(() => expect(fieldError('Amount')).toBe(FUNDING_MESSAGES.amountRequired));

  await user.type(amount(), '999');
  await waitFor(() => expect(fieldError('Amount')).toBe(FUNDING_MESSAGES.cardMinimum));
  expect(button()).toBeDisabled();

  await user.type(amount(), '0');
  await waitFor(() => expect(fieldError('Amount')).toBeNull());
  expect(button()).toBeEnabled();
});

it('sends the amount, saves the transactionReference and opens the checkout 1 s later', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let body: unknown;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  mswServer.use(
    http.post(apiUrl('generate-payment-link/'), async ({ request }) => {
      body = await request.json();
      await gate;
      return HttpResponse.json({ data: checkout });
    }),
  );
  const { user, amount, button } = setup();
  await user.type(amount(), '5000');
  await user.click(button());

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  act(() => release());
  expect(await screen.findByText('Redirecting to the secure checkout...')).toBeVisible();
  expect(body).toEqual({ amount: 5000 });
  expect(window.sessionStorage.getItem('transactionReference')).toBe(checkout.transactionReference);
  // the button stays disabled while the browser leaves, so nobody pays twice
  expect(button()).toBeDisabled();

  expect(loads).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(loads).toHaveBeenCalledTimes(1);
  expect(loads).toHaveBeenCalledWith(checkout.checkoutUrl);
});

it("shows the server's error as a popup and in the on-page list, and stays put", async () => {
  mswServer.use(
    http.post(apiUrl('generate-payment-link/'), () =>
      HttpResponse.json(
        {
          message: FUNDING_MESSAGES.providerUnavailable,
          errors: [{ detail: FUNDING_MESSAGES.providerUnavailable }],
          data: {},
        },
        { status: 502 },
      ),
    ),
  );
  const { user, amount, button } = setup();
  await user.type(amount(), '1500');
  await user.click(button());

  await waitFor(() => expect(popupTexts()).toEqual([FUNDING_MESSAGES.providerUnavailable]));
  expect(errorList().getByRole('listitem')).toHaveTextContent(FUNDING_MESSAGES.providerUnavailable);
  expect(button()).toBeEnabled();
  expect(window.sessionStorage.getItem('transactionReference')).toBeNull();
  expect(loads).not.toHaveBeenCalled();
});

it("lists the server's field message for a rejected amount", async () => {
  mswServer.use(
    http.post(apiUrl('generate-payment-link/'), () =>
      HttpResponse.json(
        {
          message: FUNDING_MESSAGES.amountDecimals,
          errors: [{ field: 'amount', detail: FUNDING_MESSAGES.amountDecimals }],
          data: { amount: FUNDING_MESSAGES.amountDecimals },
        },
        { status: 400 },
      ),
    ),
  );
  const { user, amount, button } = setup();
  await user.type(amount(), '1000');
  await user.click(button());
  expect(await errorList().findByText(FUNDING_MESSAGES.amountDecimals)).toBeInTheDocument();
});

describe('the amount as typed is the amount sent', () => {
  function captureLinkRequests() {
    const sent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('generate-payment-link/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: checkout });
      }),
    );
    return sent;
  }

  it('shows 1000.05 as typed key by key and sends 1000.05 naira', async () => {
    const sent = captureLinkRequests();
    const { user, amount, button } = setup();
    await user.type(amount(), '1000.05');
    expect(amount()).toHaveValue('1000.05');
    await user.click(button());
    expect(await screen.findByText('Redirecting to the secure checkout...')).toBeVisible();
    expect(sent).toEqual([{ amount: 1000.05 }]);
  });

  it.each(['0.05', '1.01'])(
    'shows %s as typed and says the minimum instead of sending it',
    async (typed) => {
      const sent = captureLinkRequests();
      const { user, amount, button } = setup();
      await user.type(amount(), typed);
      expect(amount()).toHaveValue(typed);
      await user.tab();
      await waitFor(() => expect(fieldError('Amount')).toBe(FUNDING_MESSAGES.cardMinimum));
      expect(button()).toBeDisabled();
      expect(sent).toEqual([]);
    },
  );

  it('refuses a third decimal with a message as it is typed, never rounding it', async () => {
    const sent = captureLinkRequests();
    const { user, amount, button } = setup();
    await user.type(amount(), '1000.055');
    expect(amount()).toHaveValue('1000.055');
    await waitFor(() => expect(fieldError('Amount')).toBe(FUNDING_MESSAGES.amountDecimals));
    await user.click(button());
    expect(fieldError('Amount')).toBe(FUNDING_MESSAGES.amountDecimals);
    expect(sent).toEqual([]);
  });
});
