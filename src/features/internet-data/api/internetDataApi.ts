import type { InternetDataPurchaseRequest } from '@contract/services/internet-data';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** purchase-internet-data/: refetches the wallet balance and the transaction list. */
export const internetDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseInternetData: build.mutation<
      PurchaseOutcome,
      PurchaseArgs<InternetDataPurchaseRequest>
    >(purchaseEndpoint<InternetDataPurchaseRequest>('purchase-internet-data/')),
  }),
});

export const { usePurchaseInternetDataMutation } = internetDataApi;
