import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userApi } from '@/entities/user';
import {
  answerFirstReadsWith,
  resetFirstReads,
  takeFirstRead,
  writeAccessToken,
} from '@/shared/api';
import {
  apiUrl,
  buildUser,
  clearPageCarries,
  mswServer,
  pageCarries,
  renderWithProviders,
} from '@/shared/lib/test';
import { WalletBalance } from './WalletBalance';

/** get-user/ on the network, answering `balance`; returns how many times it was asked. */
function serveUserCounting(balance: number) {
  const calls = { count: 0 };
  mswServer.use(
    http.get(apiUrl('get-user/'), () => {
      calls.count += 1;
      return HttpResponse.json({ data: buildUser({ wallet_balance: balance }) });
    }),
  );
  return calls;
}

beforeEach(() => {
  // as the signed-in shell does when it loads
  answerFirstReadsWith(takeFirstRead);
  resetFirstReads();
  writeAccessToken('customer-token');
});
afterEach(clearPageCarries);

it("shows the balance the page carries without asking the network, and reads it again when it's stale", async () => {
  pageCarries({ 'get-user/': { data: buildUser({ wallet_balance: 1_234.5 }) } });
  const network = serveUserCounting(99);
  const { store } = renderWithProviders(<WalletBalance />);

  expect(await screen.findByText('₦1,234.50')).toBeInTheDocument();
  expect(network.count).toBe(0);
  // the page's answer is used once: a refresh (a live change, a purchase) asks the server
  await act(() =>
    store.dispatch(userApi.endpoints.getUser.initiate(undefined, { forceRefetch: true })),
  );
  expect(await screen.findByText('₦99.00')).toBeInTheDocument();
  expect(network.count).toBe(1);
});

it('asks the network when the page carries no answer for it', async () => {
  pageCarries({ 'get-notification/': { data: 'Hello' } });
  const network = serveUserCounting(250);
  renderWithProviders(<WalletBalance />);
  expect(await screen.findByText('₦250.00')).toBeInTheDocument();
  expect(network.count).toBe(1);
});

it('never uses an answer the app takes later than half a minute after it first read the page', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), advanceTimers: true });
  try {
    pageCarries({
      'get-notification/': { data: 'Hello' },
      'get-user/': { data: buildUser({ wallet_balance: 1_234.5 }) },
    });
    const network = serveUserCounting(77);
    const { store } = renderWithProviders(<></>);
    // the app's first request reads the page
    await act(() => store.dispatch(userApi.endpoints.getNotification.initiate()));
    jest.setSystemTime(new Date('2026-11-26T10:00:31Z'));
    renderWithProviders(<WalletBalance />, { store });
    expect(await screen.findByText('₦77.00')).toBeInTheDocument();
    expect(network.count).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});
