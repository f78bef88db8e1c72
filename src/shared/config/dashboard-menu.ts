import { ROUTES } from './routes';
import { site } from './site';

/** Names of the glyphs shared/ui/menu-icon draws for each entry. */
export type DashboardIconName =
  | 'dashboard'
  | 'wallet'
  | 'airtime'
  | 'data'
  | 'cable'
  | 'electricity'
  | 'exam'
  | 'airtime-to-cash'
  | 'sms'
  | 'upgrade'
  | 'transactions'
  | 'profile'
  | 'api';

export interface DashboardMenuEntry {
  key: DashboardIconName;
  label: string;
  /** a route of the SPA, or an absolute/external address when `external` */
  to: string;
  icon: DashboardIconName;
  /** opens in a new tab, outside the SPA */
  external?: boolean;
  /** a short highlight shown beside the label */
  badge?: string;
}

/** SPEC 2.3: the one list of sidebar entries (the dashboard home first). */
export const DASHBOARD_MENU: readonly DashboardMenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', to: ROUTES.dashboard, icon: 'dashboard' },
  { key: 'wallet', label: 'Fund Wallet', to: ROUTES.fundWallet, icon: 'wallet' },
  { key: 'airtime', label: 'Airtime', to: ROUTES.airtime, icon: 'airtime' },
  { key: 'data', label: 'Data', to: ROUTES.data, icon: 'data' },
  { key: 'cable', label: 'Cable TV', to: ROUTES.cable, icon: 'cable' },
  { key: 'electricity', label: 'Electricity', to: ROUTES.electricity, icon: 'electricity' },
  { key: 'exam', label: 'Exam Pins', to: ROUTES.exam, icon: 'exam' },
  {
    key: 'airtime-to-cash',
    label: 'Airtime to Cash',
    to: ROUTES.airtimeToCash,
    icon: 'airtime-to-cash',
  },
  { key: 'sms', label: 'Bulk SMS', to: ROUTES.sms, icon: 'sms' },
  { key: 'upgrade', label: 'Account Upgrade', to: ROUTES.upgrade, icon: 'upgrade' },
  { key: 'transactions', label: 'Transactions', to: ROUTES.transactions, icon: 'transactions' },
  { key: 'profile', label: 'Profile', to: ROUTES.profile, icon: 'profile' },
  {
    key: 'api',
    label: 'API Documentation',
    to: site.apiDocsUrl,
    icon: 'api',
    external: true,
    badge: 'New',
  },
];

/** The dashboard home's quick links (SPEC 2.3), taken from the sidebar list. */
export const DASHBOARD_QUICK_LINKS: readonly DashboardMenuEntry[] = (
  ['airtime', 'data', 'cable', 'electricity', 'exam', 'sms', 'transactions'] as const
).map((key) => DASHBOARD_MENU.find((entry) => entry.key === key) as DashboardMenuEntry);
