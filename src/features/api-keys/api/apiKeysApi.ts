import type { ApiKey, ApiSuccess, CreateApiKeyRequest, CreatedApiKey } from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/** The signed-in user's API keys: list, create (the only answer with the whole key), revoke. */
export const apiKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<ApiKey[], void>({
      query: () => 'api-keys/',
      transformResponse: (response: ApiSuccess<ApiKey[]>) => response.data,
      providesTags: [TAGS.apiKeys],
    }),
    createApiKey: build.mutation<ApiSuccess<CreatedApiKey>, CreateApiKeyRequest>({
      query: (body) => ({ url: 'api-keys/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.apiKeys] : []),
    }),
    revokeApiKey: build.mutation<ApiSuccess<null>, number>({
      query: (id) => ({ url: `api-keys/${id}/`, method: 'DELETE' }),
      invalidatesTags: [TAGS.apiKeys],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
