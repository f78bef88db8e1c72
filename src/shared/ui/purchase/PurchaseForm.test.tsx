import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  baseApi,
  purchaseEndpoint,
  TAGS,
  writeAccessToken,
  type ApiSuccess,
  type Package,
} from '../../api';
import {
  apiUrl,
  capturePurchase,
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
import { TextField } from '../form';
import { PurchaseForm } from './PurchaseForm';

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
  expect(within(panel).getByText('GIFT-0013')).toBeInTheDocument();
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
