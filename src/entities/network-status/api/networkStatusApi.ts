import type { ApiSuccess, NetworkStatus } from '@contract/api';
import { baseApi } from '@/shared/api';

export const networkStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each network's and biller's last hour (public; the server keeps it 30 seconds). */
    getNetworkStatus: build.query<NetworkStatus, void>({
      query: () => 'network-status/',
      transformResponse: (response: ApiSuccess<NetworkStatus>) => response.data,
    }),
  }),
});

export const { useGetNetworkStatusQuery } = networkStatusApi;
