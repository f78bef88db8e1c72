import type { StaffRole } from '@contract/api/console';
import { SERVICES } from '@contract/services';
import { CONSOLE_MENU } from '@/widgets/console/shell/model/menu';

/** Every page a visitor can open without signing in. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
];

/**
 * Every dashboard page: the dashboard itself, each service's purchase screen (from the service
 * registry, so a new service is checked too) and the account pages.
 */
export const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/fund-wallet',
  ...SERVICES.map((service) => `/dashboard/${service.path}`),
  '/dashboard/recharge-cards/stock',
  '/dashboard/upgrade',
  '/dashboard/transactions',
  '/dashboard/profile',
  '/dashboard/transfer-bonus',
];

export const WIDTHS = [360, 375, 1280] as const;

/** A phone-sized or desktop viewport of the given width. */
export const viewportOf = (width: number) => ({ width, height: width < 768 ? 740 : 800 });

/**
 * Every console screen a staff member of `role` may open, from the console's menu (so a new
 * screen is checked too), and for support the first owner-only screen (its "owners only" page).
 */
export function consoleMenuPages(role: StaffRole): string[] {
  const allowed = CONSOLE_MENU.filter((entry) => !entry.roles || entry.roles.includes(role));
  const refused = CONSOLE_MENU.find((entry) => entry.roles && !entry.roles.includes(role));
  return [...allowed, ...(refused ? [refused] : [])].map((entry) => entry.path);
}
