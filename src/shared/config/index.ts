export { DELAYS_MS, BUSY_LABELS, COLORS, TERMS_EFFECTIVE_DATE } from './constants';
// The business constants are the API's as well; they live in the contract package.
export {
  LIMITS,
  HEAR_US_OPTIONS,
  LEVELS,
  levelTitle,
  CATEGORY_IDS,
  TRANSACTION_ORDERING_FIELDS,
  TRANSACTION_PAGE_SIZES,
  DEFAULT_TABLE_PAGE_SIZE,
  DEFAULT_TRANSACTION_ORDERING,
  DEFAULT_TRANSACTIONS_PAGE_SIZE,
  TABLE_TEXT_CUT,
  MIN_TRANSACTION_SEARCH_LENGTH,
} from '@contract/constants';
export type {
  HearUs,
  LevelName,
  CategoryId,
  TransactionOrderingField,
  TransactionOrdering,
} from '@contract/constants';
export { site, whatsappNumber } from './site';
export type { SiteConfig } from '@contract/constants';
export { ROUTES, buyPathOf } from './routes';
export { CONSOLE_ROUTES } from './console-routes';
export { DASHBOARD_MENU, DASHBOARD_QUICK_LINKS } from './dashboard-menu';
export type { DashboardMenuEntry, DashboardIconName } from './dashboard-menu';
export { BEST_AIRTIME_DISCOUNT_PERCENT } from '@contract/constants/discount';
