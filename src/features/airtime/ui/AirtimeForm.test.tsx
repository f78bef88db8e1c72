import { screen, waitFor, within } from '@testing-library/react';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  fieldError,
  popupTexts,
  renderWithProviders,
  setupUser,
  capturePurchase,
  capturePurchaseAnswers,
  confirmDialog,
  confirmPurchase,
  expectRefusalClearedAtNextAttempt,
  enterText,
  serveCategoryPackages,
  serveGetError,
  servePurchaseByKey,
  TEST_PIN,
} from '@/shared/lib/test';
import { CHECKING_MESSAGE, NOT_CHARGED_MESSAGE } from '@/shared/ui/purchase';
import { AirtimeForm } from './AirtimeForm';

const M = PURCHASE_MESSAGES.airtime;

const networks: Package[] = [
  {
    id: 11,
    title: 'MTN',
    image: '/media/logos/mtn.svg',
    description: 'MTN VTU airtime, delivered instantly',
    network_type: null,
    service_id: 'mtn',
    products: { discount: 2 },
  },
  {
    id: 12,
    title: 'GLO',
    image: '/media/logos/glo.svg',
    description: 'Glo airtime',
    network_type: null,
    service_id: 'glo',
    products: { discount: 3.5 },
  },
];

const servePackages = (packages: Package[] = networks) => serveCategoryPackages(1, packages);

const servePurchase = (status = 200, message = 'Transaction successful', gate?: Promise<void>) =>
  capturePurchase('purchase-airtime/', status, message, gate);

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<AirtimeForm />);
  await screen.findByRole('radio', { name: 'MTN' });
  const amount = () => screen.getByLabelText('Amount');
  const phone = () => screen.getByLabelText('Phone Number');
  const button = () => screen.getByRole('button', { name: /Confirm Purchase|Processing/ });
  return { user, amount, phone, button, ...view };
}

async function fill(user: ReturnType<typeof setupUser>, network = 'MTN', amount = '100') {
  await user.click(screen.getByRole('radio', { name: network }));
  await user.type(screen.getByLabelText('Amount'), amount);
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');
}

beforeEach(() => writeAccessToken('token-1'));

it('shows the spinner while the networks load, then the network tiles', async () => {
  servePackages();
  renderWithProviders(<AirtimeForm />);
  expect(screen.getByText('Loading Plans... Please wait')).toBeInTheDocument();
  const group = await screen.findByRole('radiogroup', { name: 'Network' });
  expect(await within(group).findAllByRole('radio')).toHaveLength(2);
  await waitFor(() =>
    expect(screen.queryByText('Loading Plans... Please wait')).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('keeps the button disabled until network, amount and phone are all given', async () => {
  servePackages();
  const { user, amount, phone, button } = await setup();
  expect(button()).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  expect(button()).toBeDisabled();
  await user.type(amount(), '100');
  expect(button()).toBeDisabled();
  await user.type(phone(), '0803');
  expect(button()).toBeEnabled();
  expect(phone()).toHaveAttribute('inputmode', 'tel');
  expect(amount()).toHaveAttribute('inputmode', 'decimal');
});

it('shows the description and the charge after the discount, in kobo', async () => {
  servePackages();
  const { user, amount } = await setup();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  expect(screen.getByRole('radio', { name: 'MTN' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('MTN VTU airtime, delivered instantly')).toBeInTheDocument();
  await user.type(amount(), '1000');
  expect(screen.getByText('You will be charged ₦980.00')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  // A new network resets amount, charge text and phone.
  expect(amount()).toHaveValue('');
  expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
  await user.type(amount(), '150');
  expect(screen.getByText('You will be charged ₦144.75')).toBeInTheDocument();
});

it('shows the required messages on leaving the fields, and the invalid phone while typing', async () => {
  servePackages();
  const { user, amount, phone } = await setup();
  await user.click(phone());
  await user.click(amount());
  await user.tab();
  await waitFor(() => expect(fieldError('Phone Number')).toBe(M.phoneRequired));
  expect(fieldError('Amount')).toBe(M.amountRequired);
  await user.type(amount(), '0');
  await waitFor(() => expect(fieldError('Amount')).toBe(M.amountRequired));
  await user.clear(amount());
  await user.type(amount(), '99');
  await waitFor(() => expect(fieldError('Amount')).toBe(M.minimum));

  await user.type(phone(), '0803a');
  await waitFor(() => expect(fieldError('Phone Number')).toBe(PURCHASE_MESSAGES.phoneInvalid));
  // A purchase number has 11 to 13 digits: a letter or a short number is refused.
  await user.type(phone(), '{backspace}');
  await waitFor(() => expect(fieldError('Phone Number')).toBe(PURCHASE_MESSAGES.phoneInvalid));
  await user.type(phone(), '1234567');
  await waitFor(() => expect(fieldError('Phone Number')).toBeNull());
});

it('on submit reports the first failure in check order as a popup', async () => {
  servePackages();
  const sent = servePurchase();
  const { user, amount, phone, button } = await setup();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await user.type(amount(), '50');
  await user.type(phone(), '+0803x');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toEqual([M.minimum]));
  expect(fieldError('Amount')).toBe(M.minimum);

  await user.clear(amount());
  await user.type(amount(), '100');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(PURCHASE_MESSAGES.phoneInvalid));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('sends nothing when the confirmation is answered No', async () => {
  servePackages();
  const sent = servePurchase();
  const { user, amount } = await setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
  expect(dialog).toHaveTextContent('You will be charged ₦98.00.');
  await confirmDialog(user, 'No');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toHaveLength(0);
  expect(amount()).toHaveValue('100');
});

it('on Yes sends the payload with a fresh Idempotency-Key, shows green, and resets on New purchase', async () => {
  servePackages();
  const sent = servePurchase(200, 'Transaction successful');
  const { user, amount, phone, button } = await setup();
  await fill(user);
  await confirmPurchase(user);
  const success = await screen.findByText('Transaction successful');
  expect(success.closest('[data-notice="success"]')).not.toBeNull();
  expect(screen.getByRole('region', { name: 'Purchase result' })).toHaveFocus();
  expect(sent[0]?.body).toEqual({
    network: 'MTN',
    phone_number: '08031234567',
    amount: 100,
    package_id: 11,
  });
  expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[0]?.pin).toBe(TEST_PIN);
  // The form keeps its values under the result until the customer is done with it.
  expect(amount()).toHaveValue('100');
  await user.click(screen.getByRole('button', { name: 'New purchase' }));
  expect(screen.queryByRole('region', { name: 'Purchase result' })).not.toBeInTheDocument();
  expect(amount()).toHaveValue('');
  expect(phone()).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'MTN' })).toHaveAttribute('aria-checked', 'true');
  expect(button()).toBeDisabled();

  await user.type(amount(), '200');
  await enterText(user, phone(), '08031234567');
  await confirmPurchase(user);
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]?.body).toMatchObject({ amount: 200 });
  expect(sent[1]?.key).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]?.key).not.toBe(sent[0]?.key);
});

it('takes +234 803-123-4567 typed key by key, confirms it and sends 08031234567', async () => {
  servePackages();
  const sent = servePurchase(200, 'Transaction successful');
  const { user, amount, phone, button } = await setup();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await user.type(amount(), '100');
  await user.type(phone(), '+234 803-123-4567');
  expect(phone()).toHaveValue('+234 803-123-4567');
  await waitFor(() => expect(fieldError('Phone Number')).toBeNull());
  expect(button()).toBeEnabled();
  await user.click(button());
  expect(await screen.findByRole('dialog')).toHaveTextContent('for 08031234567');
  await confirmDialog(user, 'Yes');
  await screen.findByText('Transaction successful');
  expect(sent[0]?.body).toMatchObject({ phone_number: '08031234567' });
});

/** Closes the error dialog of a failed attempt with OK. */
async function closeErrorDialog(user: ReturnType<typeof setupUser>, message: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent(message));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The server has no purchase under the lost request's key: the screen says nothing was charged. */
async function expectNotCharged() {
  const errors = await screen.findByRole('list', { name: 'Errors' });
  await waitFor(() => expect(errors).toHaveTextContent(NOT_CHARGED_MESSAGE));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('Network Error');
}

it('recovers a lost answer by asking the server for the purchase by its key', async () => {
  servePackages();
  const sent = capturePurchaseAnswers('purchase-airtime/', ['lost']);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = servePurchaseByKey(
    { id: 77, status: 'confirmed', response: 'Transaction successful', amount: 98 },
    gate,
  );
  const { user } = await setup();
  await fill(user);
  await confirmPurchase(user);
  expect(await screen.findByText(CHECKING_MESSAGE)).toBeInTheDocument();
  release();

  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('Transaction successful');
  expect(panel).toHaveTextContent('Confirmed');
  expect(panel).toHaveFocus();
  // read by that key only (again when the refreshed history refreshes the panel); never re-sent
  expect(new Set(read)).toEqual(new Set([sent[0]?.key]));
  expect(sent).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('retries a purchase whose answer was lost with the same Idempotency-Key, so it is not bought twice', async () => {
  servePackages();
  const sent = capturePurchaseAnswers('purchase-airtime/', [
    'lost',
    { status: 200, message: 'Transaction successful' },
  ]);
  // The server has no purchase under the key yet: the customer may send it again, safely.
  const read = servePurchaseByKey(null);
  const { user } = await setup();
  await fill(user);
  await confirmPurchase(user);
  await expectNotCharged();
  expect(read).toEqual([sent[0]?.key]);

  await confirmPurchase(user);
  await screen.findByText('Transaction successful');
  expect(sent).toHaveLength(2);
  expect(sent[1]?.body).toEqual(sent[0]?.body);
  expect(sent[1]?.key).toBe(sent[0]?.key);
});

it('gives a new Idempotency-Key after a definite answer, or when the lost request was changed', async () => {
  servePackages();
  const sent = capturePurchaseAnswers('purchase-airtime/', [
    { status: 400, message: PURCHASE_MESSAGES.insufficient },
    'lost',
    'lost',
  ]);
  servePurchaseByKey(null);
  const { user, amount } = await setup();
  await fill(user);
  await confirmPurchase(user);
  await closeErrorDialog(user, PURCHASE_MESSAGES.insufficient);

  await confirmPurchase(user);
  await expectNotCharged();
  await user.clear(amount());
  await user.type(amount(), '150');
  await confirmPurchase(user);
  await waitFor(() => expect(sent).toHaveLength(3));
  await expectNotCharged();

  const [afterRefusal, lost, changed] = sent.map((request) => request.key);
  expect(sent).toHaveLength(3);
  expect(lost).not.toBe(afterRefusal);
  expect(changed).not.toBe(lost);
  expect(sent[2]?.body).toMatchObject({ amount: 150 });
});

it('shows Processing while sending, then a 201 answer in amber, keeping the form', async () => {
  servePackages();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  servePurchase(201, 'Transaction pending', gate);
  const { user, amount, phone } = await setup();
  await fill(user);
  await confirmPurchase(user);
  expect(await screen.findByRole('button', { name: 'Processing... Please wait.' })).toBeDisabled();
  release();
  const pending = await screen.findByText('Transaction pending');
  expect(pending.closest('[data-notice="warning"]')).not.toBeNull();
  expect(amount()).toHaveValue('100');
  expect(phone()).toHaveValue('08031234567');
});

it('shows a refusal in a dialog and the on-page list, cleared at the next attempt', async () => {
  servePackages();
  servePurchase(400, PURCHASE_MESSAGES.insufficient);
  const { user } = await setup();
  await fill(user);
  await confirmPurchase(user);
  await expectRefusalClearedAtNextAttempt(user, PURCHASE_MESSAGES.insufficient);
});

it("a wrong PIN shows the server's message, keeps the form, and the retry sends the PIN typed again", async () => {
  servePackages();
  const wrong = 'Wrong transaction PIN: 4 tries left.';
  const sent = capturePurchaseAnswers('purchase-airtime/', [
    { status: 403, message: wrong },
    { status: 200, message: 'Transaction successful' },
  ]);
  const { user, amount } = await setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await confirmDialog(user, 'Yes', '1111');
  await expectRefusalClearedAtNextAttempt(user, wrong);
  expect(amount()).toHaveValue('100');
  await confirmDialog(user, 'Yes', TEST_PIN);
  expect(await screen.findByText('Transaction successful')).toBeInTheDocument();
  expect(sent.map((request) => request.pin)).toEqual(['1111', TEST_PIN]);
  expect(sent[1]?.body).toEqual(sent[0]?.body);
});

it('shows the server message when the networks cannot be loaded', async () => {
  serveGetError('get-package/1/', 'Service unavailable', 503);
  renderWithProviders(<AirtimeForm />);
  await waitFor(() => expect(popupTexts()).toEqual(['Service unavailable']));
});
