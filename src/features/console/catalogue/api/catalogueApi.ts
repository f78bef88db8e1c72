import type {
  ApplyBulkPriceRequest,
  BelowCostSummary,
  BulkPriceRequest,
  BulkPriceResult,
  ConsoleCatalogue,
  ConsoleLevel,
  ConsolePackage,
  ConsoleReferralRate,
  RefreshPlansResponse,
  SetActiveRequest,
  SetLevelPriceRequest,
  SetPackageRateRequest,
  SetPlanPriceRequest,
  SetProviderCommissionRequest,
  SetReferralRateRequest,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

type WithId<T> = T & { id: number };
const dataOf = <T>(response: { data: T }) => response.data;
/** A price change shows in the catalogue and in what customers are offered. */
const changed = [TAGS.consoleCatalogue, TAGS.packages, TAGS.prices];

/** The owner's catalogue and prices: every change reloads the catalogue and the price lists. */
export const consoleCatalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleCatalogue: build.query<ConsoleCatalogue, { belowCost?: boolean } | void>({
      query: (filter) =>
        filter?.belowCost ? 'console/catalogue?below_cost=true' : 'console/catalogue',
      transformResponse: dataOf<ConsoleCatalogue>,
      providesTags: [TAGS.consoleCatalogue],
    }),
    /** how many tier prices and discounts sell below cost: the overview's warning */
    getBelowCost: build.query<BelowCostSummary, void>({
      query: () => 'console/catalogue/below-cost',
      transformResponse: dataOf<BelowCostSummary>,
      providesTags: [TAGS.consoleCatalogue],
    }),
    setPlanPrice: build.mutation<ConsolePackage, WithId<SetPlanPriceRequest>>({
      query: ({ id, ...body }) => ({
        url: `console/catalogue/plans/${id}/price`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsolePackage>,
      invalidatesTags: changed,
    }),
    /** what a bulk change would write; nothing changes, so nothing is reloaded */
    previewBulkPrice: build.mutation<BulkPriceResult, BulkPriceRequest>({
      query: (body) => ({ url: 'console/catalogue/bulk-price/preview', method: 'POST', body }),
      transformResponse: dataOf<BulkPriceResult>,
    }),
    applyBulkPrice: build.mutation<BulkPriceResult, ApplyBulkPriceRequest>({
      query: (body) => ({ url: 'console/catalogue/bulk-price', method: 'POST', body }),
      transformResponse: dataOf<BulkPriceResult>,
      invalidatesTags: changed,
    }),
    setPlanActive: build.mutation<ConsolePackage, WithId<SetActiveRequest>>({
      query: ({ id, ...body }) => ({
        url: `console/catalogue/plans/${id}/active`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsolePackage>,
      invalidatesTags: changed,
    }),
    setPackageRate: build.mutation<ConsolePackage, WithId<SetPackageRateRequest>>({
      query: ({ id, ...body }) => ({
        url: `console/catalogue/packages/${id}/rate`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsolePackage>,
      invalidatesTags: changed,
    }),
    setPackageActive: build.mutation<ConsolePackage, WithId<SetActiveRequest>>({
      query: ({ id, ...body }) => ({
        url: `console/catalogue/packages/${id}/active`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsolePackage>,
      invalidatesTags: changed,
    }),
    setProviderCommission: build.mutation<ConsolePackage, WithId<SetProviderCommissionRequest>>({
      query: ({ id, ...body }) => ({
        url: `console/catalogue/packages/${id}/provider-commission`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsolePackage>,
      invalidatesTags: [TAGS.consoleCatalogue],
    }),
    refreshPlans: build.mutation<RefreshPlansResponse, number>({
      query: (id) => ({ url: `console/catalogue/packages/${id}/refresh`, method: 'POST' }),
      transformResponse: dataOf<RefreshPlansResponse>,
      invalidatesTags: [...changed, TAGS.consoleOffers],
    }),
    setReferralRate: build.mutation<ConsoleReferralRate[], WithId<SetReferralRateRequest>>({
      query: ({ id, ...body }) => ({
        url: `console/catalogue/referral-rates/${id}`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsoleReferralRate[]>,
      invalidatesTags: [TAGS.consoleCatalogue],
    }),
    setLevelPrice: build.mutation<ConsoleLevel[], WithId<SetLevelPriceRequest>>({
      query: ({ id, ...body }) => ({ url: `console/catalogue/levels/${id}`, method: 'PUT', body }),
      transformResponse: dataOf<ConsoleLevel[]>,
      invalidatesTags: [TAGS.consoleCatalogue, TAGS.user],
    }),
  }),
});

export const {
  useGetConsoleCatalogueQuery,
  useGetBelowCostQuery,
  useSetPlanPriceMutation,
  useSetPlanActiveMutation,
  usePreviewBulkPriceMutation,
  useApplyBulkPriceMutation,
  useSetPackageRateMutation,
  useSetPackageActiveMutation,
  useSetProviderCommissionMutation,
  useRefreshPlansMutation,
  useSetReferralRateMutation,
  useSetLevelPriceMutation,
} = consoleCatalogueApi;
