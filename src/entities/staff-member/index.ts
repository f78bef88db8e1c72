export { staffApi, useGetConsoleMeQuery, useListStaffQuery } from './api/staffApi';
export { ROLE_LABELS, roleAllows } from './model/role';
