import { DASHBOARD_MENU, ROUTES, type DashboardMenuEntry } from '@/shared/config';

/**
 * The sidebar entry to highlight for a location: the entry whose path is the location or, except
 * for the dashboard home, one of its parents (a transaction's receipt lights up Transactions).
 */
export function activeMenuKey(
  pathname: string,
  entries: readonly DashboardMenuEntry[] = DASHBOARD_MENU,
): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: DashboardMenuEntry | undefined;
  for (const entry of entries) {
    if (entry.external) continue;
    const matches =
      path === entry.to || (entry.to !== ROUTES.dashboard && path.startsWith(`${entry.to}/`));
    if (matches && (!best || entry.to.length > best.to.length)) best = entry;
  }
  return best?.key;
}
