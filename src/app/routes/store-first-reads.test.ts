import { http, HttpResponse } from 'msw';
import type { Package } from '@contract/api';
import { packageApi } from '@/entities/package';
import { userApi } from '@/entities/user';
import {
  answerFirstReadsWith,
  resetFirstReads,
  takeFirstRead,
  writeAccessToken,
} from '@/shared/api';
import { createAppStore } from '@/shared/lib/store';
import { apiUrl, buildUser, clearPageCarries, mswServer, pageCarries } from '@/shared/lib/test';
import { storeFirstReads } from './store-first-reads';

/** Every API request the store sends, by path. */
function countRequests() {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('*'), ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ data: null });
    }),
  );
  return asked;
}

const mtn = { id: 1, title: 'MTN' } as Package;

beforeEach(() => {
  answerFirstReadsWith(takeFirstRead);
  resetFirstReads();
  writeAccessToken('customer-token');
});
afterEach(clearPageCarries);

it("puts the page's answers in the store before the shell draws, without a request", async () => {
  pageCarries({
    'get-user/': { data: buildUser({ wallet_balance: 4_321 }) },
    'get-notification/': { data: 'Open 24/7' },
    'get-package/1/': { data: [mtn] },
  });
  const asked = countRequests();
  const store = createAppStore();

  await storeFirstReads(store, '/dashboard/purchase-airtime');

  const state = store.getState();
  expect(userApi.endpoints.getUser.select()(state).data?.wallet_balance).toBe(4_321);
  expect(userApi.endpoints.getNotification.select()(state).data).toBe('Open 24/7');
  expect(packageApi.endpoints.getPackages.select(1)(state).data).toEqual([mtn]);
  expect(asked).toEqual([]);
});

it('never waits on the network for what the page does not carry', async () => {
  pageCarries({ 'get-user/': { data: buildUser() } });
  const asked = countRequests();
  const store = createAppStore();

  await storeFirstReads(store, '/dashboard/purchase-airtime');

  expect(userApi.endpoints.getUser.select()(store.getState()).isSuccess).toBe(true);
  expect(packageApi.endpoints.getPackages.select(1)(store.getState()).isUninitialized).toBe(true);
  expect(asked).toEqual([]);
  // a page outside the dashboard reads nothing
  await storeFirstReads(createAppStore(), '/pricing');
  expect(asked).toEqual([]);
});
