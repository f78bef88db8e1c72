import type {
  AlertSettings,
  AlertSubscription,
  ChangeAlertSettingsRequest,
  SentAlertsPage,
  SentAlertsQuery,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

const unwrap = (response: { data: AlertSettings }) => response.data;

/** The alert settings (owners change them), each staff member's own alerts, the sent record. */
export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlertSettings: build.query<AlertSettings, void>({
      query: () => 'console/alerts/settings',
      transformResponse: unwrap,
      providesTags: [TAGS.consoleSettings],
    }),
    changeAlertSettings: build.mutation<AlertSettings, ChangeAlertSettingsRequest>({
      query: (body) => ({ url: 'console/alerts/settings', method: 'PUT', body }),
      transformResponse: unwrap,
      invalidatesTags: [TAGS.consoleSettings, { type: TAGS.audit, id: 'LIST' }],
    }),
    changeMyAlerts: build.mutation<AlertSettings, AlertSubscription>({
      query: (body) => ({ url: 'console/alerts/subscription', method: 'PUT', body }),
      transformResponse: unwrap,
      invalidatesTags: [TAGS.consoleSettings, { type: TAGS.audit, id: 'LIST' }],
    }),
    listSentAlerts: build.query<SentAlertsPage, SentAlertsQuery>({
      query: (params) => ({ url: 'console/alerts/sent', params }),
    }),
  }),
});

export const {
  useGetAlertSettingsQuery,
  useChangeAlertSettingsMutation,
  useChangeMyAlertsMutation,
  useListSentAlertsQuery,
} = alertsApi;
