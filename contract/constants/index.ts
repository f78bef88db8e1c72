export { LIMITS, HEAR_US_OPTIONS, LEVELS, levelTitle, CATEGORY_IDS } from './business';
export type { HearUs, LevelName, CategoryId } from './business';
export { BEST_AIRTIME_DISCOUNT_PERCENT } from './discount';
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
export type { SiteConfig, ManualTransferAccount } from './site-config';
export { SANDBOX_NOTICE } from './site-config';
export { API_KEY_FORMATS, API_KEY_FORMAT_NAMES } from './api-keys';
export type { ApiKeyFormat } from './api-keys';
