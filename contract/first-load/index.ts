import { SERVICES } from '../services/registry';

/*
 * What the server puts in a signed-in page's HTML so the page needs no request before it can draw:
 * the route's script chunks (preloaded beside the app's first scripts instead of after them) and
 * the API answers the page reads first (taken by the app's first requests instead of the network).
 */

/** The cookie that holds a signed-in browser's access token (set by the app, read by the server). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** The id of the JSON script element that carries the first answers. */
export const FIRST_READS_ELEMENT_ID = 'nairatop-first-reads';

/** The build's list of chunk names to their files, written beside index.html. */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/** The first answers a page carries, by the API path the app asks (relative to /api/v1/). */
export type FirstReads = Record<string, unknown>;

/** Chunk names of the signed-in shell every dashboard page loads. */
export const SHELL_CHUNKS = ['antd-stylesheet', 'antd-shell', 'dashboard-layout'] as const;

/** The chunk of the dashboard's page table, which the router fetches for any page but the index. */
export const DASHBOARD_ROUTES_CHUNK = 'dashboard-routes';

/**
 * The chunks the dashboard page at `page` (the path under /dashboard) loads before it can draw:
 * the signed-in shell's, the page table's (but on the dashboard itself) and the page's own.
 */
export const chunksOfPage = (page: string): string[] => [
  ...SHELL_CHUNKS,
  ...(page === '' ? [] : [DASHBOARD_ROUTES_CHUNK]),
  pageChunkName(page),
];

/**
 * The chunk of the dashboard page at `page` (the path under /dashboard; '' is the dashboard): the
 * router names each page's chunk `page-<its path>` (a receipt's is `page-transaction-details`).
 */
export function pageChunkName(page: string): string {
  if (page === '') return 'page-dashboard';
  if (page.startsWith('transactions/details/')) return 'page-transaction-details';
  return `page-${page}`;
}

/** The signed-in dashboard page a path shows, or undefined for any other path. */
export function dashboardPageOf(pathname: string): string | undefined {
  const match = /^\/dashboard(?:\/([^?#]*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return undefined;
  return match[1] ?? '';
}

/** The answers every signed-in page reads first: the customer and the notice. */
const SHELL_READS = ['get-user/', 'get-notification/'];

/** The API path of a category's packages (a service page's first field chooses among them). */
export const packagesReadOf = (categoryId: number): string => `get-package/${categoryId}/`;

/** The service whose page is at `page` (the path under /dashboard), if it is a service's page. */
export const servicePageOf = (page: string) => SERVICES.find((entry) => entry.path === page);

/** The API paths a dashboard page reads before it can draw. */
export function firstReadsOf(page: string): string[] {
  const service = servicePageOf(page);
  return service ? [...SHELL_READS, packagesReadOf(service.categoryId)] : SHELL_READS;
}

/** The first answers as the text of their script element: `<` escaped so nothing closes it. */
export const firstReadsElementText = (reads: FirstReads): string =>
  JSON.stringify(reads).replace(/</g, '\\u003c');

/**
 * The id of a page's first view: what the page is opened for (the dashboard's balance, a service
 * page's package choices) drawn by the server in the page, over where the app draws, until the
 * app draws it (then the app removes it).
 */
export const FIRST_VIEW_ELEMENT_ID = 'nairatop-first-view';

/**
 * The browser-session cookie that holds the key of the dashboard notice the customer dismissed:
 * the server leaves that notice out of the first view, as the app leaves it out of the page.
 */
export const NOTICE_DISMISSED_COOKIE = 'noticeDismissed';

/** A short key for a notice's text (32-bit FNV-1a, hex), so the cookie carries no text. */
export function noticeKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
