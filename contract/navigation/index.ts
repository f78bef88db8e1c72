/*
 * The login page's address and where a login continues: the app's guards and the server's
 * signed-in pages (a dead session is sent here) write it the same way.
 */

const LOGIN_PATH = '/login';
const DASHBOARD_PATH = '/dashboard';
const CONSOLE_PATH = '/console';
const NEXT = 'next';
const EXPIRED = 'expired';

/** Only a page of this site is a place to return to: a path, never another host ('//x', '/\x'). */
const isOwnPath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !/^\/[/\\]/.test(path);

/** The login address that returns to `from` afterwards, saying why when the session expired. */
export function loginPathFor(from: string, expired = false): string {
  const query = new URLSearchParams();
  if (isOwnPath(from) && from !== DASHBOARD_PATH) query.set(NEXT, from);
  if (expired) query.set(EXPIRED, '1');
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

/**
 * Where a login from this address continues: the page asked for, else the console for a staff
 * member and the dashboard for a customer.
 */
export function pathAfterLogin(search: URLSearchParams, staff = false): string {
  const next = search.get(NEXT);
  if (isOwnPath(next)) return next;
  return staff ? CONSOLE_PATH : DASHBOARD_PATH;
}

/** Whether the login page was opened because the session expired. */
export const isSessionExpired = (search: URLSearchParams) => search.get(EXPIRED) === '1';
export { CONSOLE_ROUTES } from './console-routes';
