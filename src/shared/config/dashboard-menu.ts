import { SERVICES, type ServiceIcon } from '@contract/services';
import { ROUTES } from './routes';
import { site } from './site';

/** Names of the glyphs shared/ui/menu-icon draws: the services' own and the account pages'. */
export type DashboardIconName =
  | ServiceIcon
  | 'dashboard'
  | 'wallet'
  | 'bulk'
  | 'upgrade'
  | 'transactions'
  | 'schedules'
  | 'profile'
  | 'verify'
  | 'api';

export interface DashboardMenuEntry {
  /** the service's category type, or the account page's name */
  key: string;
  label: string;
  /** a route of the SPA, or an absolute/external address when `external` */
  to: string;
  icon: DashboardIconName;
  /** opens in a new tab, outside the SPA */
  external?: boolean;
  /** a short highlight shown beside the label */
  badge?: string;
}

/** Every service's purchase screen, in the registry's order. */
const SERVICE_ENTRIES: readonly DashboardMenuEntry[] = SERVICES.map((service) => ({
  key: service.type,
  label: service.label,
  to: ROUTES[service.key],
  icon: service.icon,
}));

/** The one list of sidebar entries: the dashboard home and funding, the services, the account. */
export const DASHBOARD_MENU: readonly DashboardMenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', to: ROUTES.dashboard, icon: 'dashboard' },
  { key: 'wallet', label: 'Fund Wallet', to: ROUTES.fundWallet, icon: 'wallet' },
  ...SERVICE_ENTRIES,
  { key: 'bulk', label: 'Bulk top-up', to: ROUTES.bulkTopUp, icon: 'bulk' },
  { key: 'upgrade', label: 'Account Upgrade', to: ROUTES.upgrade, icon: 'upgrade' },
  { key: 'transactions', label: 'Transactions', to: ROUTES.transactions, icon: 'transactions' },
  { key: 'schedules', label: 'Scheduled top-ups', to: ROUTES.schedules, icon: 'schedules' },
  { key: 'profile', label: 'Profile', to: ROUTES.profile, icon: 'profile' },
  { key: 'verify', label: 'Verify identity', to: ROUTES.verifyIdentity, icon: 'verify' },
  {
    key: 'api',
    label: 'API Documentation',
    to: site.apiDocsUrl,
    icon: 'api',
    external: true,
    badge: 'New',
  },
];

/** The dashboard home's quick links: every service, then Transactions. */
export const DASHBOARD_QUICK_LINKS: readonly DashboardMenuEntry[] = DASHBOARD_MENU.filter(
  (entry) =>
    entry.key === 'transactions' || SERVICE_ENTRIES.some((service) => service.key === entry.key),
);
