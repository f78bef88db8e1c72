import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  buildUser,
  capturePurchase,
  capturePurchaseAnswers,
  confirmDialog,
  enterText,
  goOffline,
  goOnline,
  mswServer,
  renderWithProviders,
  serveCategoryPackages,
  serveGetError,
  servePurchaseByKey,
  setupUser,
} from '@/shared/lib/test';
import { CHECKING_MESSAGE } from '@/shared/ui/purchase';
import { serviceByKey } from '@contract/services';
import { FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';
import { AirtimeForm } from '@/features/airtime';
import { ServicePage } from './ServicePage';

const mtn: Package = {
  id: 11,
  title: 'MTN',
  image: '/media/logos/mtn.svg',
  description: 'MTN VTU airtime',
  network_type: null,
  service_id: 'mtn',
  products: { discount: 1 },
};

/** get-user/ answers the balances in turn (the last one repeats). */
function serveBalances(...balances: number[]) {
  let reads = 0;
  mswServer.use(
    http.get(apiUrl('get-user/'), () => {
      const balance = balances[Math.min(reads, balances.length - 1)] ?? 0;
      reads += 1;
      return HttpResponse.json({ data: buildUser({ wallet_balance: balance }) });
    }),
  );
}

/** The airtime page as its route draws it: the registry's entry and the airtime form. */
const PurchaseAirtimePage = () => (
  <ServicePage service={serviceByKey('airtime')}>
    <AirtimeForm />
  </ServicePage>
);

async function fillAirtime(amount: string) {
  const user = setupUser();
  await user.click(await screen.findByRole('radio', { name: 'MTN' }));
  await user.type(screen.getByLabelText('Amount'), amount);
  await enterText(user, screen.getByLabelText('Phone Number'), '08031234567');
  return user;
}

beforeEach(() => writeAccessToken('token-1'));
afterEach(() => goOnline());

it('says the wallet is short, with a Fund wallet link, instead of asking to confirm the charge', async () => {
  serveCategoryPackages(1, [mtn]);
  serveBalances(0);
  const sent = capturePurchase('purchase-airtime/');
  renderWithProviders(<PurchaseAirtimePage />);
  expect(await screen.findByText('₦0.00')).toBeInTheDocument();
  const user = await fillAirtime('100');
  expect(screen.getByText('You will be charged ₦99.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));

  const errors = await screen.findByRole('list', { name: 'Errors' });
  expect(errors).toHaveTextContent('Insufficient wallet balance. Please fund your wallet');
  expect(within(errors).getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('offline right after Yes: checks the purchase once back online, then shows it and the new balance', async () => {
  serveCategoryPackages(1, [mtn]);
  serveBalances(5000, 5000, 4901);
  const sent = capturePurchaseAnswers('purchase-airtime/', ['lost']);
  servePurchaseByKey({
    id: 31,
    status: 'confirmed',
    response: 'Transaction successful',
    amount: 99,
  });
  renderWithProviders(<PurchaseAirtimePage />);
  expect(await screen.findByText('₦5,000.00')).toBeInTheDocument();
  const user = await fillAirtime('100');
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await screen.findByRole('dialog');
  goOffline();
  await confirmDialog(user, 'Yes');
  expect(await screen.findByText(CHECKING_MESSAGE)).toBeInTheDocument();
  await waitFor(() => expect(sent).toHaveLength(1));

  goOnline();
  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('Transaction successful');
  expect(panel).toHaveTextContent('Confirmed');
  expect(await screen.findByText('₦4,901.00')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

/** The server's first view in the page, as the server sends it before the app's scripts. */
function serverFirstView() {
  const view = document.createElement('div');
  view.id = FIRST_VIEW_ELEMENT_ID;
  document.body.append(view);
  // what was in the document when the view went: the app's tiles, drawn in the same frame
  const drawnWhenRemoved: { radios: number }[] = [];
  const observer = new MutationObserver(() => {
    if (!view.isConnected && drawnWhenRemoved.length === 0)
      drawnWhenRemoved.push({ radios: document.querySelectorAll('[role="radio"]').length });
  });
  observer.observe(document.body, { childList: true });
  return { drawnWhenRemoved, stop: () => observer.disconnect() };
}

it("keeps the server's first view of the networks until the page draws its own", async () => {
  const view = serverFirstView();
  let answerPackages = () => undefined as void;
  const packagesHeld = new Promise<void>((resolve) => (answerPackages = resolve));
  serveBalances(2500);
  mswServer.use(
    http.get(apiUrl('get-package/1/'), async () => {
      await packagesHeld;
      return HttpResponse.json({ data: [mtn] });
    }),
  );
  renderWithProviders(<PurchaseAirtimePage />);
  // the balance is drawn, the networks are not yet: the server's networks stay on screen
  expect(await screen.findByText('₦2,500.00')).toBeInTheDocument();
  expect(screen.getByText('Loading Plans... Please wait')).toBeInTheDocument();
  expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).not.toBeNull();

  answerPackages();
  expect(await screen.findByRole('radio', { name: 'MTN' })).toBeInTheDocument();
  expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
  await waitFor(() => expect(view.drawnWhenRemoved).toEqual([{ radios: 1 }]));
  view.stop();
});

it("gives the server's first view up for the reason the networks could not be read", async () => {
  const view = serverFirstView();
  serveBalances(2500);
  serveGetError('get-package/1/', 'Packages are unavailable right now.');
  renderWithProviders(<PurchaseAirtimePage />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
  view.stop();
});
