import type {
  ApiSuccess,
  MatchedPlanList,
  MatchPlanListRequest,
  PlanMap,
  ReplacePlanMapRequest,
} from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/** A reseller key's plan map: read, replaced whole, and matched from an old plan list. */
export const planMapApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlanMap: build.query<PlanMap, number>({
      query: (keyId) => `api-keys/${keyId}/plan-map/`,
      transformResponse: (response: ApiSuccess<PlanMap>) => response.data,
      providesTags: (_result, _error, keyId) => [{ type: TAGS.planMap, id: keyId }],
    }),
    replacePlanMap: build.mutation<
      ApiSuccess<PlanMap>,
      { keyId: number; body: ReplacePlanMapRequest }
    >({
      query: ({ keyId, body }) => ({ url: `api-keys/${keyId}/plan-map/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { keyId }) => [{ type: TAGS.planMap, id: keyId }],
    }),
    matchPlanList: build.mutation<MatchedPlanList, { keyId: number; body: MatchPlanListRequest }>({
      query: ({ keyId, body }) => ({
        url: `api-keys/${keyId}/plan-map/match/`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ApiSuccess<MatchedPlanList>) => response.data,
    }),
  }),
});

export const { useGetPlanMapQuery, useReplacePlanMapMutation, useMatchPlanListMutation } =
  planMapApi;
