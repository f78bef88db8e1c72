import { screen, waitFor, within } from '@testing-library/react';
import type { Package, VerificationContent } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  choose,
  errorList,
  fieldError,
  popupTexts,
  renderWithProviders,
  setupUser,
  capturePurchase,
  confirmPurchase,
  enterText,
  serveCategoryPackages,
  SAMPLE_PACKAGES,
  serveVerifyCard,
} from '@/shared/lib/test';
import { CableForm } from './CableForm';

const M = PURCHASE_MESSAGES.cable;

const dstv: Package = {
  ...SAMPLE_PACKAGES.dstv,
  products: [
    { id: 1, title: 'DStv Padi', amount: 4400, code: 'dstv-padi' },
    { id: 2, title: 'DStv Compact', amount: 19000, code: 'dstv79' },
    { id: 3, title: 'DStv Trial', amount: 50, code: 'dstv-trial' },
  ],
};

const gotv: Package = {
  id: 32,
  title: 'GOTV',
  image: '/media/logos/gotv.svg',
  description: 'GOtv plans',
  network_type: null,
  service_id: 'gotv',
  products: [{ id: 4, title: 'GOtv Max', amount: 8500, code: 'gotv-max' }],
};

const showmax: Package = {
  id: 34,
  title: 'SHOWMAX',
  image: '/media/logos/showmax.svg',
  description: 'Subscribe with the phone number linked to your Showmax account.',
  network_type: null,
  service_id: 'showmax',
  products: [{ id: 9, title: 'Showmax Mobile - 1 Month', amount: 1600, code: 'mobile_only' }],
};

const customer: VerificationContent = {
  Customer_Name: 'TEST CUSTOMER',
  Customer_Number: '8061522780',
  Current_Bouquet: 'DStv Compact',
  Current_Bouquet_Code: 'dstv79',
  Renewal_Amount: 19000,
};

/** verify-card/ answers with `content`; every asked path is recorded. */
const serveVerification = (content: VerificationContent = customer) =>
  serveVerifyCard(() => content);

const servePackages = (packages: Package[] = [dstv, gotv, showmax]) =>
  serveCategoryPackages(3, packages);

const servePurchase = (status = 200, message = 'Transaction successful') =>
  capturePurchase('purchase-cable/', status, message);

type User = ReturnType<typeof setupUser>;

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<CableForm />);
  await screen.findByRole('radio', { name: 'DSTV' });
  const smartCard = () => screen.getByLabelText('Smart Card / IUC Number');
  const phone = () => screen.getByLabelText('Phone Number');
  const submit = () => screen.getByRole('button', { name: /Confirm Purchase|Processing/ });
  const verify = () => screen.getByRole('button', { name: /^Verify|Verifying/ });
  return { user, smartCard, phone, submit, verify, ...view };
}

async function verifyCard(user: User, provider = 'DSTV', number = '1212121212') {
  await user.click(screen.getByRole('radio', { name: provider }));
  await enterText(user, screen.getByLabelText('Smart Card / IUC Number'), number);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('TEST CUSTOMER');
}

const details = () => within(screen.getByLabelText('Customer Details'));

beforeEach(() => writeAccessToken('token-1'));

it('shows the spinner, the four provider tiles and the transactions link', async () => {
  servePackages();
  renderWithProviders(<CableForm />);
  expect(screen.getByText('Loading Providers... Please wait')).toBeInTheDocument();
  const group = await screen.findByRole('radiogroup', { name: 'Provider' });
  expect(await within(group).findAllByRole('radio')).toHaveLength(3);
  expect(screen.getByLabelText('Smart Card / IUC Number')).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByLabelText('Phone Number')).toHaveAttribute('inputmode', 'tel');
  expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('on Verify asks for the smart card number, then the provider', async () => {
  servePackages();
  const asked = serveVerification();
  const { user, smartCard, verify } = await setup();
  await user.click(verify());
  await waitFor(() => expect(popupTexts()).toEqual([M.smartCardRequired]));
  expect(fieldError('Smart Card / IUC Number')).toBe(M.smartCardRequired);

  await enterText(user, smartCard(), '1212121212');
  await user.click(verify());
  await waitFor(() => expect(popupTexts()).toContain(M.providerRequired));
  expect(
    screen.getByText(M.providerRequired, { selector: '.ant-form-item-explain *' }),
  ).toBeVisible();
  expect(asked).toHaveLength(0);
});

async function attempt(user: User, message: string) {
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await waitFor(() => expect(popupTexts()).toContain(message));
}

it('reports the first failure in check order at each submit: phone, provider, card', async () => {
  servePackages();
  const sent = servePurchase();
  const { user, smartCard, phone } = await setup();
  await attempt(user, M.phoneRequired);
  expect(fieldError('Phone Number')).toBe(M.phoneRequired);
  await enterText(user, phone(), '08031234567');
  await attempt(user, M.providerRequired);
  await user.click(screen.getByRole('radio', { name: 'DSTV' }));
  await attempt(user, M.smartCardRequired);
  await enterText(user, smartCard(), '1212121212');
  await attempt(user, M.verifyFirst);
  expect(fieldError('Smart Card / IUC Number')).toBe(M.verifyFirst);
  expect(sent).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('then asks for a subscription type, a plan, and an amount of at least ₦100', async () => {
  servePackages();
  serveVerification();
  const sent = servePurchase();
  const { user, phone } = await setup();
  await enterText(user, phone(), '08031234567');
  await verifyCard(user);
  await attempt(user, M.subscriptionRequired);
  await user.click(screen.getByRole('radio', { name: 'Change' }));
  await attempt(user, M.planRequired);
  await choose(user, 'Cable Plan', 'DStv Trial at ₦50.00');
  await attempt(user, M.minimum);
  expect(fieldError('Amount Charged')).toBe(M.minimum);
  expect(sent).toHaveLength(0);
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

it('shows the verified customer and offers Renew only with a renewal amount', async () => {
  servePackages();
  const asked = serveVerification();
  const { user, smartCard } = await setup();
  await verifyCard(user);
  expect(asked).toEqual(['31/1212121212']);
  expect(details().getByText('TEST CUSTOMER')).toBeInTheDocument();
  expect(details().getByText('8061522780')).toBeInTheDocument();
  expect(details().getByText('DStv Compact')).toBeInTheDocument();
  expect(details().getByText('₦19,000.00')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Renew' }));
  expect(screen.getByLabelText('Renewal Amount')).toHaveValue('₦19,000.00');
  expect(screen.queryByLabelText('Cable Plan')).not.toBeInTheDocument();

  // another number must be verified again
  await user.type(smartCard(), '9');
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Renew' })).not.toBeInTheDocument();
});

it('offers only Change without a renewal amount', async () => {
  servePackages();
  serveVerification({ ...customer, Renewal_Amount: null });
  const { user } = await setup();
  await verifyCard(user);
  expect(screen.queryByRole('radio', { name: 'Renew' })).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Change' })).toBeChecked();
  expect(screen.getByLabelText('Cable Plan')).toBeInTheDocument();
  expect(details().queryByText('Renewal Amount')).not.toBeInTheDocument();
});

it('Change lists the plans as title at amount and shows the Amount Charged', async () => {
  servePackages();
  serveVerification();
  const { user } = await setup();
  await verifyCard(user);
  await user.click(screen.getByRole('radio', { name: 'Change' }));
  expect(screen.getByLabelText('Amount Charged')).toHaveValue('');
  expect(screen.getByLabelText('Amount Charged')).toHaveAttribute('readonly');
  await choose(user, 'Cable Plan', 'DStv Padi at ₦4,400.00');
  expect(screen.getByLabelText('Amount Charged')).toHaveValue('₦4,400.00');
});

it('forgets the customer and the amount when another provider is chosen', async () => {
  servePackages();
  serveVerification();
  const { user, smartCard } = await setup();
  await verifyCard(user);
  await user.click(screen.getByRole('radio', { name: 'Renew' }));
  await user.click(screen.getByRole('radio', { name: 'GOTV' }));
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Renewal Amount')).not.toBeInTheDocument();
  expect(smartCard()).toHaveValue('1212121212');
});

it('shows a verification error in a dialog and the on-page list', async () => {
  servePackages();
  serveVerification({ error: 'Invalid Smartcard Number' });
  const { user, smartCard, verify } = await setup();
  await user.click(screen.getByRole('radio', { name: 'DSTV' }));
  await enterText(user, smartCard(), '0000');
  await user.click(verify());
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent('Invalid Smartcard Number'));
  expect(errorList().getByRole('listitem')).toHaveTextContent('Invalid Smartcard Number');
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
});

it('SHOWMAX has no smart card or verify: plan, amount and phone; the result shows the voucher to copy', async () => {
  servePackages();
  const asked = serveVerification();
  const sent = capturePurchase('purchase-cable/', 200, 'Transaction successful', undefined, {
    result: { vouchers: ['SHMX-7788-9900'] },
  });
  const { user, phone } = await setup();
  await user.click(screen.getByRole('radio', { name: 'SHOWMAX' }));
  expect(screen.queryByLabelText('Smart Card / IUC Number')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Change' })).not.toBeInTheDocument();
  await choose(user, 'Cable Plan', 'Showmax Mobile - 1 Month at ₦1,600.00');
  expect(screen.getByLabelText('Amount Charged')).toHaveValue('₦1,600.00');
  await enterText(user, phone(), '08031234567');
  await confirmPurchase(user);

  const success = await screen.findByText(
    `Transaction successful ${PURCHASE_MESSAGES.voucherSuffix}`,
  );
  expect(success.closest('[data-notice="success"]')).not.toBeNull();
  expect(sent[0]?.body).toEqual({
    package_id: 34,
    variation_code: 'mobile_only',
    plan_name: 'Showmax Mobile - 1 Month',
    amount: 1600,
    smart_no: '08031234567',
    subscription_type: 'change',
    phone_number: '08031234567',
  });
  expect(asked).toHaveLength(0);
  const panel = screen.getByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('SHMX-7788-9900');
  expect(within(panel).getByRole('button', { name: 'Copy Voucher' })).toBeInTheDocument();
});

it('a renewal has no voucher reminder; New purchase clears the card, the customer and the provider', async () => {
  servePackages();
  serveVerification();
  servePurchase(200, 'Transaction successful');
  const { user, phone, smartCard } = await setup();
  await verifyCard(user);
  await user.click(screen.getByRole('radio', { name: 'Renew' }));
  await enterText(user, phone(), '08031234567');
  await confirmPurchase(user);

  const success = await screen.findByText('Transaction successful');
  expect(success).not.toHaveTextContent('VOUCHER');
  await user.click(screen.getByRole('button', { name: 'New purchase' }));
  expect(phone()).toHaveValue('');
  expect(smartCard()).toHaveValue('');
  expect(screen.queryByLabelText('Customer Details')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'DSTV' })).toHaveAttribute('aria-checked', 'false');
});

it('changes to a plan, sent with its code, name and price', async () => {
  servePackages();
  serveVerification();
  const sent = servePurchase(200, 'Transaction successful');
  const { user, phone } = await setup();
  await verifyCard(user);
  await user.click(screen.getByRole('radio', { name: 'Change' }));
  await choose(user, 'Cable Plan', 'DStv Padi at ₦4,400.00');
  await enterText(user, phone(), '08031234567');
  await confirmPurchase(user);

  await screen.findByText('Transaction successful');
  expect(sent[0]?.body).toMatchObject({
    variation_code: 'dstv-padi',
    plan_name: 'DStv Padi',
    amount: 4400,
    subscription_type: 'change',
  });
});
