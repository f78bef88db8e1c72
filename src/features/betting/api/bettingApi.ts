import type { BettingPurchaseRequest } from '@contract/services/betting';
import { baseApi, purchaseEndpoint } from '@/shared/api';

/** POST purchase-betting/ (refetches the wallet and the transaction list). */
export const bettingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseBetting: build.mutation(purchaseEndpoint<BettingPurchaseRequest>('purchase-betting/')),
  }),
});

export const { usePurchaseBettingMutation } = bettingApi;
