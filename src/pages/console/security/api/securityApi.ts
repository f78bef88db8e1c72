import type {
  RecoveryCodes,
  StaffSession,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

const twoFactorChanged = [TAGS.consoleSecurity, TAGS.consoleMe, { type: TAGS.staff, id: 'LIST' }];

/** The staff member's own two-factor sign-in and open sessions. */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => 'console/security/two-factor',
      transformResponse: (response: { data: TwoFactorStatus }) => response.data,
      providesTags: [TAGS.consoleSecurity],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorEnrolment, void>({
      query: () => ({ url: 'console/security/two-factor/setup', method: 'POST' }),
      transformResponse: (response: { data: TwoFactorEnrolment }) => response.data,
    }),
    confirmTwoFactor: build.mutation<RecoveryCodes, string>({
      query: (code) => ({
        url: 'console/security/two-factor/confirm',
        method: 'POST',
        body: { code },
      }),
      transformResponse: (response: { data: RecoveryCodes }) => response.data,
      invalidatesTags: twoFactorChanged,
    }),
    disableTwoFactor: build.mutation<{ message: string }, string>({
      query: (code) => ({
        url: 'console/security/two-factor/disable',
        method: 'POST',
        body: { code },
      }),
      invalidatesTags: twoFactorChanged,
    }),
    listSessions: build.query<StaffSession[], void>({
      query: () => 'console/security/sessions',
      transformResponse: (response: { data: StaffSession[] }) => response.data,
      providesTags: [TAGS.consoleSessions],
    }),
    endSession: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `console/security/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.consoleSessions],
    }),
    endOtherSessions: build.mutation<{ message: string }, void>({
      query: () => ({ url: 'console/security/sessions/end-others', method: 'POST' }),
      invalidatesTags: [TAGS.consoleSessions],
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useListSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = securityApi;
