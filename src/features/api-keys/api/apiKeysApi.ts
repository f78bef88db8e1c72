import type {
  ApiKey,
  ApiKeyProof,
  ApiSuccess,
  CreateApiKeyRequest,
  CreatedApiKey,
} from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/**
 * The signed-in user's API keys: list, create (the only answer with the whole key), revoke. Each
 * call carries the fresh proof the server asks for (the password, and the PIN when set).
 */
export const apiKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKey[], ApiKeyProof>({
      query: (proof) => ({ url: 'api-keys/list/', method: 'POST', body: proof }),
      transformResponse: (response: ApiSuccess<ApiKey[]>) => response.data,
      providesTags: [TAGS.apiKeys],
      // the proof is part of the cache key: drop it as soon as no screen shows the keys
      keepUnusedDataFor: 0,
    }),
    createApiKey: build.mutation<ApiSuccess<CreatedApiKey>, CreateApiKeyRequest>({
      query: (body) => ({ url: 'api-keys/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.apiKeys] : []),
    }),
    revokeApiKey: build.mutation<ApiSuccess<null>, { id: number; proof: ApiKeyProof }>({
      query: ({ id, proof }) => ({ url: `api-keys/${id}/`, method: 'DELETE', body: proof }),
      invalidatesTags: [TAGS.apiKeys],
    }),
  }),
});

export const {
  useListApiKeysQuery,
  useLazyListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
} = apiKeysApi;
