import type {
  AddStaffRequest,
  ChangeConsoleSettingsRequest,
  ChangeStaffRoleRequest,
  ConsoleSettings,
  ReasonRequest,
  StaffMember,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

const changed = [
  { type: TAGS.staff, id: 'LIST' },
  { type: TAGS.audit, id: 'LIST' },
];

/**
 * Staff management (owners): add by e-mail, change role, remove; the list is the entity's. And the
 * console settings of what staff may do (who may export).
 */
export const staffManagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addStaff: build.mutation<{ data: StaffMember }, AddStaffRequest>({
      query: (body) => ({ url: 'console/staff', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    changeStaffRole: build.mutation<{ data: StaffMember }, { id: number } & ChangeStaffRoleRequest>(
      {
        query: ({ id, role }) => ({ url: `console/staff/${id}`, method: 'PATCH', body: { role } }),
        invalidatesTags: changed,
      },
    ),
    resetStaffTwoFactor: build.mutation<{ message: string }, { id: number } & ReasonRequest>({
      query: ({ id, reason }) => ({
        url: `console/staff/${id}/two-factor`,
        method: 'DELETE',
        body: { reason },
      }),
      invalidatesTags: changed,
    }),
    removeStaff: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `console/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    changeConsoleSettings: build.mutation<ConsoleSettings, ChangeConsoleSettingsRequest>({
      query: (body) => ({ url: 'console/settings', method: 'PUT', body }),
      transformResponse: (response: { data: ConsoleSettings }) => response.data,
      invalidatesTags: [TAGS.consoleSettings, { type: TAGS.audit, id: 'LIST' }],
    }),
  }),
});

export const {
  useAddStaffMutation,
  useChangeConsoleSettingsMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useResetStaffTwoFactorMutation,
} = staffManagementApi;
