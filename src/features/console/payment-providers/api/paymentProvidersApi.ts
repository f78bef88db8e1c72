import type { ChangePaymentProviderRequest, ConsolePaymentProvider } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

type Providers = { data: { providers: ConsolePaymentProvider[] } };
const unwrap = (response: Providers) => response.data.providers;

/** The payments providers (Monnify, Paystack): every staff member reads them, owners change them. */
export const paymentProvidersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentProviders: build.query<ConsolePaymentProvider[], void>({
      query: () => 'console/payment-providers',
      transformResponse: unwrap,
      providesTags: [TAGS.consolePaymentProviders],
    }),
    changePaymentProvider: build.mutation<
      ConsolePaymentProvider[],
      ChangePaymentProviderRequest & { provider: ConsolePaymentProvider['provider'] }
    >({
      query: ({ provider, ...body }) => ({
        url: `console/payment-providers/${provider}`,
        method: 'PUT',
        body,
      }),
      transformResponse: unwrap,
      invalidatesTags: [TAGS.consolePaymentProviders, { type: TAGS.audit, id: 'LIST' }],
    }),
  }),
});

export const { useGetPaymentProvidersQuery, useChangePaymentProviderMutation } =
  paymentProvidersApi;
