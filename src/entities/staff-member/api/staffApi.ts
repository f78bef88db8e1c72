import type { ConsoleMe, StaffList, StaffMember } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** Who is using the console (a customer gets a 403 here), and the staff list (owners). */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleMe: build.query<ConsoleMe, void>({
      query: () => 'console/me',
      transformResponse: (response: { data: ConsoleMe }) => response.data,
      providesTags: [TAGS.consoleMe],
    }),
    listStaff: build.query<StaffMember[], void>({
      query: () => 'console/staff',
      transformResponse: (response: StaffList) => response.data,
      providesTags: [{ type: TAGS.staff, id: 'LIST' }],
    }),
  }),
});

export const { useGetConsoleMeQuery, useListStaffQuery } = staffApi;
