import type { AccidentInsurancePurchaseRequest } from '@contract/services/accident-insurance';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** purchase-accident-insurance/: refetches the wallet balance and the transaction list. */
export const accidentInsuranceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseAccidentInsurance: build.mutation<
      PurchaseOutcome,
      PurchaseArgs<AccidentInsurancePurchaseRequest>
    >(purchaseEndpoint<AccidentInsurancePurchaseRequest>('purchase-accident-insurance/')),
  }),
});

export const { usePurchaseAccidentInsuranceMutation } = accidentInsuranceApi;
