import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { WALLET_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  confirmDialog,
  TEST_PIN,
  buildLevelPrices,
  buildUser,
  choose,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { DOWNGRADE_NOTE, UpgradeLevelForm } from './UpgradeLevelForm';

const ada = buildUser({ wallet_balance: 7500, user_level: 'agent' });

function serveUser(state = { user: ada }, levels = buildLevelPrices()) {
  mswServer.use(
    http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: state.user })),
    http.get(apiUrl('get-levels/'), () => HttpResponse.json({ data: levels })),
  );
}

const details = () => within(document.querySelector('.ant-descriptions') as HTMLElement);

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<UpgradeLevelForm />);
  await details().findByText('Agent');
  const submit = () => user.click(screen.getByRole('button', { name: /Upgrade|Downgrade/ }));
  return { user, submit, ...view };
}

beforeEach(() => writeAccessToken('token-1'));

it('shows the wallet balance and all four levels with prices, the current one disabled', async () => {
  serveUser();
  const { user } = await setup();
  expect(details().getByText('₦7,500.00')).toBeInTheDocument();

  await user.click(screen.getByLabelText('Level'));
  const listbox = await screen.findByRole('listbox');
  const holder = within(listbox.parentElement as HTMLElement);
  for (const title of ['Normal - ₦50.00', 'Reseller - ₦5,000.00', 'API - ₦10,000.00'])
    expect(holder.getByTitle(title)).not.toHaveClass('ant-select-item-option-disabled');
  expect(holder.getByTitle('Agent - ₦100.00 (current)')).toHaveClass(
    'ant-select-item-option-disabled',
  );
});

it("says 'Choose a level from the list' without calling the server", async () => {
  serveUser();
  const calls = jest.fn();
  mswServer.use(http.put(apiUrl('upgrade-user/'), () => (calls(), HttpResponse.json({}))));
  const { submit } = await setup();
  await submit();
  await waitFor(() => expect(popupTexts()).toEqual([WALLET_MESSAGES.levelRequired]));
  expect(fieldError('Level')).toBe(WALLET_MESSAGES.levelRequired);
  expect(calls).not.toHaveBeenCalled();
});

it('sends nothing when the confirmation is answered No', async () => {
  serveUser();
  const calls = jest.fn();
  mswServer.use(http.put(apiUrl('upgrade-user/'), () => (calls(), HttpResponse.json({}))));
  const { user, submit } = await setup();
  await choose(user, 'Level', 'Reseller - ₦5,000.00');
  await submit();
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
  expect(dialog).toHaveTextContent(
    'Upgrade to Reseller: ₦5,000.00 will be charged to your wallet.',
  );
  await user.click(screen.getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).not.toHaveBeenCalled();
});

it('on Yes sends the level and its price, shows the message and the refetched level', async () => {
  const state = { user: ada };
  serveUser(state);
  let body: unknown;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  mswServer.use(
    http.put(apiUrl('upgrade-user/'), async ({ request }) => {
      body = await request.json();
      await gate;
      state.user = { ...ada, user_level: 'reseller', wallet_balance: 2500 };
      return HttpResponse.json({
        message: WALLET_MESSAGES.upgraded,
        data: { user_level: 'reseller', wallet_balance: 2500 },
      });
    }),
  );
  const { user, submit } = await setup();
  await choose(user, 'Level', 'Reseller - ₦5,000.00');
  expect(screen.queryByText(DOWNGRADE_NOTE)).not.toBeInTheDocument();
  await submit();
  await confirmDialog(user, 'Yes');

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  const success = await screen.findByText(WALLET_MESSAGES.upgraded);
  expect(success.closest('[data-notice="success"]')).not.toBeNull();
  expect(body).toEqual({ level: 'reseller', amount: 5000, pin: TEST_PIN });
  expect(await details().findByText('Reseller')).toBeInTheDocument();
  expect(details().getByText('₦2,500.00')).toBeInTheDocument();
});

it('notes that a downgrade is free and immediate and labels the button Downgrade', async () => {
  serveUser();
  let body: unknown;
  mswServer.use(
    http.put(apiUrl('upgrade-user/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        message: WALLET_MESSAGES.downgraded,
        data: { user_level: 'normal', wallet_balance: 7500 },
      });
    }),
  );
  const { user } = await setup();
  await choose(user, 'Level', 'Normal - ₦50.00');
  expect(screen.getByRole('alert')).toHaveTextContent(DOWNGRADE_NOTE);
  await user.click(screen.getByRole('button', { name: 'Downgrade' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    `Downgrade to Normal. ${DOWNGRADE_NOTE}`,
  );
  await confirmDialog(user, 'Yes');
  expect(await screen.findByText(WALLET_MESSAGES.downgraded)).toBeInTheDocument();
  expect(body).toEqual({ level: 'normal', amount: 50, pin: TEST_PIN });
});

it("shows the server's error as a popup and in the on-page list", async () => {
  serveUser();
  const insufficient = WALLET_MESSAGES.walletInsufficient;
  mswServer.use(
    http.put(apiUrl('upgrade-user/'), () =>
      HttpResponse.json(
        { message: insufficient, errors: [{ detail: insufficient }], data: {} },
        { status: 400 },
      ),
    ),
  );
  const { user, submit } = await setup();
  // within the balance the screen knows of, refused by the server (it was spent meanwhile)
  await choose(user, 'Level', 'Reseller - ₦5,000.00');
  await submit();
  await confirmDialog(user, 'Yes');
  await waitFor(() => expect(popupTexts()).toEqual([insufficient]));
  expect(errorList().getByRole('listitem')).toHaveTextContent(insufficient);
});

it('reads the prices again when the server says the price changed, and the next try pays the new one', async () => {
  const prices = { current: buildLevelPrices() };
  mswServer.use(
    http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: ada })),
    http.get(apiUrl('get-levels/'), () => HttpResponse.json({ data: prices.current })),
  );
  const sent: unknown[] = [];
  const changed = WALLET_MESSAGES.levelPriceChanged;
  mswServer.use(
    http.put(apiUrl('upgrade-user/'), async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      sent.push(body);
      if (body.amount !== 4500)
        return HttpResponse.json(
          { message: changed, errors: [{ detail: changed, field: 'amount' }], data: {} },
          { status: 400 },
        );
      return HttpResponse.json({
        message: WALLET_MESSAGES.upgraded,
        data: { user_level: 'reseller', wallet_balance: 3000 },
      });
    }),
  );
  const { user, submit } = await setup();
  await choose(user, 'Level', 'Reseller - ₦5,000.00');
  // the owner lowers the price while the customer looks at the old one
  prices.current = buildLevelPrices({ reseller: 4500 });
  await submit();
  await confirmDialog(user, 'Yes');
  await waitFor(() => expect(popupTexts()).toContain(changed));

  await choose(user, 'Level', 'Reseller - ₦4,500.00');
  await submit();
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    'Upgrade to Reseller: ₦4,500.00 will be charged to your wallet.',
  );
  await confirmDialog(user, 'Yes');
  expect(await screen.findByText(WALLET_MESSAGES.upgraded)).toBeInTheDocument();
  expect(sent).toEqual([
    { level: 'reseller', amount: 5000, pin: TEST_PIN },
    { level: 'reseller', amount: 4500, pin: TEST_PIN },
  ]);
});

it('stops an upgrade the wallet cannot pay before the confirmation, with the way to fund it', async () => {
  serveUser();
  const calls = jest.fn();
  mswServer.use(
    http.put(apiUrl('upgrade-user/'), () => (calls(), HttpResponse.json({ data: {} }))),
  );
  const { user, submit } = await setup();
  await choose(user, 'Level', 'API - ₦10,000.00');
  await submit();

  const item = await waitFor(() => errorList().getByRole('listitem'));
  expect(item).toHaveTextContent(WALLET_MESSAGES.walletInsufficient);
  expect(within(item).getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
});
