import { http, HttpResponse } from 'msw';
import type { Package, PriceListItem } from '@contract/api';
import { createAppStore } from '@/shared/lib/store';
import { apiUrl, mswServer } from '@/shared/lib/test';
import { packageApi } from './packageApi';

const prices: PriceListItem[] = [
  {
    title: 'MTN',
    image: '/media/logos/mtn.svg',
    category: { id: 1, name: 'Airtime', type: 'airtime' },
    products: [{ amount1: 1, amount2: 1.5, amount3: 2.5, amount4: 3 }],
  },
];

const dataPackages: Package[] = [
  {
    id: 5,
    title: 'MTN SME',
    image: '/media/logos/mtn.svg',
    description: 'MTN SME data',
    network_type: 'MTN',
    service_id: 'mtn-data',
    products: [{ id: 1, title: 'MTN SME 1GB - 30 Days', amount: 600, code: 'mtn-sme-1gb' }],
  },
];

describe('packageApi', () => {
  it('getPrices reads the list from the envelope of get-prices/', async () => {
    mswServer.use(http.get(apiUrl('get-prices/'), () => HttpResponse.json({ data: prices })));
    const store = createAppStore();
    const result = await store.dispatch(packageApi.endpoints.getPrices.initiate());
    expect(result.data).toEqual(prices);
  });

  it('getPackages asks get-package/{categoryId}/ and returns its packages', async () => {
    let asked = '';
    mswServer.use(
      http.get(apiUrl('get-package/:categoryId/'), ({ params }) => {
        asked = String(params.categoryId);
        return HttpResponse.json({ data: dataPackages });
      }),
    );
    const store = createAppStore();
    const result = await store.dispatch(packageApi.endpoints.getPackages.initiate(2));
    expect(asked).toBe('2');
    expect(result.data?.[0]?.title).toBe('MTN SME');
  });
});
