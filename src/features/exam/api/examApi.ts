import type { ExamPurchaseRequest } from '@contract/services/exam';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** purchase-exam-pins/: refetches the wallet balance and the transaction list. */
export const examApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    purchaseExam: build.mutation<PurchaseOutcome, PurchaseArgs<ExamPurchaseRequest>>(
      purchaseEndpoint<ExamPurchaseRequest>('purchase-exam-pins/'),
    ),
  }),
});

export const { usePurchaseExamMutation } = examApi;
