export { staffApi, useGetConsoleMeQuery, useListStaffQuery } from './api/staffApi';
export { consoleSettingsApi, useGetConsoleSettingsQuery } from './api/consoleSettingsApi';
export { ConsoleExportButton } from './ui/ConsoleExportButton';
export { ROLE_LABELS, roleAllows } from './model/role';
