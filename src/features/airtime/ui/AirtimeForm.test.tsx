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
  confirmDialog,
  confirmPurchase,
  enterText,
  serveCategoryPackages,
  SAMPLE_PACKAGES,
  buildNetworkStatusEntry,
  serveNetworkStatus,
} from '@/shared/lib/test';
import { AirtimeForm } from './AirtimeForm';

const M = PURCHASE_MESSAGES.airtime;

const networks: Package[] = [
  SAMPLE_PACKAGES.mtnAirtime,
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

const servePurchase = (status = 200, message = 'Transaction successful') =>
  capturePurchase('purchase-airtime/', status, message);

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

it('warns under the networks when the chosen one is failing now, and not for a good one', async () => {
  servePackages();
  serveNetworkStatus([
    buildNetworkStatusEntry({ package_id: 11, title: 'MTN', label: 'MTN airtime' }),
    buildNetworkStatusEntry({
      package_id: 12,
      title: 'GLO',
      label: 'GLO airtime',
      delivered: 5,
      failed: 5,
      state: 'failing',
    }),
  ]);
  const { user } = await setup();
  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  const strip = await screen.findByRole('status');
  expect(strip).toHaveTextContent('GLO airtime: failing now, 50% delivered in the last hour');
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  expect(strip).not.toBeInTheDocument();
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
  // below the ₦100 minimum there is nothing to charge yet
  await user.type(amount(), '15');
  expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
  await user.type(amount(), '0');
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

  // typed key by key: kobo are refused with the reason, before the phone's turn
  await user.clear(amount());
  await user.type(amount(), '100.50');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(M.wholeNaira));
  expect(fieldError('Amount')).toBe(M.wholeNaira);

  await user.clear(amount());
  await user.type(amount(), '100');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(PURCHASE_MESSAGES.phoneInvalid));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('New purchase clears the amount and the phone, keeping the network for the next one', async () => {
  servePackages();
  servePurchase(200, 'Transaction successful');
  const { user, amount, phone, button } = await setup();
  await fill(user);
  await confirmPurchase(user);
  await screen.findByText('Transaction successful');
  await user.click(screen.getByRole('button', { name: 'New purchase' }));
  expect(screen.queryByRole('region', { name: 'Purchase result' })).not.toBeInTheDocument();
  expect(amount()).toHaveValue('');
  expect(phone()).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'MTN' })).toHaveAttribute('aria-checked', 'true');
  expect(button()).toBeDisabled();
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

it('fills the amount with one tap on a quick amount, charges for it, and still takes a typed one', async () => {
  servePackages();
  const sent = servePurchase(200, 'Transaction successful');
  const { user, amount, button } = await setup();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  const quick = within(screen.getByRole('group', { name: 'Quick picks' }));
  expect(quick.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    '₦100',
    '₦200',
    '₦500',
    '₦1,000',
  ]);
  await user.click(quick.getByRole('button', { name: '₦1,000' }));
  expect(amount()).toHaveValue('1000');
  expect(quick.getByRole('button', { name: '₦1,000' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('You will be charged ₦980.00')).toBeInTheDocument();
  await user.type(amount(), '{Backspace}{Backspace}{Backspace}');
  expect(amount()).toHaveValue('1');
  expect(quick.getByRole('button', { name: '₦1,000' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(quick.getByRole('button', { name: '₦200' }));
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');
  await user.click(button());
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    '₦200.00 MTN airtime for 08031234567',
  );
  await confirmDialog(user, 'Yes');
  await screen.findByText('Transaction successful');
  expect(sent[0]?.body).toMatchObject({ amount: 200, phone_number: '08031234567' });
});
