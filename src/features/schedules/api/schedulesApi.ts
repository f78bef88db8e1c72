import type {
  ApiSuccess,
  CreateScheduleRequest,
  Schedule,
  ScheduleRun,
  UpdateScheduleRequest,
} from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/** The customer's scheduled purchases: list, create (with the PIN), pause/resume, delete, runs. */
export const schedulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: build.query<Schedule[], void>({
      query: () => 'schedules/',
      transformResponse: (response: ApiSuccess<Schedule[]>) => response.data,
      providesTags: [TAGS.schedules],
    }),
    getScheduleRuns: build.query<ScheduleRun[], number>({
      query: (id) => `schedules/${id}/runs/`,
      transformResponse: (response: ApiSuccess<ScheduleRun[]>) => response.data,
      providesTags: [TAGS.schedules],
    }),
    createSchedule: build.mutation<ApiSuccess<Schedule>, CreateScheduleRequest & { pin?: string }>({
      query: (body) => ({ url: 'schedules/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.schedules] : []),
    }),
    updateSchedule: build.mutation<ApiSuccess<Schedule>, { id: number } & UpdateScheduleRequest>({
      query: ({ id, status }) => ({ url: `schedules/${id}/`, method: 'PATCH', body: { status } }),
      invalidatesTags: (result) => (result ? [TAGS.schedules] : []),
    }),
    deleteSchedule: build.mutation<ApiSuccess<null>, number>({
      query: (id) => ({ url: `schedules/${id}/`, method: 'DELETE' }),
      invalidatesTags: [TAGS.schedules],
    }),
  }),
});

export const {
  useGetSchedulesQuery,
  useGetScheduleRunsQuery,
  useCreateScheduleMutation,
  useUpdateScheduleMutation,
  useDeleteScheduleMutation,
} = schedulesApi;
