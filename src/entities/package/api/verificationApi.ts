import type { ApiSuccess, VerificationResponse } from '@contract/api';
import type { MeterType } from '@contract/services/electricity';
import { baseApi } from '@/shared/api';

/**
 * Customer verification at a provider: a smart card / IUC number or JAMB profile ID, and a
 * meter. The answer's content holds the customer's details or an `error` text.
 */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyCard: build.mutation<VerificationResponse, { packageId: number; number: string }>({
      query: ({ packageId, number }) => `verify-card/${packageId}/${encodeURIComponent(number)}/`,
      transformResponse: (response: ApiSuccess<VerificationResponse>) => response.data,
    }),
    verifyMeter: build.mutation<
      VerificationResponse,
      { packageId: number; meterNo: string; meterType: MeterType }
    >({
      query: ({ packageId, meterNo, meterType }) =>
        `verify-meter-number/${packageId}/${encodeURIComponent(meterNo)}/${meterType}/`,
      transformResponse: (response: ApiSuccess<VerificationResponse>) => response.data,
    }),
  }),
});

export const { useVerifyCardMutation, useVerifyMeterMutation } = verificationApi;
