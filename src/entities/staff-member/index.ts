export { staffApi, useGetConsoleMeQuery } from './api/staffApi';
export { ROLE_LABELS, roleAllows } from './model/role';
