import type { DataPurchaseRequest } from '@contract/services/data';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** purchase-data/: refetches the wallet balance and the transaction list. */
export const dataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseData: build.mutation<PurchaseOutcome, PurchaseArgs<DataPurchaseRequest>>(
      purchaseEndpoint<DataPurchaseRequest>('purchase-data/'),
    ),
  }),
});

export const { usePurchaseDataMutation } = dataApi;
