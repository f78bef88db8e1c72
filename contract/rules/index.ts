export {
  EMAIL_PATTERN,
  ACCOUNT_PHONE_PATTERN,
  PURCHASE_PHONE_PATTERN,
  isValidEmail,
  isValidAccountPhone,
  isValidPurchasePhone,
} from './patterns';
export {
  REGISTER_MESSAGES,
  LOGIN_MESSAGES,
  FORGOT_MESSAGES,
  RESET_MESSAGES,
  PROFILE_MESSAGES,
  AMOUNT_MESSAGES,
  WALLET_MESSAGES,
  FUNDING_MESSAGES,
  PURCHASE_MESSAGES,
  AIRTIME_TO_CASH_MESSAGES,
  SMS_MESSAGES,
} from './messages';
export { parseRecipients, truncateSmsMessage, smsPages, smsCostKobo, smsCostNaira } from './sms';
export type { Recipients } from './sms';
export { airtimeToCashPayoutKobo, airtimeToCashPayoutNaira } from './airtime-to-cash';
export {
  typedAmount,
  isAmountAtLeast,
  isWholeKobo,
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
export {
  PIN_LENGTH,
  PIN_PATTERN,
  PIN_MAX_TRIES,
  PIN_LOCK_MINUTES,
  PIN_RESET_CODE_MINUTES,
  PIN_RESET_CODE_PATTERN,
  PIN_MESSAGES,
  isValidPin,
  lagosClockTime,
} from './transaction-pin';
