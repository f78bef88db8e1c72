import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiSuccess, Package } from '@contract/api';
import { baseApi, purchaseEndpoint, TAGS, writeAccessToken } from '../../api';
import {
  apiUrl,
  buildTransaction,
  capturePurchase,
  capturePurchaseAnswers,
  goOffline,
  goOnline,
  confirmDialog,
  confirmPurchase,
  enterText,
  errorReply,
  mswServer,
  popupTexts,
  renderWithProviders,
  servePurchaseByKey,
  setupUser,
} from '../../lib/test';
import type * as Network from '../../lib/network';
import { TextField } from '../form';
import { AvailableFundsProvider } from './available-funds';
import { CHECKING_MESSAGE, NOT_CHARGED_MESSAGE } from './check-by-key';
import { PurchaseForm } from './PurchaseForm';

// The waits between failed checks, a hundred times shorter: their lengths are check-by-key.test.ts's.
jest.mock('../../lib/network', () => {
  const actual = jest.requireActual<typeof Network>('../../lib/network');
  return { ...actual, pause: (ms: number, signal: AbortSignal) => actual.pause(ms / 100, signal) };
});

/** A one-field service, as small as a slice can be: its packages, its purchase, a name. */
interface GiftRequest {
  package_id: number;
  name: string;
}

const giftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGiftPackages: build.query<Package[], void>({
      query: () => 'get-package/99/',
      transformResponse: (response: ApiSuccess<Package[]>) => response.data,
    }),
    sendGift: build.mutation(purchaseEndpoint<GiftRequest>('send-gift/')),
  }),
});

const card: Package = {
  id: 7,
  title: 'Gift card',
  image: '/media/gift.svg',
  description: '',
  network_type: null,
  service_id: 'gift',
  products: { amount: 250 },
};

function GiftForm() {
  const packages = giftApi.useGetGiftPackagesQuery();
  const [sendGift] = giftApi.useSendGiftMutation();
  return (
    <PurchaseForm<{ name: string }, GiftRequest>
      label="Send a gift"
      packages={packages}
      loadingText="Loading gifts... Please wait"
      initialValues={{ name: '' }}
      validate={(values) => (values.name.trim() ? {} : { name: 'Name is required' })}
      send={sendGift}
      order={(values, packages) => {
        const [gift] = packages;
        if (!gift) return 'No gift card on sale';
        return {
          request: { package_id: gift.id, name: values.name.trim() },
          charge: 250,
          confirmContent: `A gift card for ${values.name.trim()}.`,
        };
      }}
      chargePreview={(values) => (values.name ? 'You will be charged ₦250.00' : undefined)}
    >
      {() => <TextField name="name" label="Name" />}
    </PurchaseForm>
  );
}

function servePackages(answers: ('fail' | 'ok')[]) {
  let calls = 0;
  mswServer.use(
    http.get(apiUrl('get-package/99/'), () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer === 'fail'
        ? errorReply(503, 'Gifts are unavailable')
        : HttpResponse.json({ data: [card] });
    }),
  );
}

beforeEach(() => writeAccessToken('token-1'));
afterEach(() => goOnline());

/** The gift form with its packages loaded and a name typed, ready for Confirm Purchase. */
async function readyGift(funds?: number) {
  servePackages(['ok']);
  const user = setupUser();
  const view = renderWithProviders(
    <AvailableFundsProvider value={funds}>
      <GiftForm />
    </AvailableFundsProvider>,
  );
  await waitFor(() =>
    expect(screen.queryByText('Loading gifts... Please wait')).not.toBeInTheDocument(),
  );
  await enterText(user, screen.getByLabelText('Name'), 'Ada');
  return { user, ...view };
}

describe('a purchase whose answer never arrives', () => {
  it('says it is checking, waits for the connection, then shows the purchase the server made', async () => {
    const sent = capturePurchaseAnswers('send-gift/', ['lost']);
    const read = servePurchaseByKey({
      id: 21,
      status: 'confirmed',
      response: 'Gift sent',
      amount: 250,
    });
    const { user } = await readyGift();
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await screen.findByRole('dialog');
    // The connection drops as Yes is pressed: the answer is lost on the way back.
    goOffline();
    await confirmDialog(user, 'Yes');

    expect(await screen.findByText(CHECKING_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    // Nothing can be asked while offline: the screen waits for the connection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read).toEqual([]);
    expect(screen.getByRole('button', { name: 'Processing... Please wait.' })).toBeDisabled();

    goOnline();
    const panel = await screen.findByRole('region', { name: 'Purchase result' });
    expect(panel).toHaveTextContent('Gift sent');
    expect(panel).toHaveTextContent('Confirmed');
    // Read by its key only (again when the refreshed history refreshes the panel); never re-sent.
    expect(new Set(read)).toEqual(new Set([sent[0]?.key]));
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(CHECKING_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Network Error');
  });

  // How long it waits between checks is pinned in check-by-key.test.ts, on fake timers.
  it('asks again while the check itself fails, and shows the answer once one comes', async () => {
    capturePurchaseAnswers('send-gift/', ['lost']);
    const reads: number[] = [];
    mswServer.use(
      http.get(apiUrl('purchases/by-key/:key/'), () => {
        reads.push(Date.now());
        return reads.length < 3
          ? HttpResponse.error()
          : HttpResponse.json({
              data: buildTransaction({
                id: 22,
                status: 'pending',
                response: 'Gift on its way',
                amount: 250,
              }),
            });
      }),
    );
    const { user } = await readyGift();
    await confirmPurchase(user);
    expect(await screen.findByText(CHECKING_MESSAGE)).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Purchase result' });
    expect(panel).toHaveTextContent('Gift on its way');
    // the server's record is still pending: amber, as a 201 answer is
    expect(panel.querySelector('[data-notice="warning"]')).not.toBeNull();
    // two failed checks, the one that answered (then the panel's own refresh of it)
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(document.body).not.toHaveTextContent('Network Error');
  });

  it('says plainly nothing was charged when the server never got it, and retries with the same key', async () => {
    const sent = capturePurchaseAnswers('send-gift/', [
      'lost',
      { status: 200, message: 'Gift sent' },
    ]);
    const read = servePurchaseByKey(null);
    const { user } = await readyGift();
    goOffline();
    await confirmPurchase(user);
    expect(await screen.findByText(CHECKING_MESSAGE)).toBeInTheDocument();
    goOnline();

    const errors = await screen.findByRole('list', { name: 'Errors' });
    expect(errors).toHaveTextContent(NOT_CHARGED_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Network Error');
    expect(read).toEqual([sent[0]?.key]);

    await confirmPurchase(user);
    expect(await screen.findByRole('region', { name: 'Purchase result' })).toHaveTextContent(
      'Gift sent',
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});

describe('the balance, checked before the confirmation', () => {
  it('stops a charge above the wallet balance with the way to fund it, before any dialog', async () => {
    const sent = capturePurchase('send-gift/');
    const { user } = await readyGift(249.99);
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));

    const errors = await screen.findByRole('list', { name: 'Errors' });
    expect(errors).toHaveTextContent('Insufficient wallet balance.');
    expect(within(errors).getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
      'href',
      '/dashboard/fund-wallet',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for confirmation when the balance covers the charge exactly', async () => {
    const { user } = await readyGift(250);
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('A gift card for Ada.');
    expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
  });
});

it('shows the loading words, then a failed load in place with a Retry that loads again', async () => {
  servePackages(['fail', 'ok']);
  const user = setupUser();
  renderWithProviders(<GiftForm />);
  expect(screen.getByText('Loading gifts... Please wait')).toBeInTheDocument();

  const failure = await screen.findByText('Gifts are unavailable', { selector: '[role=alert] *' });
  await waitFor(() => expect(popupTexts()).toEqual(['Gifts are unavailable']));
  await user.click(
    within(failure.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Retry' }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument(),
  );
});

it('previews the charge, confirms, shows the busy button, then the result panel in focus', async () => {
  servePackages(['ok']);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = capturePurchase('send-gift/', 200, 'Gift sent', gate, { id: 12, amount: 250 });
  const user = setupUser();
  renderWithProviders(<GiftForm />);
  await waitFor(() =>
    expect(screen.queryByText('Loading gifts... Please wait')).not.toBeInTheDocument(),
  );
  await enterText(user, screen.getByLabelText('Name'), 'Ada');
  expect(screen.getByText('You will be charged ₦250.00')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('A gift card for Ada.');
  await confirmDialog(user, 'Yes');
  expect(await screen.findByRole('button', { name: 'Processing... Please wait.' })).toBeDisabled();
  release();

  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveFocus();
  expect(panel).toHaveTextContent('Gift sent');
  expect(panel).toHaveTextContent('₦250.00');
  expect(sent[0]?.body).toEqual({ package_id: 7, name: 'Ada' });
});

it('turns a pending result confirmed when its transaction is refreshed, without a reload', async () => {
  servePackages(['ok']);
  capturePurchase('send-gift/', 201, 'Gift on its way', undefined, {
    id: 13,
    status: 'pending',
    token: 'GIFT-0013',
  });
  const user = setupUser();
  const { store } = renderWithProviders(<GiftForm />);
  await waitFor(() =>
    expect(screen.queryByText('Loading gifts... Please wait')).not.toBeInTheDocument(),
  );
  await enterText(user, screen.getByLabelText('Name'), 'Ada');
  await confirmPurchase(user);
  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('Gift on its way');
  expect(panel.querySelector('[data-notice="warning"]')).not.toBeNull();

  // What the live status stream does when the server settles the purchase.
  servePurchaseByKey({ id: 13, status: 'confirmed', token: 'GIFT-0013' });
  act(() => {
    store.dispatch(baseApi.util.invalidateTags([TAGS.transactions]));
  });
  await waitFor(() => expect(panel).toHaveTextContent('Your purchase has been confirmed.'));
  expect(panel.querySelector('[data-notice="success"]')).not.toBeNull();
  expect(panel).toHaveTextContent('GIFT-0013');
});

it('says why nothing can be sent when the slice has no order to make', async () => {
  mswServer.use(http.get(apiUrl('get-package/99/'), () => HttpResponse.json({ data: [] })));
  const sent = capturePurchase('send-gift/');
  const user = setupUser();
  renderWithProviders(<GiftForm />);
  await waitFor(() =>
    expect(screen.queryByText('Loading gifts... Please wait')).not.toBeInTheDocument(),
  );
  await enterText(user, screen.getByLabelText('Name'), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await waitFor(() => expect(popupTexts()).toEqual(['No gift card on sale']));
  expect(sent).toHaveLength(0);
});
