export { EMAIL_PATTERN, isValidEmail } from './patterns';
export {
  PROVIDER_TEST_PHONES,
  normalizePhone,
  normalizePurchasePhone,
  isValidAccountPhone,
  isValidPurchasePhone,
} from './phone';
export {
  REGISTER_MESSAGES,
  LOGIN_MESSAGES,
  FORGOT_MESSAGES,
  RESET_MESSAGES,
  PROFILE_MESSAGES,
  SIGN_OUT_MESSAGES,
  AMOUNT_MESSAGES,
  WALLET_MESSAGES,
  FUNDING_MESSAGES,
  PURCHASE_MESSAGES,
  AIRTIME_TO_CASH_MESSAGES,
  SMS_MESSAGES,
} from './messages';
export {
  typedAmount,
  isAmountAtLeast,
  isWholeKobo,
  isWholeNaira,
  hasTooManyDecimals,
  typedKobo,
  discountedKobo,
  discountedNaira,
} from './amount';
export type { TypedAmount } from './amount';
export { GUARDRAIL_MESSAGES, customerActionRefusal } from './console-guardrails';
export type { CustomerActionName, GuardrailActor, GuardrailTarget } from './console-guardrails';
export { MIN_REASON_LENGTH, MAX_REASON_LENGTH, REASON_MESSAGES, reasonProblem } from './reason';
export { CATALOGUE_VALUE_MESSAGES, parseCatalogueValue } from './catalogue-values';
export type { CatalogueUnit } from './catalogue-values';
export { priceBelowCost, rateBelowCost, belowCostCount, onlyBelowCost } from './below-cost';
export { newPasswordProblem } from './password';
export {
  PIN_LENGTH,
  PIN_PATTERN,
  PIN_MAX_TRIES,
  PIN_LOCK_MINUTES,
  PIN_RESET_CODE_MINUTES,
  PIN_RESET_CODE_PATTERN,
  PIN_MESSAGES,
  PROOF_MESSAGES,
  isValidPin,
  lagosClockTime,
} from './transaction-pin';
export {
  BENEFICIARY_KINDS,
  KINDS_WITH_PROVIDER,
  hasProvider,
  providerAccountId,
  MAX_BENEFICIARIES,
  BENEFICIARY_NAME_MAX,
  RECENT_NUMBERS,
  BENEFICIARY_MESSAGES,
  BENEFICIARY_NUMBER_MESSAGES,
  beneficiaryNameProblem,
  normalizeBeneficiaryNumber,
  BENEFICIARY_KIND_OF_SERVICE,
} from './beneficiary';
export type { BeneficiaryKind, KindWithProvider } from './beneficiary';
export {
  SCHEDULE_SERVICES,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_STATUSES,
  SCHEDULE_RUN_STATUSES,
  MAX_SCHEDULES,
  MAX_SCHEDULE_RUNS,
  SCHEDULE_PAST_TOLERANCE_MS,
  FREQUENCY_LABELS,
  SCHEDULE_MESSAGES,
  lagosDay,
  occurrence,
  nextRunAfter,
  RENEWABLE_CABLE_SERVICES,
} from './schedule';
export type {
  ScheduleService,
  ScheduleFrequency,
  ScheduleStatus,
  ScheduleRunStatus,
  ScheduleTiming,
} from './schedule';
export {
  CONSOLE_EXPORT_LISTS,
  SUPPORT_EXPORTABLE_LIST,
  EXPORT_MESSAGES,
  exportRefusal,
} from './console-exports';
export type { ConsoleExportList } from './console-exports';
export {
  conflictMovement,
  REFUNDED_PURCHASE_STATUSES,
  type ConflictOutcomeName,
} from './conflict-resolution';
export {
  PRICE_JUMP_CONFIRM_PERCENT,
  PRICE_JUMP_MESSAGES,
  isBigPriceJump,
  priceChangePercent,
} from './price-jump';
