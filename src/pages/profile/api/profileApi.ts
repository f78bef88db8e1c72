import type {
  ApiSuccess,
  ChangePasswordRequest,
  LoginResponse,
  UpdateProfileRequest,
  User,
} from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/** The profile calls, answering with the whole envelope so the screen shows `message`. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ApiSuccess<User>, UpdateProfileRequest>({
      query: (body) => ({ url: 'update-user-profile/', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [TAGS.user] : []),
    }),
    /** a new webhook signing secret; the old one stops signing at once */
    rotateWebhookSecret: build.mutation<ApiSuccess<User>, void>({
      query: () => ({ url: 'rotate-webhook-secret/', method: 'PUT', body: {} }),
      invalidatesTags: (result) => (result ? [TAGS.user] : []),
    }),
    /** answers with a new access token; older tokens stop working */
    changePassword: build.mutation<ApiSuccess<LoginResponse>, ChangePasswordRequest>({
      query: (body) => ({ url: 'change-password/', method: 'PUT', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useRotateWebhookSecretMutation,
  useChangePasswordMutation,
} = profileApi;
