/*
 * What the server puts in a signed-in page's HTML so the page needs no request before it can draw:
 * the route's script chunks (preloaded beside the app's first scripts instead of after them) and
 * the API answers the page reads first (taken by the app's first requests instead of the network).
 */

/** The cookie that holds a signed-in browser's access token (set by the app, read by the server). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** The id of the JSON script element that carries the first answers. */
export const FIRST_READS_ELEMENT_ID = 'nairatop-first-reads';

/** The first answers a page carries, by the API path the app asks (relative to /api/v1/). */
export type FirstReads = Record<string, unknown>;

/**
 * The id of a page's first view: what the page is opened for (the dashboard's balance, a service
 * page's package choices) drawn by the server in the page, over where the app draws, until the
 * app draws it (then the app removes it).
 */
export const FIRST_VIEW_ELEMENT_ID = 'nairatop-first-view';
