import type { AuditPage, AuditQuery } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** The audit log (owners), filtered by staff member, action and dates. */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: 'console/audit', params }),
      providesTags: [{ type: TAGS.audit, id: 'LIST' }],
    }),
    getAuditActions: build.query<string[], void>({
      query: () => 'console/audit/actions',
      transformResponse: (response: { data: string[] }) => response.data,
      providesTags: [{ type: TAGS.audit, id: 'LIST' }],
    }),
  }),
});

export const { useGetAuditLogQuery, useGetAuditActionsQuery } = auditApi;
