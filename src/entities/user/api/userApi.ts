import type { ApiSuccess, User } from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({
      query: () => 'get-user/',
      transformResponse: (response: ApiSuccess<User>) => response.data,
      providesTags: [TAGS.user],
    }),
    getNotification: build.query<string, void>({
      query: () => 'get-notification/',
      transformResponse: (response: ApiSuccess<string>) => response.data,
      providesTags: [TAGS.notification],
    }),
  }),
});

export const { useGetUserQuery, useGetNotificationQuery } = userApi;
