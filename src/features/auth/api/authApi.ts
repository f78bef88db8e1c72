import { baseApi, TAGS } from '@/shared/api';
import type {
  TwoFactorChallenge,
  TwoFactorLoginRequest,
  ApiSuccess,
  DetailResponse,
  LoginRequest,
  LoginResponse,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SignedOutEverywhere,
} from '@contract/api';

/**
 * The account calls; each answers with the whole envelope so screens read `message`. A staff
 * member with two-factor sign-in on gets a challenge from login, finished by loginTwoFactor.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiSuccess<RegisterResponse>, RegisterRequest>({
      query: (body) => ({ url: 'register/', method: 'POST', body }),
    }),
    login: build.mutation<ApiSuccess<LoginResponse | TwoFactorChallenge>, LoginRequest>({
      query: (body) => ({ url: 'auth/login/', method: 'POST', body }),
      // a new session: anything cached for another account is stale
      invalidatesTags: [TAGS.user],
    }),
    loginTwoFactor: build.mutation<ApiSuccess<LoginResponse>, TwoFactorLoginRequest>({
      query: (body) => ({ url: 'auth/login/two-factor/', method: 'POST', body }),
      invalidatesTags: [TAGS.user],
    }),
    requestPasswordReset: build.mutation<ApiSuccess<DetailResponse>, PasswordResetRequest>({
      query: (body) => ({ url: 'password_reset/', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ApiSuccess<DetailResponse>, ResetPasswordRequest>({
      query: (body) => ({ url: 'reset_password/', method: 'POST', body }),
    }),
    /** ends this device's session on the server: a copied token stops working too */
    logout: build.mutation<ApiSuccess<DetailResponse>, void>({
      query: () => ({ url: 'auth/logout/', method: 'POST', body: {} }),
    }),
    /** ends every session (this one too) and every API key of the account */
    signOutEverywhere: build.mutation<ApiSuccess<SignedOutEverywhere>, void>({
      query: () => ({ url: 'auth/sign-out-everywhere/', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useLoginTwoFactorMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useSignOutEverywhereMutation,
} = authApi;
