import { SERVICES } from '../services/registry';
import { FIRST_TRANSACTIONS_PAGE, transactionsPath } from '../transactions/list';
import type { FirstReads } from './index';

/*
 * Which chunks and first answers each signed-in page carries: the server's side of the first load
 * and the signed-in shell's, kept out of the app's first scripts (the public pages need none of it).
 */

/** The build's list of chunk names to their files, written beside index.html. */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/** The signed-in dashboard page a path shows, or undefined for any other path. */
export function dashboardPageOf(pathname: string): string | undefined {
  const match = /^\/dashboard(?:\/([^?#]*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return undefined;
  return match[1] ?? '';
}

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
 * router names each page's chunk `page-<its path>` (a receipt's is `page-transaction-details`, a
 * card batch's `page-recharge-cards-batch`).
 */
export function pageChunkName(page: string): string {
  if (page === '') return 'page-dashboard';
  if (page.startsWith('transactions/details/')) return 'page-transaction-details';
  if (page.startsWith('recharge-cards/batches/')) return 'page-recharge-cards-batch';
  // a page under another (recharge-cards/stock) joins its path's parts with dashes
  return `page-${page.replaceAll('/', '-')}`;
}

/** The answers every signed-in page reads first: the customer and the notice. */
const SHELL_READS = ['get-user/', 'get-notification/'];

/** The API path of a category's packages (a service page's first field chooses among them). */
export const packagesReadOf = (categoryId: number): string => `get-package/${categoryId}/`;

/** The service whose page is at `page` (the path under /dashboard), if it is a service's page. */
export const servicePageOf = (page: string) => SERVICES.find((entry) => entry.path === page);

/** The history's page, which opens on the list's first page. */
export const TRANSACTIONS_PAGE = 'transactions';

/** The API path of the history's first page (the list as the history opens). */
export const firstTransactionsRead = transactionsPath(FIRST_TRANSACTIONS_PAGE);

/**
 * The API paths a dashboard page reads before it can draw; `search` is the page address's query
 * string. The history opened at another page, order or search reads its list itself.
 */
export function firstReadsOf(page: string, search = ''): string[] {
  const service = servicePageOf(page);
  if (service) return [...SHELL_READS, packagesReadOf(service.categoryId)];
  if (page === TRANSACTIONS_PAGE && search === '') return [...SHELL_READS, firstTransactionsRead];
  return SHELL_READS;
}

/** The first answers as the text of their script element: `<` escaped so nothing closes it. */
export const firstReadsElementText = (reads: FirstReads): string =>
  JSON.stringify(reads).replace(/</g, '\\u003c');
