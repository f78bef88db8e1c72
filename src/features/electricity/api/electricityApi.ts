import type { ElectricityPurchaseRequest } from '@contract/services/electricity';
import { baseApi, purchaseEndpoint } from '@/shared/api';

/** POST purchase-electricity/ (refetches the wallet and the transaction list). */
export const electricityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseElectricity: build.mutation(
      purchaseEndpoint<ElectricityPurchaseRequest>('purchase-electricity/'),
    ),
  }),
});

export const { usePurchaseElectricityMutation } = electricityApi;
