export { DELAYS_MS, BUSY_LABELS, COLORS, TERMS_EFFECTIVE_DATE } from './constants';
export { site, whatsappNumber } from './site';
export { ROUTES, buyPathOf } from './routes';
export { DASHBOARD_MENU, DASHBOARD_QUICK_LINKS } from './dashboard-menu';
export type { DashboardMenuEntry, DashboardIconName } from './dashboard-menu';
