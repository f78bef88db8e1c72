import { dashboardPageOf, firstReadsOf } from '@contract/first-load/page';
import { packageApi } from '@/entities/package';
import { userApi } from '@/entities/user';
import { hasFirstRead } from '@/shared/api';
import type { AppStore } from '@/shared/lib/store';

const PACKAGES_READ = /^get-package\/(\d+)\/$/;

/** The query that reads an API path the server answers in a page, started in the store. */
function startRead(store: AppStore, apiPath: string) {
  const once = { subscribe: false } as const;
  if (apiPath === 'get-user/')
    return store.dispatch(userApi.endpoints.getUser.initiate(undefined, once));
  if (apiPath === 'get-notification/')
    return store.dispatch(userApi.endpoints.getNotification.initiate(undefined, once));
  const category = PACKAGES_READ.exec(apiPath)?.[1];
  if (category)
    return store.dispatch(packageApi.endpoints.getPackages.initiate(Number(category), once));
  return undefined;
}

/**
 * The answers the server put in a signed-in page (the customer, the notice, a service page's
 * packages), stored before the signed-in shell first draws: the layout and the page then draw once,
 * with their data, instead of drawing "loading" and again with each answer, every draw a long task
 * on a slow phone. Only answers the page holds are read; this never waits on the network.
 */
export async function storeFirstReads(store: AppStore, pathname: string): Promise<void> {
  const page = dashboardPageOf(pathname);
  if (page === undefined) return;
  const reads = firstReadsOf(page)
    .filter(hasFirstRead)
    .map((apiPath) => startRead(store, apiPath));
  await Promise.all(reads);
}
