import type { AirtimeToCashRequest } from '@contract/services/airtime-to-cash';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** convert-airtime-to-cash/: refetches the wallet balance and the transaction list. */
export const airtimeToCashApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    convertAirtimeToCash: build.mutation<PurchaseOutcome, PurchaseArgs<AirtimeToCashRequest>>(
      purchaseEndpoint<AirtimeToCashRequest>('convert-airtime-to-cash/'),
    ),
  }),
});

export const { useConvertAirtimeToCashMutation } = airtimeToCashApi;
