import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { WALLET_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  confirmDialog,
  TEST_PIN,
  buildUser,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { TransferBonusForm } from './TransferBonusForm';

const ada = buildUser({ bonus: 1250.5, user_level: 'agent' });

/** get-user/ answers with the current `state.user`, which a transfer handler may change. */
function serveUser(state = { user: ada }) {
  const userCalls = jest.fn();
  mswServer.use(
    http.get(apiUrl('get-user/'), () => {
      userCalls();
      return HttpResponse.json({ data: state.user });
    }),
  );
  return userCalls;
}

function setup() {
  const user = setupUser();
  const view = renderWithProviders(<TransferBonusForm />);
  const amount = () => screen.getByLabelText('Amount');
  const button = () => screen.getByRole('button', { name: /Transfer to wallet|Processing/ });
  return { user, amount, button, ...view };
}

const details = () => within(document.querySelector('.ant-descriptions') as HTMLElement);

beforeEach(() => writeAccessToken('token-1'));

it('shows the referral bonus and wallet balance', async () => {
  serveUser();
  setup();
  expect(await details().findByText('₦1,250.50')).toBeInTheDocument();
  expect(details().getByText('Referral Bonus')).toBeInTheDocument();
  expect(details().getByText('₦5,000.00')).toBeInTheDocument();
});

it('shows how much can be transferred', async () => {
  serveUser();
  setup();
  expect(
    await screen.findByText('You can transfer up to ₦1,250.50 (at least ₦1,000.00).'),
  ).toBeInTheDocument();
});

it('says there is nothing to transfer while the bonus is under ₦1000', async () => {
  serveUser({ user: buildUser({ bonus: 400 }) });
  setup();
  expect(
    await screen.findByText('Nothing to transfer yet: a transfer is at least ₦1,000.00.'),
  ).toBeInTheDocument();
});

it('answers an empty or too small amount with its message, focusing the field', async () => {
  const sent = jest.fn();
  serveUser();
  mswServer.use(http.post(apiUrl('transfer-bonus/'), () => (sent(), HttpResponse.json({}))));
  const { user, amount, button } = setup();
  await screen.findByText(/You can transfer up to/);
  expect(button()).toBeEnabled();

  await user.click(button());
  await waitFor(() => expect(fieldError('Amount')).toBe(WALLET_MESSAGES.amountRequired));
  expect(amount()).toHaveFocus();
  await waitFor(() => expect(popupTexts()).toEqual([WALLET_MESSAGES.amountRequired]));

  await user.type(amount(), '999');
  await waitFor(() => expect(fieldError('Amount')).toBe(WALLET_MESSAGES.bonusMinimum));
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toEqual([WALLET_MESSAGES.bonusMinimum]));

  await user.clear(amount());
  await user.type(amount(), '1000');
  await waitFor(() => expect(fieldError('Amount')).toBeNull());
  expect(sent).not.toHaveBeenCalled();
});

it('sends nothing when the confirmation is answered No', async () => {
  serveUser();
  const calls = jest.fn();
  mswServer.use(
    http.post(apiUrl('transfer-bonus/'), () => (calls(), HttpResponse.json({ data: {} }))),
  );
  const { user, amount, button } = setup();
  await user.type(amount(), '1000');
  await user.click(button());
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
  expect(dialog).toHaveTextContent('₦1,000.00 will move from your referral bonus to your wallet.');
  await user.click(screen.getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).not.toHaveBeenCalled();
  expect(amount()).toHaveValue('1000');
});

it('on Yes sends the typed amount, shows the server message and the refetched balances', async () => {
  const state = { user: ada };
  const userCalls = serveUser(state);
  let body: unknown;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  mswServer.use(
    http.post(apiUrl('transfer-bonus/'), async ({ request }) => {
      body = await request.json();
      await gate;
      state.user = { ...ada, bonus: 250.5, wallet_balance: 6000 };
      return HttpResponse.json({
        message: WALLET_MESSAGES.bonusTransferred,
        data: { bonus: 250.5, wallet_balance: 6000 },
      });
    }),
  );
  const { user, amount, button } = setup();
  await details().findByText('₦1,250.50');
  await user.type(amount(), '1000');
  await user.click(button());
  await confirmDialog(user, 'Yes');

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  const success = await screen.findByText(WALLET_MESSAGES.bonusTransferred);
  expect(success.closest('[data-notice="success"]')).not.toBeNull();
  expect(body).toEqual({ amount: 1000, pin: TEST_PIN });
  expect(await details().findByText('₦250.50')).toBeInTheDocument();
  expect(details().getByText('₦6,000.00')).toBeInTheDocument();
  expect(userCalls).toHaveBeenCalledTimes(2);
  expect(amount()).toHaveValue('');
});

it("shows the server's error as a popup and in the on-page list", async () => {
  serveUser();
  mswServer.use(
    http.post(apiUrl('transfer-bonus/'), () =>
      HttpResponse.json(
        {
          message: WALLET_MESSAGES.bonusInsufficient,
          errors: [{ field: 'amount', detail: WALLET_MESSAGES.bonusInsufficient }],
          data: { amount: WALLET_MESSAGES.bonusInsufficient },
        },
        { status: 400 },
      ),
    ),
  );
  const { user, amount, button } = setup();
  // within the bonus the screen knows of, refused by the server (it was spent meanwhile)
  await details().findByText('₦1,250.50');
  await user.type(amount(), '1200');
  await user.click(button());
  await confirmDialog(user, 'Yes');

  await waitFor(() => expect(popupTexts()).toEqual([WALLET_MESSAGES.bonusInsufficient]));
  expect(errorList().getByRole('listitem')).toHaveTextContent(WALLET_MESSAGES.bonusInsufficient);
  expect(button()).toBeEnabled();
});

it('stops a transfer above the referral bonus before the confirmation', async () => {
  serveUser();
  const calls = jest.fn();
  mswServer.use(
    http.post(apiUrl('transfer-bonus/'), () => (calls(), HttpResponse.json({ data: {} }))),
  );
  const { user, amount, button } = setup();
  await details().findByText('₦1,250.50');
  await user.type(amount(), '1250.51');
  await user.click(button());

  await waitFor(() => expect(popupTexts()).toEqual([WALLET_MESSAGES.bonusInsufficient]));
  expect(errorList().getByRole('listitem')).toHaveTextContent(WALLET_MESSAGES.bonusInsufficient);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
});
