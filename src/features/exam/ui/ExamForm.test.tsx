import { screen, waitFor, within } from '@testing-library/react';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
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
import { ExamForm } from './ExamForm';

const M = PURCHASE_MESSAGES.exam;

const exams: Package[] = [
  SAMPLE_PACKAGES.waec,
  {
    id: 32,
    title: 'WAEC Registration',
    image: '/media/logos/waec.png',
    description: 'WAEC registration PIN',
    network_type: null,
    service_id: 'waec-registration',
    products: [{ id: 6, title: 'WAEC Registration PIN', amount: 14450, code: 'waec-reg' }],
  },
  {
    id: 33,
    title: 'JAMB',
    image: '/media/logos/jamb.png',
    description: 'JAMB UTME and DE PINs',
    network_type: null,
    service_id: 'jamb',
    products: [
      { id: 7, title: 'JAMB UTME PIN (with mock)', amount: 7700, code: 'utme-mock' },
      { id: 8, title: 'JAMB UTME PIN (no mock)', amount: 6200, code: 'utme-no-mock' },
    ],
  },
];

const servePackages = () => serveCategoryPackages(6, exams);

const servePurchase = (status = 200, message = 'Transaction successful') =>
  capturePurchase('purchase-exam-pins/', status, message);

/** verify-card/33/{profileId}/ answers with `content`; the asked paths are recorded. */
const serveVerify = (content: Record<string, string>) => serveVerifyCard(() => content);

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<ExamForm />);
  await screen.findByRole('radio', { name: 'JAMB' });
  const amount = () => screen.getByLabelText('Amount');
  const phone = () => screen.getByLabelText('Phone Number');
  const button = () => screen.getByRole('button', { name: /Confirm Purchase|Processing/ });
  return { user, amount, phone, button, ...view };
}

beforeEach(() => writeAccessToken('token-1'));

it('shows the spinner while loading, then the exam types and the transactions link', async () => {
  servePackages();
  renderWithProviders(<ExamForm />);
  expect(screen.getByText('Loading Plans... Please wait')).toBeInTheDocument();
  const group = await screen.findByRole('radiogroup', { name: 'Exam Type' });
  expect((await within(group).findAllByRole('radio')).map((tile) => tile.textContent)).toEqual([
    'WAEC',
    'WAEC Registration',
    'JAMB',
  ]);
  expect(screen.queryByLabelText('Profile ID')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('lists plans as title at naira and shows the plan price read-only', async () => {
  servePackages();
  const { user, amount } = await setup();
  await user.click(screen.getByRole('radio', { name: 'JAMB' }));
  const options = within(screen.getByLabelText('Plan')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Select a plan',
    'JAMB UTME PIN (with mock) at ₦7,700.00',
    'JAMB UTME PIN (no mock) at ₦6,200.00',
  ]);
  await user.selectOptions(screen.getByLabelText('Plan'), 'JAMB UTME PIN (no mock) at ₦6,200.00');
  expect(amount()).toHaveValue('6200.00');
  expect(amount()).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Profile ID')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'WAEC' }));
  expect(screen.getByLabelText('Plan')).toHaveValue('');
  expect(amount()).toHaveValue('');
  expect(screen.queryByLabelText('Profile ID')).not.toBeInTheDocument();
});

it('reports the WAEC messages in check order', async () => {
  servePackages();
  const sent = servePurchase();
  const { user, phone, button } = await setup();
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toEqual([M.phoneRequired]));
  expect(fieldError('Phone Number')).toBe(M.phoneRequired);

  await enterText(user, phone(), '0803x');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(M.providerRequired));

  await user.click(screen.getByRole('radio', { name: 'WAEC' }));
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(M.planRequired));
  expect(fieldError('Plan')).toBe(M.planRequired);

  await user.selectOptions(screen.getByLabelText('Plan'), 'WAEC Result Checker at ₦3,500.00');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(PURCHASE_MESSAGES.phoneInvalid));
  expect(fieldError('Phone Number')).toBe(PURCHASE_MESSAGES.phoneInvalid);
  expect(sent).toHaveLength(0);
});

it('for JAMB asks for the profile ID first, on verify and on confirm, then for verification', async () => {
  servePackages();
  const asked = serveVerify({ Customer_Name: 'ADA OKAFOR' });
  const sent = servePurchase();
  const { user, phone, button } = await setup();
  await user.click(screen.getByRole('radio', { name: 'JAMB' }));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(popupTexts()).toEqual([M.profileRequired]));
  expect(fieldError('Profile ID')).toBe(M.profileRequired);
  expect(asked).toHaveLength(0);

  // The new attempt closes the previous attempt's popup and shows its own.
  const previous = document.querySelector('.ant-notification-notice');
  await user.click(button());
  await waitFor(() => expect(previous?.isConnected).toBe(false));
  await waitFor(() => expect(popupTexts()).toEqual([M.profileRequired]));

  await enterText(user, screen.getByLabelText('Profile ID'), '12345678');
  await user.selectOptions(screen.getByLabelText('Plan'), 'JAMB UTME PIN (no mock) at ₦6,200.00');
  await enterText(user, phone(), '08031234567');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(M.verifyFirst));
  expect(fieldError('Profile ID')).toBe(M.verifyFirst);
  expect(sent).toHaveLength(0);
});

it('verifies a JAMB profile ID, shows the name, and sends it with the purchase', async () => {
  servePackages();
  const asked = serveVerify({ Customer_Name: 'ADA OKAFOR' });
  const sent = capturePurchase(
    'purchase-exam-pins/',
    200,
    'Transaction successful. PIN: 1234-5678-9012',
    undefined,
    { result: { pins: ['1234-5678-9012'] } },
  );
  const { user, phone } = await setup();
  await user.click(screen.getByRole('radio', { name: 'JAMB' }));
  await user.selectOptions(screen.getByLabelText('Plan'), 'JAMB UTME PIN (no mock) at ₦6,200.00');
  await enterText(user, screen.getByLabelText('Profile ID'), '12345678');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('ADA OKAFOR')).toBeInTheDocument();
  expect(screen.getByText('Customer Name')).toBeInTheDocument();
  expect(asked).toEqual(['33/12345678']);
  await waitFor(() => expect(fieldError('Profile ID')).toBeNull());

  await enterText(user, phone(), '08031234567');
  await confirmPurchase(user);
  const success = await screen.findByText('Transaction successful. PIN: 1234-5678-9012');
  expect(success.closest('[data-notice="success"]')).not.toBeNull();
  expect(sent[0]?.body).toEqual({
    package_id: 33,
    variation_code: 'utme-no-mock',
    phone_number: '08031234567',
    profile_id: '12345678',
  });
  expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  const panel = screen.getByRole('region', { name: 'Purchase result' });
  expect(within(panel).getByRole('button', { name: 'Copy PIN' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('1234-5678-9012');
  await user.click(within(panel).getByRole('button', { name: 'New purchase' }));
  expect(phone()).toHaveValue('');
  expect(screen.getByLabelText('Profile ID')).toHaveValue('');
  expect(screen.queryByText('ADA OKAFOR')).not.toBeInTheDocument();
});

it("shows the provider's verification error in a dialog and the error list", async () => {
  servePackages();
  serveVerify({ error: 'Invalid Profile ID' });
  const { user } = await setup();
  await user.click(screen.getByRole('radio', { name: 'JAMB' }));
  await enterText(user, screen.getByLabelText('Profile ID'), '999');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent('Invalid Profile ID'));
  expect(errorList().getByRole('listitem')).toHaveTextContent('Invalid Profile ID');
  expect(screen.queryByText('Customer Name')).not.toBeInTheDocument();
});
