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
  confirmPurchase,
  enterText,
  serveCategoryPackages,
  SAMPLE_PACKAGES,
  buildNetworkStatusEntry,
  serveNetworkStatus,
} from '@/shared/lib/test';
import { DataForm } from './DataForm';

const M = PURCHASE_MESSAGES.data;

const dataPackages: Package[] = [
  {
    ...SAMPLE_PACKAGES.mtnSmeData,
    products: [
      { id: 1, title: 'MTN SME 1GB - 30 Days', amount: 260, code: 'mtn-sme-1gb' },
      { id: 2, title: 'MTN SME 2GB - 30 Days', amount: 520, code: 'mtn-sme-2gb' },
    ],
  },
  {
    id: 22,
    title: 'MTN Gifting',
    image: '/media/logos/mtn-gifting.svg',
    description: 'MTN gifting data',
    network_type: 'MTN',
    service_id: 'mtn-data',
    products: [{ id: 3, title: 'MTN Gifting 1GB', amount: 300, code: 'mtn-gift-1gb' }],
  },
  {
    id: 23,
    title: 'GLO Data',
    image: '/media/logos/glo.svg',
    description: 'Glo data',
    network_type: 'GLO',
    service_id: 'glo-data',
    products: [{ id: 4, title: 'GLO 10MB - 1 Day', amount: 5, code: 'glo-10mb' }],
  },
];

const servePackages = () => serveCategoryPackages(2, dataPackages);

const servePurchase = (status = 200, message = 'Transaction successful') =>
  capturePurchase('purchase-data/', status, message);

type User = ReturnType<typeof setupUser>;

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<DataForm />);
  await screen.findByRole('radio', { name: 'MTN' });
  const amount = () => screen.getByLabelText('Amount');
  const phone = () => screen.getByLabelText('Phone Number');
  const button = () => screen.getByRole('button', { name: /Confirm Purchase|Processing/ });
  return { user, amount, phone, button, ...view };
}

async function pick(
  user: User,
  network = 'MTN',
  pkg = 'MTN SME',
  plan = 'MTN SME 1GB - 30 Days at ₦260.00',
) {
  await user.click(screen.getByRole('radio', { name: network }));
  await user.selectOptions(screen.getByLabelText('Package'), pkg);
  await user.selectOptions(screen.getByLabelText('Data Plan'), plan);
}

async function fill(user: User) {
  await pick(user);
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');
}

beforeEach(() => writeAccessToken('token-1'));

it('shows the spinner while loading, then one tile per network type', async () => {
  servePackages();
  renderWithProviders(<DataForm />);
  expect(screen.getByText('Loading Plans... Please wait')).toBeInTheDocument();
  const group = await screen.findByRole('radiogroup', { name: 'Network' });
  const tiles = await within(group).findAllByRole('radio');
  expect(tiles.map((tile) => tile.textContent)).toEqual(['MTN', 'GLO']);
  expect(
    within(tiles[0] as HTMLElement).getByRole('presentation', { hidden: true }),
  ).toHaveAttribute('src', expect.stringContaining('/media/logos/mtn.svg'));
  expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('lists the packages of the network, then plans as title at naira, filling the read-only amount', async () => {
  servePackages();
  const { user, amount } = await setup();
  expect(screen.getByLabelText('Package')).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  const packageOptions = within(screen.getByLabelText('Package')).getAllByRole('option');
  expect(packageOptions.map((option) => option.textContent)).toEqual([
    'Select a package',
    'MTN SME',
    'MTN Gifting',
  ]);
  await user.selectOptions(screen.getByLabelText('Package'), 'MTN SME');
  expect(screen.getByText('MTN SME data, valid for 30 days')).toBeInTheDocument();
  const planOptions = within(screen.getByLabelText('Data Plan')).getAllByRole('option');
  expect(planOptions.map((option) => option.textContent)).toEqual([
    'Select a data plan',
    'MTN SME 1GB - 30 Days at ₦260.00',
    'MTN SME 2GB - 30 Days at ₦520.00',
  ]);
  await user.selectOptions(screen.getByLabelText('Data Plan'), 'MTN SME 2GB - 30 Days at ₦520.00');
  expect(amount()).toHaveValue('520.00');
  expect(amount()).toHaveAttribute('readonly');

  // A new package drops the plan; a new network drops package, plan and amount.
  await user.selectOptions(screen.getByLabelText('Package'), 'MTN Gifting');
  await waitFor(() => expect(amount()).toHaveValue(''));
  expect(screen.getByLabelText('Data Plan')).toHaveValue('');
  await user.selectOptions(screen.getByLabelText('Data Plan'), 'MTN Gifting 1GB at ₦300.00');
  expect(amount()).toHaveValue('300.00');
  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  expect(screen.getByLabelText('Package')).toHaveValue('');
  expect(amount()).toHaveValue('');
});

it('warns under the package when the chosen one is slow now, and not for a good one', async () => {
  servePackages();
  serveNetworkStatus([
    buildNetworkStatusEntry({ package_id: 21, median_seconds: 40, state: 'slow' }),
    buildNetworkStatusEntry({ package_id: 22, title: 'MTN Gifting', label: 'MTN Gifting' }),
  ]);
  const { user } = await setup();
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await user.selectOptions(screen.getByLabelText('Package'), 'MTN SME');
  const strip = await screen.findByRole('status');
  expect(strip).toHaveTextContent('MTN SME: slow now, median 40 s');
  await user.selectOptions(screen.getByLabelText('Package'), 'MTN Gifting');
  expect(strip).not.toBeInTheDocument();
});

it('reports the validation messages in check order, as popups and under the fields', async () => {
  servePackages();
  const sent = servePurchase();
  const { user, phone, button } = await setup();
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toEqual([M.phoneRequired]));
  expect(fieldError('Phone Number')).toBe(M.phoneRequired);
  expect(fieldError('Amount')).toBe(M.amountRequired);

  await user.type(phone(), '0803a');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(M.amountRequired));

  await pick(user, 'GLO', 'GLO Data', 'GLO 10MB - 1 Day at ₦5.00');
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(M.minimum));

  await pick(user);
  await user.click(button());
  await waitFor(() => expect(popupTexts()).toContain(PURCHASE_MESSAGES.phoneInvalid));
  expect(fieldError('Phone Number')).toBe(PURCHASE_MESSAGES.phoneInvalid);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('says a provider is needed under the network and package while none is chosen', async () => {
  servePackages();
  const { user, phone, button } = await setup();
  await enterText(user, phone(), '08031234567');
  await user.click(button());
  // No plan without a network, so the amount fails first (check order); the model tests cover
  // the provider message winning once the amount passes.
  await waitFor(() => expect(popupTexts()).toEqual([M.amountRequired]));
  expect(fieldError('Amount')).toBe(M.amountRequired);
  expect(fieldError('Package')).toBe(M.providerRequired);
  expect(screen.getAllByText(M.providerRequired)).toHaveLength(2);
});

it('New purchase keeps the package; the next plan is sent with its code and price', async () => {
  servePackages();
  const sent = servePurchase();
  const { user, amount, phone } = await setup();
  await fill(user);
  await confirmPurchase(user);
  await screen.findByText('Transaction successful');
  await user.click(screen.getByRole('button', { name: 'New purchase' }));
  expect(amount()).toHaveValue('');
  expect(phone()).toHaveValue('');
  expect(screen.getByLabelText('Package')).toHaveValue('21');

  await user.selectOptions(screen.getByLabelText('Data Plan'), 'MTN SME 2GB - 30 Days at ₦520.00');
  await enterText(user, phone(), '08031234567');
  await confirmPurchase(user);
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]?.body).toMatchObject({ variation_code: 'mtn-sme-2gb', amt: 520 });
});
