import { screen, waitFor, within } from '@testing-library/react';
import { BETTING_MESSAGES as M } from '@contract/services/betting';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import {
  enterText,
  popupTexts,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
  serveVerifyCard,
} from '@/shared/lib/test';
import { BettingForm } from './BettingForm';

/*
 * What betting funding has of its own: the statement that it funds an existing account, the
 * customer ID checked and verified with its company, the account holder's name, the amount's upper
 * limit. Confirming, the PIN, results and lost answers are the shared purchase-flow suite's.
 */

const company = (id: number, title: string, serviceId: string): Package => ({
  id,
  title,
  image: `/media/logos/${serviceId}.svg`,
  description: `Fund your ${title} account`,
  network_type: null,
  service_id: serviceId,
  products: { discount: 0.5 },
});

/** verify-card/ knows one customer ID; every asked path is recorded. */
const serveVerification = () =>
  serveVerifyCard((number) =>
    number === '1234567'
      ? { Customer_Name: 'ADA OBI' }
      : { error: 'We could not verify this number. Please check it and try again.' },
  );

beforeEach(() => {
  writeAccessToken('token-1');
  serveCategoryPackages(11, [
    company(90, 'Bet9ja', 'bet9ja'),
    company(91, 'SportyBet', 'sportybet'),
  ]);
});

it('says plainly that it tops up an existing betting account', async () => {
  renderWithProviders(<BettingForm />);
  expect(await screen.findByText(M.statement)).toBeVisible();
});

it('checks the company and the customer ID before asking the company, and names the holder', async () => {
  const asked = serveVerification();
  const user = setupUser();
  renderWithProviders(<BettingForm />);
  await screen.findByRole('radio', { name: 'Bet9ja' });

  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(popupTexts()).toContain(M.providerRequired));
  await user.click(screen.getByRole('radio', { name: 'Bet9ja' }));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(popupTexts()).toContain(M.customerIdRequired));
  await enterText(user, screen.getByLabelText('Customer ID'), 'ada obi');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(popupTexts()).toContain(M.customerIdInvalid));
  expect(asked).toEqual([]);

  await user.clear(screen.getByLabelText('Customer ID'));
  await enterText(user, screen.getByLabelText('Customer ID'), '7654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent('We could not verify this number'));
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.clear(screen.getByLabelText('Customer ID'));
  await enterText(user, screen.getByLabelText('Customer ID'), ' 1234567 ');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(
    within(await screen.findByLabelText('Customer Details')).getByText('ADA OBI'),
  ).toBeInTheDocument();
  expect(asked).toEqual(['90/7654321', '90/1234567']);

  // an ID belongs to one company: choosing another forgets the holder
  await user.click(screen.getByRole('radio', { name: 'SportyBet' }));
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
});

it('refuses more than ₦500,000 and less than ₦100, and shows the charge after the discount', async () => {
  serveVerification();
  const user = setupUser();
  renderWithProviders(<BettingForm />);
  await user.click(await screen.findByRole('radio', { name: 'Bet9ja' }));
  await enterText(user, screen.getByLabelText('Customer ID'), '1234567');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('ADA OBI');
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');

  await user.type(screen.getByLabelText('Amount'), '500000.01');
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await waitFor(() => expect(popupTexts()).toContain(M.maximum));

  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), '99');
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await waitFor(() => expect(popupTexts()).toContain(M.minimum));

  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), '2000');
  expect(screen.getByText('You will be charged ₦1,990.00')).toBeInTheDocument();
});
