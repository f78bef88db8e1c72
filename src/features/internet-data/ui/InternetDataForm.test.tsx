import { screen, waitFor, within } from '@testing-library/react';
import { INTERNET_DATA_MESSAGES as M } from '@contract/services/internet-data';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import {
  capturePurchase,
  confirmPurchase,
  enterText,
  popupTexts,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
  SAMPLE_PACKAGES,
  serveVerifyCard,
} from '@/shared/lib/test';
import { InternetDataForm } from './InternetDataForm';

const smile: Package = {
  ...SAMPLE_PACKAGES.smile,
  products: [
    { id: 7, title: 'Smile 2GB MidNite - 7 Days', amount: 1005, code: '413' },
    { id: 8, title: 'Smile 3GB Bigga - 30 Days', amount: 3030, code: '607' },
  ],
};

/** verify-card/ answers for the sandbox number only; every asked path is recorded. */
const serveVerification = () =>
  serveVerifyCard((number) =>
    number === '08011111111'
      ? { Customer_Name: 'TEST SMILE SUBSCRIBER' }
      : { error: 'Invalid Smile account : 08022222222' },
  );

async function setup() {
  const user = setupUser();
  renderWithProviders(<InternetDataForm />);
  await user.click(await screen.findByRole('radio', { name: 'SMILE' }));
  return user;
}

beforeEach(() => {
  writeAccessToken('token-1');
  serveCategoryPackages(7, [smile]);
});

it('verifies the Smile number before a bundle can be bought, and says why it cannot', async () => {
  const asked = serveVerification();
  const user = await setup();
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(popupTexts()).toContain(M.accountRequired));
  expect(asked).toEqual([]);

  await enterText(user, screen.getByLabelText('Smile Phone Number or E-mail'), '08022222222');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent('Invalid Smile account : 08022222222'));
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
  expect(asked).toEqual(['50/08022222222']);
});

it('buys the chosen bundle for the verified account at the level price and shows the result', async () => {
  serveVerification();
  const sent = capturePurchase(
    'purchase-internet-data/',
    200,
    'Transaction successful',
    undefined,
    {
      id: 61,
      amount: 1005,
    },
  );
  const user = await setup();
  await enterText(user, screen.getByLabelText('Smile Phone Number or E-mail'), '08011111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(
    within(await screen.findByLabelText('Customer Details')).getByText('TEST SMILE SUBSCRIBER'),
  ).toBeInTheDocument();
  await user.selectOptions(
    screen.getByLabelText('Bundle'),
    'Smile 2GB MidNite - 7 Days at ₦1,005.00',
  );
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');
  expect(screen.getByText('You will be charged ₦1,005.00')).toBeInTheDocument();

  await confirmPurchase(user);
  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('₦1,005.00');
  expect(sent[0]?.body).toEqual({
    package_id: 50,
    variation_code: '413',
    account: '08011111111',
    phone_number: '08031234567',
  });
  expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
});
