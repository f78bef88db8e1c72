import type { ApiSuccess, Package, PriceListItem } from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

export const packageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The public price list: every package with its four tier prices or rates. */
    getPrices: build.query<PriceListItem[], void>({
      query: () => 'get-prices/',
      transformResponse: (response: ApiSuccess<PriceListItem[]>) => response.data,
      providesTags: [TAGS.prices],
    }),
    /** The packages (networks or providers) of one category, priced for the caller's level. */
    getPackages: build.query<Package[], number>({
      query: (categoryId) => `get-package/${categoryId}/`,
      transformResponse: (response: ApiSuccess<Package[]>) => response.data,
      providesTags: (_result, _error, categoryId) => [{ type: TAGS.packages, id: categoryId }],
    }),
  }),
});

export const { useGetPricesQuery, useGetPackagesQuery } = packageApi;
