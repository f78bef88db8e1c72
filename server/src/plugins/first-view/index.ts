import type { SiteConfig } from '@contract/constants';
import { type FirstReads } from '@contract/first-load';
import { TRANSACTIONS_PAGE, servicePageOf } from '@contract/first-load/page';
import { dashboardPage } from './dashboard';
import { inSignedInLayout } from './layout';
import { packagesOf, transactionsOf, userOf } from './reads';
import { servicePage } from './service';
import { transactionsPage } from './transactions';

/*
 * A signed-in page's first view: what the customer opened the page for (the dashboard's balance,
 * a service page's package choices, the history's first page) drawn by the server into the page, in place of the loading
 * spinner, so a phone shows it before the app's scripts have arrived. It covers the page where
 * the app draws, in the app's layout, and the app removes it in the frame in which it draws the
 * same (src/shared/lib/dom removeFirstView).
 */

/**
 * The first view of the dashboard page at `page` (the path under /dashboard) from the page's
 * first answers, or undefined for a page without one, or when the answers lack what it shows
 * (the app then draws everything itself). `dismissedNotice` is the customer's dismissed-notice
 * cookie.
 */
export function firstViewOf(
  page: string,
  reads: FirstReads,
  site: SiteConfig,
  dismissedNotice: string | undefined,
): string | undefined {
  const user = userOf(reads);
  if (!user) return undefined;
  if (page === '') return inSignedInLayout(site, user, dashboardPage(reads, user, dismissedNotice));
  if (page === TRANSACTIONS_PAGE) {
    const history = transactionsOf(reads);
    return history && inSignedInLayout(site, user, transactionsPage(history));
  }
  const service = servicePageOf(page);
  const packages = service && packagesOf(reads, service.categoryId);
  const view = service && packages && servicePage(service, user, packages);
  return view ? inSignedInLayout(site, user, view) : undefined;
}

/** index.html's loading spinner, which the first view takes the place of. */
const PRELOADER = /<div id="?preloader"?[^>]*><span><\/span><\/div>/;

/** The page with the first view in place of the spinner. */
export const withFirstView = (html: string, firstView: string): string =>
  html.replace(PRELOADER, firstView);
