import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE as COOKIE } from '@contract/first-load';

/**
 * 7 days, secure, strict same-site, path /. Secure whenever the site is on https; plain
 * http (local development and tests) cannot keep a Secure cookie everywhere.
 */
const cookieOptions = (): Cookies.CookieAttributes => ({
  expires: 7,
  path: '/',
  sameSite: 'strict',
  secure: window.location.protocol === 'https:',
});

export const readAccessToken = (): string | null => Cookies.get(COOKIE) ?? null;

export const writeAccessToken = (token: string) => Cookies.set(COOKIE, token, cookieOptions());

export const removeAccessToken = () => Cookies.remove(COOKIE, { path: '/' });
