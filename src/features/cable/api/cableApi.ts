import type { CablePurchaseRequest } from '@contract/services/cable';
import { baseApi, purchaseEndpoint } from '@/shared/api';

/** POST purchase-cable/ (refetches the wallet and the transaction list). */
export const cableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseCable: build.mutation(purchaseEndpoint<CablePurchaseRequest>('purchase-cable/')),
  }),
});

export const { usePurchaseCableMutation } = cableApi;
