import type {
  ConsoleBillsProvider,
  ConsoleOffers,
  SetOfferRequest,
  SetPinRequest,
  SetProviderEnabledRequest,
  SetProviderForcedDownRequest,
  SetProviderPriorityRequest,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

const dataOf = <T>(response: { data: T }) => response.data;
type Named<T> = T & { name: string };

/** Where a plan's or an amount-based package's offers are. */
export type OffersOf = { planId: number } | { packageId: number };
const offersPath = (of: OffersOf) =>
  'planId' in of
    ? `console/catalogue/plans/${of.planId}`
    : `console/catalogue/packages/${of.packageId}`;

/** The bills providers and the offers through which plans are sold. */
export const consoleProvidersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleProviders: build.query<ConsoleBillsProvider[], void>({
      query: () => 'console/providers',
      transformResponse: dataOf<ConsoleBillsProvider[]>,
      providesTags: [TAGS.consoleProviders],
    }),
    setProviderEnabled: build.mutation<ConsoleBillsProvider[], Named<SetProviderEnabledRequest>>({
      query: ({ name, ...body }) => ({
        url: `console/providers/${name}/enabled`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsoleBillsProvider[]>,
      invalidatesTags: [TAGS.consoleProviders, TAGS.consoleOffers],
    }),
    setProviderPriority: build.mutation<ConsoleBillsProvider[], Named<SetProviderPriorityRequest>>({
      query: ({ name, ...body }) => ({
        url: `console/providers/${name}/priority`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsoleBillsProvider[]>,
      invalidatesTags: [TAGS.consoleProviders, TAGS.consoleOffers],
    }),
    setProviderForcedDown: build.mutation<
      ConsoleBillsProvider[],
      Named<SetProviderForcedDownRequest>
    >({
      query: ({ name, ...body }) => ({
        url: `console/providers/${name}/forced-down`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<ConsoleBillsProvider[]>,
      invalidatesTags: [TAGS.consoleProviders, TAGS.consoleOffers],
    }),
    getOffers: build.query<ConsoleOffers, OffersOf>({
      query: (of) => `${offersPath(of)}/offers`,
      transformResponse: dataOf<ConsoleOffers>,
      providesTags: [TAGS.consoleOffers],
    }),
    setOffer: build.mutation<ConsoleOffers, SetOfferRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `console/catalogue/offers/${id}`, method: 'PUT', body }),
      transformResponse: dataOf<ConsoleOffers>,
      invalidatesTags: [TAGS.consoleOffers],
    }),
    setPin: build.mutation<ConsoleOffers, SetPinRequest & { of: OffersOf }>({
      query: ({ of, ...body }) => ({ url: `${offersPath(of)}/pin`, method: 'PUT', body }),
      transformResponse: dataOf<ConsoleOffers>,
      invalidatesTags: [TAGS.consoleOffers],
    }),
  }),
});

export const {
  useGetConsoleProvidersQuery,
  useSetProviderEnabledMutation,
  useSetProviderPriorityMutation,
  useSetProviderForcedDownMutation,
  useGetOffersQuery,
  useSetOfferMutation,
  useSetPinMutation,
} = consoleProvidersApi;
