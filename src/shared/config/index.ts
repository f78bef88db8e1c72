export {
  LIMITS,
  DELAYS_MS,
  BUSY_LABELS,
  COLORS,
  HEAR_US_OPTIONS,
  LEVELS,
  levelTitle,
  CATEGORY_IDS,
  TERMS_EFFECTIVE_DATE,
} from './constants';
export type { HearUs, LevelName, CategoryId } from './constants';
export { site, whatsappNumber } from './site';
export type { SiteConfig } from './site';
export { ROUTES } from './routes';
export { DASHBOARD_MENU, DASHBOARD_QUICK_LINKS } from './dashboard-menu';
export type { DashboardMenuEntry, DashboardIconName } from './dashboard-menu';
export {
  TRANSACTION_ORDERING_FIELDS,
  TRANSACTION_PAGE_SIZES,
  DEFAULT_TABLE_PAGE_SIZE,
  DEFAULT_TRANSACTION_ORDERING,
  DEFAULT_TRANSACTIONS_PAGE_SIZE,
  TABLE_TEXT_CUT,
  MIN_TRANSACTION_SEARCH_LENGTH,
} from './transactions';
export type { TransactionOrderingField, TransactionOrdering } from './transactions';
