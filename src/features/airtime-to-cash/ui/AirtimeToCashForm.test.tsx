import { screen, waitFor, within } from '@testing-library/react';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { AIRTIME_TO_CASH_MESSAGES as M } from '@contract/rules';
import {
  capturePurchase,
  confirmPurchase,
  enterText,
  fieldError,
  popupTexts,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
  SAMPLE_PACKAGES,
} from '@/shared/lib/test';
import { AirtimeToCashForm } from './AirtimeToCashForm';

const networks: Package[] = [
  SAMPLE_PACKAGES.mtnAirtimeToCash,
  {
    id: 22,
    title: 'GLO',
    image: '/media/logos/glo.svg',
    description: 'Transfer the airtime to 08050000002, then confirm here.',
    network_type: null,
    service_id: 'glo-a2c',
    products: { commission: 20 },
  },
];

const PHONE = 'Phone Number Transferred From';
const AMOUNT = 'Amount Transferred';
const PENDING = M.received('₦4,101.00');

async function setup() {
  serveCategoryPackages(5, networks);
  const user = setupUser();
  renderWithProviders(<AirtimeToCashForm />);
  await screen.findByRole('radio', { name: 'MTN' });
  return {
    user,
    phone: () => screen.getByLabelText(PHONE),
    amount: () => screen.getByLabelText(AMOUNT),
    payout: () => screen.getByLabelText('Amount to Receive'),
    button: () => screen.getByRole('button', { name: /^Confirm$|Processing/ }),
  };
}

async function fill(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await enterText(user, screen.getByLabelText(PHONE), '08031234567');
  await enterText(user, screen.getByLabelText(AMOUNT), '5001');
}

beforeEach(() => writeAccessToken('token-1'));

it('shows the network description and the payout after commission, reset by a new network', async () => {
  const { user, phone, amount, payout, button } = await setup();
  expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
  expect(button()).toBeDisabled();
  await fill(user);
  expect(screen.getByText(networks[0]!.description)).toBeInTheDocument();
  expect(payout()).toHaveValue('₦4,101.00');
  expect(payout()).toHaveAttribute('readonly');
  expect(button()).toBeEnabled();

  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  expect(amount()).toHaveValue('');
  expect(phone()).toHaveValue('');
  expect(payout()).toHaveValue('');
  expect(button()).toBeDisabled();
  expect(screen.getByText(networks[1]!.description)).toBeInTheDocument();
  await enterText(user, amount(), '10000');
  expect(payout()).toHaveValue('₦8,000.00');
});

it('shows the messages in order, and the first failure as a popup on submit', async () => {
  const { user, phone, amount, button } = await setup();
  await user.click(phone());
  await user.click(amount());
  await user.tab();
  await waitFor(() => expect(fieldError(PHONE)).toBe(M.phoneRequired));
  expect(fieldError(AMOUNT)).toBe(M.amountRequired);
  await user.type(amount(), '0');
  await waitFor(() => expect(fieldError(AMOUNT)).toBe(M.amountRequired));

  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await enterText(user, amount(), '4999');
  await enterText(user, phone(), '0803x');
  await waitFor(() => expect(fieldError(PHONE)).toBe(M.phoneInvalid));
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toEqual([M.minimum]));
  expect(fieldError(AMOUNT)).toBe(M.minimum);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows the 201 answer, what the customer will receive, in amber; New purchase keeps the network', async () => {
  capturePurchase('convert-airtime-to-cash/', 201, PENDING);
  const { user, phone, amount } = await setup();
  await fill(user);
  await confirmPurchase(user, 'Confirm');

  const pending = await screen.findByText(PENDING);
  expect(pending.closest('[data-notice="warning"]')).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'New purchase' }));
  expect(amount()).toHaveValue('');
  expect(phone()).toHaveValue('');
  expect(
    within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'MTN' }),
  ).toHaveAttribute('aria-checked', 'true');
});
