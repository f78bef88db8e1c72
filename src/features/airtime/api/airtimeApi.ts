import type { AirtimePurchaseRequest } from '@contract/services/airtime';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** purchase-airtime/: refetches the wallet balance and the transaction list. */
export const airtimeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseAirtime: build.mutation<PurchaseOutcome, PurchaseArgs<AirtimePurchaseRequest>>(
      purchaseEndpoint<AirtimePurchaseRequest>('purchase-airtime/'),
    ),
  }),
});

export const { usePurchaseAirtimeMutation } = airtimeApi;
