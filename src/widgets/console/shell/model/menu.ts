import type { StaffRole } from '@contract/api/console';
import { CONSOLE_ROUTES } from '@contract/navigation';

export type ConsoleIconName =
  | 'overview'
  | 'customers'
  | 'transactions'
  | 'attention'
  | 'conflicts'
  | 'problemReports'
  | 'reconciliation'
  | 'providers'
  | 'paymentProviders'
  | 'airtimeToCash'
  | 'catalogue'
  | 'notice'
  | 'messages'
  | 'audit'
  | 'webhooks'
  | 'staff'
  | 'approvals'
  | 'kyc'
  | 'alerts'
  | 'security';

export interface ConsoleMenuEntry {
  key: ConsoleIconName;
  label: string;
  path: string;
  /** roles that may open the screen; unset is every staff role */
  roles?: readonly StaffRole[];
}

const OWNER: readonly StaffRole[] = ['owner'];

/** Every console screen, in menu order; the server checks the same roles on its routes. */
export const CONSOLE_MENU: readonly ConsoleMenuEntry[] = [
  { key: 'overview', label: 'Overview', path: CONSOLE_ROUTES.overview },
  { key: 'customers', label: 'Customers', path: CONSOLE_ROUTES.customers },
  { key: 'transactions', label: 'Transactions', path: CONSOLE_ROUTES.transactions },
  { key: 'attention', label: 'Needs attention', path: CONSOLE_ROUTES.attention },
  { key: 'conflicts', label: 'Conflicts', path: CONSOLE_ROUTES.conflicts },
  { key: 'problemReports', label: 'Problem reports', path: CONSOLE_ROUTES.problemReports },
  { key: 'airtimeToCash', label: 'Airtime to cash', path: CONSOLE_ROUTES.airtimeToCash },
  {
    key: 'reconciliation',
    label: 'Reconciliation',
    path: CONSOLE_ROUTES.reconciliation,
    roles: OWNER,
  },
  { key: 'providers', label: 'Providers', path: CONSOLE_ROUTES.providers },
  {
    key: 'paymentProviders',
    label: 'Payments providers',
    path: CONSOLE_ROUTES.paymentProviders,
  },
  { key: 'catalogue', label: 'Catalogue & prices', path: CONSOLE_ROUTES.catalogue, roles: OWNER },
  { key: 'notice', label: 'Notice', path: CONSOLE_ROUTES.notice, roles: OWNER },
  { key: 'messages', label: 'Messages', path: CONSOLE_ROUTES.messages, roles: OWNER },
  { key: 'approvals', label: 'Approvals', path: CONSOLE_ROUTES.approvals, roles: OWNER },
  { key: 'kyc', label: 'Identity reviews', path: CONSOLE_ROUTES.kyc },
  { key: 'audit', label: 'Audit log', path: CONSOLE_ROUTES.audit, roles: OWNER },
  { key: 'webhooks', label: 'Webhook deliveries', path: CONSOLE_ROUTES.webhooks },
  { key: 'staff', label: 'Staff', path: CONSOLE_ROUTES.staff, roles: OWNER },
  { key: 'alerts', label: 'Alerts', path: CONSOLE_ROUTES.alerts },
  { key: 'security', label: 'Security', path: CONSOLE_ROUTES.security },
];

/** The menu entry a path belongs to: the longest entry path it starts with. */
export function activeConsoleKey(pathname: string): ConsoleIconName | undefined {
  let best: ConsoleMenuEntry | undefined;
  for (const entry of CONSOLE_MENU) {
    const matches =
      entry.path === CONSOLE_ROUTES.overview
        ? pathname === entry.path || pathname === `${entry.path}/`
        : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best?.key;
}

/** The roles a path's screen allows (from its menu entry), for the page guard. */
export const rolesForPath = (pathname: string) =>
  CONSOLE_MENU.find((entry) => entry.key === activeConsoleKey(pathname))?.roles;
