import type {
  ApiSuccess,
  Beneficiary,
  CreateBeneficiaryRequest,
  RecentNumber,
} from '@contract/api';
import type { PurchaseServiceKey } from '@contract/services';
import { baseApi, TAGS } from '@/shared/api';

/**
 * The signed-in customer's saved numbers (list, save, rename, delete) and the numbers they used
 * lately for a service, which every purchase refreshes (it invalidates the transactions).
 */
export const beneficiariesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBeneficiaries: build.query<Beneficiary[], void>({
      query: () => 'beneficiaries/',
      transformResponse: (response: ApiSuccess<Beneficiary[]>) => response.data,
      providesTags: [TAGS.beneficiaries],
    }),
    getRecentNumbers: build.query<RecentNumber[], PurchaseServiceKey>({
      query: (service) => ({ url: 'beneficiaries/recent/', params: { service } }),
      transformResponse: (response: ApiSuccess<RecentNumber[]>) => response.data,
      providesTags: [TAGS.transactions],
    }),
    saveBeneficiary: build.mutation<ApiSuccess<Beneficiary>, CreateBeneficiaryRequest>({
      query: (body) => ({ url: 'beneficiaries/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.beneficiaries] : []),
    }),
    renameBeneficiary: build.mutation<ApiSuccess<Beneficiary>, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `beneficiaries/${id}/`, method: 'PATCH', body: { name } }),
      invalidatesTags: (result) => (result ? [TAGS.beneficiaries] : []),
    }),
    deleteBeneficiary: build.mutation<ApiSuccess<null>, number>({
      query: (id) => ({ url: `beneficiaries/${id}/`, method: 'DELETE' }),
      invalidatesTags: [TAGS.beneficiaries],
    }),
  }),
});

export const {
  useGetBeneficiariesQuery,
  useGetRecentNumbersQuery,
  useSaveBeneficiaryMutation,
  useRenameBeneficiaryMutation,
  useDeleteBeneficiaryMutation,
} = beneficiariesApi;
