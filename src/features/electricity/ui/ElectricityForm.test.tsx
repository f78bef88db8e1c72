import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Package, VerificationContent } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
  capturePurchase,
  confirmPurchase,
  enterText,
  serveCategoryPackages,
  SAMPLE_PACKAGES,
} from '@/shared/lib/test';
import { ElectricityForm } from './ElectricityForm';

const M = PURCHASE_MESSAGES.electricity;

const ikeja: Package = {
  ...SAMPLE_PACKAGES.ikejaElectric,
  products: { discount: 1 },
};

const eko: Package = {
  id: 42,
  title: 'EKEDC-Eko Electric',
  image: '/media/logos/ekedc.svg',
  description: 'Pay Eko Electric bills',
  network_type: null,
  service_id: 'eko-electric',
  products: { discount: 1.25 },
};

const customer: VerificationContent = {
  Customer_Name: 'TEST CUSTOMER',
  Address: '12 Allen Avenue, Ikeja',
  Meter_Number: '45012345678',
  Customer_Arrears: '0.00',
  Minimum_Amount: 500,
  Customer_Account_Type: 'NMD',
  Meter_Type: 'PREPAID',
};

/** verify-meter-number/ answers with `content`; every asked path is recorded. */
function serveVerification(content: VerificationContent = customer) {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('verify-meter-number/:packageId/:meterNo/:meterType/'), ({ params }) => {
      asked.push(
        `${String(params.packageId)}/${String(params.meterNo)}/${String(params.meterType)}`,
      );
      return HttpResponse.json({ data: { content } });
    }),
  );
  return asked;
}

const servePackages = (packages: Package[] = [ikeja, eko]) => serveCategoryPackages(4, packages);

const TOKEN = '1234-5678-9012-3456-7890';

const servePurchase = (status = 200, message = 'Transaction successful') =>
  capturePurchase('purchase-electricity/', status, message, undefined, {
    id: 41,
    amount: 990,
    token: TOKEN,
    result: { token: TOKEN, units: '79.9 kWh' },
  });

type User = ReturnType<typeof setupUser>;

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<ElectricityForm />);
  await screen.findByRole('radio', { name: 'Ikeja Electric' });
  const meterNo = () => screen.getByLabelText('Meter Number');
  const amount = () => screen.getByLabelText('Amount');
  const phone = () => screen.getByLabelText('Phone Number');
  const verify = () => screen.getByRole('button', { name: /^Verify|Verifying/ });
  return { user, meterNo, amount, phone, verify, ...view };
}

async function verifyMeter(user: User, disco = 'Ikeja Electric', meterType = 'Prepaid') {
  await user.click(screen.getByRole('radio', { name: disco }));
  await user.click(screen.getByRole('radio', { name: meterType }));
  await enterText(user, screen.getByLabelText('Meter Number'), '45012345678');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('TEST CUSTOMER');
}

async function fill(user: User, meterType = 'Prepaid') {
  await verifyMeter(user, 'Ikeja Electric', meterType);
  await enterText(user, screen.getByLabelText('Amount'), '1000');
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');
}

async function attempt(user: User, message: string) {
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await waitFor(() => expect(popupTexts()).toContain(message));
}

const details = () => within(screen.getByLabelText('Customer Details'));

beforeEach(() => writeAccessToken('token-1'));

it('shows the discos by their display titles, the meter types and the transactions link', async () => {
  servePackages();
  renderWithProviders(<ElectricityForm />);
  expect(screen.getByText('Loading Discos... Please wait')).toBeInTheDocument();
  const group = await screen.findByRole('radiogroup', { name: 'Disco' });
  expect((await within(group).findAllByRole('radio')).map((tile) => tile.textContent)).toEqual([
    'Ikeja Electric',
    'Eko Electric',
  ]);
  expect(screen.getByRole('radio', { name: 'Prepaid' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Postpaid' })).toBeInTheDocument();
  expect(screen.getByLabelText('Meter Number')).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByLabelText('Amount')).toHaveAttribute('inputmode', 'decimal');
  expect(screen.getByLabelText('Phone Number')).toHaveAttribute('inputmode', 'tel');
  expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('on Verify asks for the meter number, then the meter type, then the disco', async () => {
  servePackages();
  const asked = serveVerification();
  const { user, meterNo, verify } = await setup();
  await user.click(verify());
  await waitFor(() => expect(popupTexts()).toContain(M.meterRequired));
  expect(fieldError('Meter Number')).toBe(M.meterRequired);

  await enterText(user, meterNo(), '45012345678');
  await user.click(verify());
  await waitFor(() => expect(popupTexts()).toContain(M.meterTypeRequired));

  await user.click(screen.getByRole('radio', { name: 'Prepaid' }));
  await user.click(verify());
  await waitFor(() => expect(popupTexts()).toContain(M.providerRequired));
  expect(asked).toHaveLength(0);
});

it('reports the first failure in check order at each submit', async () => {
  servePackages();
  serveVerification();
  const sent = servePurchase();
  const { user, amount, phone, meterNo } = await setup();
  await attempt(user, M.phoneRequired);
  expect(fieldError('Phone Number')).toBe(M.phoneRequired);
  await enterText(user, phone(), '08031234567');
  await attempt(user, M.amountRequired);
  expect(fieldError('Amount')).toBe(M.amountRequired);
  await enterText(user, amount(), '499');
  await attempt(user, M.minimum);
  await user.clear(amount());
  await enterText(user, amount(), '500');
  await attempt(user, M.providerRequired);
  await user.click(screen.getByRole('radio', { name: 'Ikeja Electric' }));
  await user.click(screen.getByRole('radio', { name: 'Prepaid' }));
  // the disco and the meter type each reset the amount
  expect(amount()).toHaveValue('');
  await enterText(user, amount(), '500');
  await enterText(user, meterNo(), '45012345678');
  await attempt(user, M.verifyFirst);
  expect(fieldError('Meter Number')).toBe(M.verifyFirst);
  expect(sent).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says the phone number is invalid while typing', async () => {
  servePackages();
  const { user, phone } = await setup();
  await user.type(phone(), '0803a');
  await waitFor(() => expect(fieldError('Phone Number')).toBe(PURCHASE_MESSAGES.phoneInvalid));
  // A purchase number has 11 to 13 digits: a letter or a short number is refused.
  await user.type(phone(), '{backspace}');
  await waitFor(() => expect(fieldError('Phone Number')).toBe(PURCHASE_MESSAGES.phoneInvalid));
  await user.type(phone(), '1234567');
  await waitFor(() => expect(fieldError('Phone Number')).toBeNull());
});

it('shows the verified customer details that the disco sent', async () => {
  servePackages();
  const asked = serveVerification();
  const { user } = await setup();
  await verifyMeter(user);
  expect(asked).toEqual(['41/45012345678/prepaid']);
  expect(details().getByText('TEST CUSTOMER')).toBeInTheDocument();
  expect(details().getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
  expect(details().getByText('45012345678')).toBeInTheDocument();
  // money in naira, the disco's account class in words
  expect(details().getByText('₦0.00')).toBeInTheDocument();
  expect(details().getByText('₦500.00')).toBeInTheDocument();
  expect(details().getByText('Non-maximum demand (NMD)')).toBeInTheDocument();
  expect(details().getByText('PREPAID')).toBeInTheDocument();
  expect(details().getByText('Account Type')).toBeInTheDocument();
  expect(details().queryByText('Minimum Purchase Amount')).not.toBeInTheDocument();
});

it('shows the charge after the disco discount (typed or a quick amount) and resets on another disco or meter type', async () => {
  servePackages();
  serveVerification();
  const { user, amount } = await setup();
  await verifyMeter(user);
  // a quick amount fills the field as typing it would
  const quick = within(screen.getByRole('group', { name: 'Quick picks' }));
  expect(quick.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    '₦1,000',
    '₦2,000',
    '₦5,000',
  ]);
  await user.click(quick.getByRole('button', { name: '₦2,000' }));
  expect(amount()).toHaveValue('2000');
  expect(screen.getByText('You will be charged ₦1,980.00')).toBeInTheDocument();
  await user.clear(amount());
  await enterText(user, amount(), '1000');
  expect(screen.getByText('You will be charged ₦990.00')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Postpaid' }));
  expect(amount()).toHaveValue('');
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
  expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Eko Electric' }));
  await enterText(user, amount(), '1000.50');
  // 1.25% of ₦1,000.50 is 1250.625 kobo, rounded to 1251
  expect(screen.getByText('You will be charged ₦987.99')).toBeInTheDocument();
});

it('shows a verification error in a dialog and the on-page list', async () => {
  servePackages();
  serveVerification({ error: 'Invalid meter number' });
  const { user, meterNo, verify } = await setup();
  await user.click(screen.getByRole('radio', { name: 'Ikeja Electric' }));
  await user.click(screen.getByRole('radio', { name: 'Prepaid' }));
  await enterText(user, meterNo(), '0000');
  await user.click(verify());
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent('Invalid meter number'));
  expect(errorList().getByRole('listitem')).toHaveTextContent('Invalid meter number');
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
});

it('a 200 shows the token to copy in the focused result, and New purchase clears the meter', async () => {
  servePackages();
  serveVerification();
  servePurchase(200, 'Transaction successful');
  const { user, amount, phone, meterNo } = await setup();
  await fill(user);
  await confirmPurchase(user);

  const success = await screen.findByText(
    `Transaction successful ${PURCHASE_MESSAGES.tokenSuffix}`,
  );
  expect(success.closest('[data-notice="success"]')).not.toBeNull();

  const panel = screen.getByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveFocus();
  expect(panel).toHaveTextContent(TOKEN);
  expect(panel).toHaveTextContent('₦990.00');
  expect(within(panel).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
    'href',
    '/dashboard/transactions/details/41',
  );
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(panel).getByRole('button', { name: 'Copy Token' }));
  expect(copied).toHaveBeenCalledWith(TOKEN);
  expect(within(panel).getByRole('button', { name: 'Copied Token' })).toHaveTextContent('Copied');
  expect(amount()).toHaveValue('1000');

  await user.click(within(panel).getByRole('button', { name: 'New purchase' }));
  expect(amount()).toHaveValue('');
  expect(phone()).toHaveValue('');
  expect(meterNo()).toHaveValue('');
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
});

it('asks for no token on a postpaid bill', async () => {
  servePackages();
  serveVerification();
  servePurchase(200, 'Transaction successful');
  const { user } = await setup();
  await fill(user, 'Postpaid');
  await confirmPurchase(user);
  await screen.findByText('Transaction successful');
  expect(screen.queryByText(/TOKEN CODE/)).not.toBeInTheDocument();
});

it('a 201 has no token reminder and keeps the verified customer', async () => {
  servePackages();
  serveVerification();
  servePurchase(201, 'Transaction pending');
  const { user } = await setup();
  await fill(user);
  await confirmPurchase(user);
  await screen.findByText('Transaction pending');
  expect(screen.queryByText(/TOKEN CODE/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Customer Details')).toBeInTheDocument();
});
