import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { packageApi } from '@/entities/package';
import { writeAccessToken } from '@/shared/api';
import { createAppStore } from '@/shared/lib/store';
import { apiUrl, mswServer } from '@/shared/lib/test';
import { walletApi } from './walletApi';

it('reads the packages and the price list again after a level upgrade', async () => {
  writeAccessToken('token-1');
  const reads = { packages: 0, prices: 0 };
  mswServer.use(
    http.get(apiUrl('get-package/1/'), () => {
      reads.packages += 1;
      return HttpResponse.json({ data: [] });
    }),
    http.get(apiUrl('get-prices/'), () => {
      reads.prices += 1;
      return HttpResponse.json({ data: [] });
    }),
    http.put(apiUrl('upgrade-user/'), () =>
      HttpResponse.json({
        message: 'Upgraded',
        data: { user_level: 'agent', wallet_balance: 900 },
      }),
    ),
    http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: null })),
    http.get(apiUrl('get-transactions/'), () => HttpResponse.json({ data: [], meta: {} })),
  );
  const store = createAppStore();
  const packages = store.dispatch(packageApi.endpoints.getPackages.initiate(1));
  const prices = store.dispatch(packageApi.endpoints.getPrices.initiate());
  await waitFor(() => expect(reads).toEqual({ packages: 1, prices: 1 }));

  await store.dispatch(walletApi.endpoints.upgradeLevel.initiate({ level: 'agent', amount: 100 }));
  await waitFor(() => expect(reads).toEqual({ packages: 2, prices: 2 }));
  packages.unsubscribe();
  prices.unsubscribe();
});
