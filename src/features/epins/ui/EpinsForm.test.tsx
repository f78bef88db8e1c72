import { screen, waitFor, within } from '@testing-library/react';
import { writeAccessToken } from '@/shared/api';
import { EPIN_MESSAGES as M } from '@contract/services/epins';
import {
  capturePurchase,
  confirmDialog,
  enterText,
  fieldError,
  popupTexts,
  renderWithProviders,
  SAMPLE_PACKAGES,
  serveCategoryPackages,
  setupUser,
} from '@/shared/lib/test';
import { EpinsForm } from './EpinsForm';

const PATH = 'purchase-recharge-cards/';

async function setup() {
  serveCategoryPackages(12, [SAMPLE_PACKAGES.mtnRechargeCards, SAMPLE_PACKAGES.gloRechargeCards]);
  const user = setupUser();
  renderWithProviders(<EpinsForm />);
  await screen.findByRole('radio', { name: 'MTN' });
  return {
    user,
    value: () => screen.getByLabelText('Card value'),
    quantity: () => screen.getByLabelText('Quantity'),
    buy: () => screen.getByRole('button', { name: 'Buy cards' }),
  };
}

beforeEach(() => writeAccessToken('token-1'));

it('offers each network as a tile, its card values at their price, and links to the stock', async () => {
  const { user, value } = await setup();
  const group = screen.getByRole('radiogroup', { name: 'Network' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((tile) => tile.textContent),
  ).toEqual(['MTN', 'GLO']);
  expect(value()).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  expect(
    within(value())
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Select a card value',
    'MTN ₦100 recharge card at ₦98.00',
    'MTN ₦200 recharge card at ₦196.00',
    'MTN ₦500 recharge card at ₦490.00',
  ]);
  // another network clears the value chosen for the first
  await user.selectOptions(value(), 'MTN ₦200 recharge card at ₦196.00');
  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  expect(value()).toHaveValue('');
  expect(screen.getByRole('link', { name: 'Go to my stock' })).toHaveAttribute(
    'href',
    '/dashboard/recharge-cards/stock',
  );
});

it('previews the charge as the quantity is typed key by key, in kobo', async () => {
  const { user, value, quantity } = await setup();
  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  await user.selectOptions(value(), 'GLO ₦100 recharge card at ₦97.50');
  await user.type(quantity(), '3');
  expect(screen.getByText('You will be charged ₦292.50 (3 cards × ₦97.50)')).toBeInTheDocument();
  await user.type(quantity(), '7');
  expect(screen.getByText('You will be charged ₦3,607.50 (37 cards × ₦97.50)')).toBeInTheDocument();
  await user.clear(quantity());
  await user.type(quantity(), '1');
  expect(screen.getByText('You will be charged ₦97.50 (1 card × ₦97.50)')).toBeInTheDocument();
  // past the limit there is nothing to charge
  await user.clear(quantity());
  await user.type(quantity(), '500');
  expect(
    screen.getByText('You will be charged ₦48,750.00 (500 cards × ₦97.50)'),
  ).toBeInTheDocument();
  await user.type(quantity(), '1');
  expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
});

it('refuses a missing choice and a quantity that is not a whole number from 1 to 500, first failure as a popup', async () => {
  const sent = capturePurchase(PATH);
  const { user, value, quantity, buy } = await setup();
  await user.click(buy());
  await waitFor(() => expect(popupTexts()).toEqual([M.networkRequired]));
  expect(fieldError('Card value')).toBe(M.planRequired);
  expect(fieldError('Quantity')).toBe(M.quantityRequired);

  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await user.selectOptions(value(), 'MTN ₦100 recharge card at ₦98.00');
  for (const [typed, message] of [
    ['2.5', M.quantityWhole],
    ['abc', M.quantityWhole],
    ['0', M.quantityMinimum],
    ['501', M.quantityMaximum(500)],
  ] as const) {
    await user.clear(quantity());
    await enterText(user, quantity(), typed);
    await waitFor(() => expect(fieldError('Quantity')).toBe(message));
    await user.click(buy());
    await waitFor(() => expect(popupTexts()).toContain(message));
  }
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('buys the batch in one purchase, then links to its print screen and the stock; New purchase keeps the network and value', async () => {
  const sent = capturePurchase(PATH, 200, M.delivered(24), undefined, {
    amount: 2352,
    result: { epin_batch_id: 5, epin_cards: { asked: 24, delivered: 24 } },
  });
  const { user, value, quantity, buy } = await setup();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await user.selectOptions(value(), 'MTN ₦100 recharge card at ₦98.00');
  await user.type(quantity(), '24');
  await user.click(buy());
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('MTN ₦100 recharge card × 24 at ₦98.00 each: ₦2,352.00.');
  await confirmDialog(user, 'Yes');

  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('24 cards ready to print');
  expect(within(panel).getByRole('link', { name: 'Print cards' })).toHaveAttribute(
    'href',
    '/dashboard/recharge-cards/batches/5',
  );
  expect(within(panel).getByRole('link', { name: 'Go to my stock' })).toHaveAttribute(
    'href',
    '/dashboard/recharge-cards/stock',
  );
  expect(sent.map((request) => request.body)).toEqual([
    { package_id: 120, variation_code: '100', quantity: 24 },
  ]);
  await user.click(within(panel).getByRole('button', { name: 'New purchase' }));
  expect(quantity()).toHaveValue('');
  expect(value()).toHaveValue('1');
});
