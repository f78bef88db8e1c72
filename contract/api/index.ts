/*
 * The API contract (every request and answer of /api/v1), written once. The server validates requests and documents
 * responses with these schemas; the SPA imports only their types (eslint enforces type-only imports).
 */
export { ApiErrorSchema, ApiErrorItemSchema, success } from './envelope';
export type { ApiError, ApiErrorItem, ApiSuccess } from './envelope';
export { TwoFactorChallengeSchema, TwoFactorLoginRequestSchema } from './two-factor-login';
export type { TwoFactorChallenge, TwoFactorLoginRequest } from './two-factor-login';
export {
  SetTransactionPinRequestSchema,
  ResetTransactionPinRequestSchema,
  TransactionPinStateSchema,
  TransactionPinFieldSchema,
} from './transaction-pin';
export type {
  SetTransactionPinRequest,
  ResetTransactionPinRequest,
  TransactionPinState,
  WithTransactionPin,
} from './transaction-pin';
export {
  RegisterRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  DetailResponseSchema,
  PasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  ChangePasswordRequestSchema,
  UpdateProfileRequestSchema,
  VirtualAccountSchema,
  UserSchema,
  SignedOutEverywhereSchema,
} from './accounts';
export type {
  RegisterRequest,
  LoginRequest,
  LoginResponse,
  RegisterResponse,
  DetailResponse,
  PasswordResetRequest,
  ResetPasswordRequest,
  ChangePasswordRequest,
  UpdateProfileRequest,
  VirtualAccount,
  User,
  SignedOutEverywhere,
} from './accounts';
export {
  PlanSchema,
  PackageProductsSchema,
  PackageSchema,
  PriceRowSchema,
  PriceListItemSchema,
  CategoryIdParamsSchema,
} from './catalogue';
export type { Plan, PackageProducts, Package, PriceRow, PriceListItem } from './catalogue';
export {
  TransferBonusRequestSchema,
  TransferBonusResponseSchema,
  UpgradeUserRequestSchema,
  UpgradeUserResponseSchema,
  LevelPriceSchema,
  LevelPricesSchema,
  TransactionCategorySchema,
  TransactionStatusSchema,
  TransactionResultSchema,
  ResultItemSchema,
  TransactionRefundSchema,
  TransactionSchema,
  BuyAgainSchema,
} from './wallet';
export type {
  TransferBonusRequest,
  TransferBonusResponse,
  UpgradeUserRequest,
  UpgradeUserResponse,
  LevelPrice,
  TransactionCategory,
  TransactionStatus,
  TransactionResult,
  DeclaredResultItem,
  TransactionRefund,
  Transaction,
  BuyAgain,
} from './wallet';
export {
  BankNameSchema,
  GeneratePaymentLinkRequestSchema,
  GeneratePaymentLinkResponseSchema,
  VerifyAtmPaymentQuerySchema,
  PaymentStatusSchema,
  VerifyAtmPaymentResponseSchema,
  CreateVirtualAccountRequestSchema,
  CreateVirtualAccountResponseSchema,
} from './payments';
export type {
  BankName,
  GeneratePaymentLinkRequest,
  GeneratePaymentLinkResponse,
  VerifyAtmPaymentQuery,
  PaymentStatus,
  VerifyAtmPaymentResponse,
  CreateVirtualAccountRequest,
  CreateVirtualAccountResponse,
} from './payments';
export {
  PurchaseResponseSchema,
  PurchaseKeyParamsSchema,
  VerifyCardParamsSchema,
  VerifyMeterParamsSchema,
  VerificationContentSchema,
  VerificationResponseSchema,
} from './purchases';
export type {
  PurchaseResponse,
  PurchaseKeyParams,
  VerificationContent,
  VerificationResponse,
} from './purchases';
export {
  TransactionsQuerySchema,
  TransactionsPageMetaSchema,
  TransactionsPageSchema,
  TransactionIdParamsSchema,
} from './transactions';
export type {
  TransactionsQuery,
  TransactionsPageMeta,
  TransactionsPage,
  TransactionIdParams,
} from './transactions';
export {
  ConfiguredProviderSchema,
  HealthSchema,
  HealthProbeSchema,
  ProviderHealthSchema,
  RunModeSchema,
  SimulatedProviderSchema,
} from './system';
export type {
  ConfiguredProvider,
  Health,
  HealthProbe,
  ProviderHealth,
  RunMode,
  SimulatedProvider,
} from './system';
export {
  MAX_API_KEYS,
  MAX_ALLOWED_IPS,
  MAX_API_KEY_DAILY_CAP,
  ApiKeyProofSchema,
  ApiKeyFormatSchema,
  CreateApiKeyRequestSchema,
  UpdateApiKeyRequestSchema,
  ApiKeyIdParamsSchema,
  ApiKeySchema,
  CreatedApiKeySchema,
} from './api-keys';
export type {
  ApiKeyProof,
  CreateApiKeyRequest,
  UpdateApiKeyRequest,
  ApiKey,
  CreatedApiKey,
} from './api-keys';
export {
  BeneficiarySchema,
  CreateBeneficiaryRequestSchema,
  UpdateBeneficiaryRequestSchema,
  BeneficiaryIdParamsSchema,
  RecentNumbersQuerySchema,
  RecentNumberSchema,
} from './beneficiaries';
export type {
  Beneficiary,
  CreateBeneficiaryRequest,
  UpdateBeneficiaryRequest,
  RecentNumbersQuery,
  RecentNumber,
} from './beneficiaries';
export {
  ScheduleSchema,
  ScheduleRunSchema,
  CreateScheduleRequestSchema,
  UpdateScheduleRequestSchema,
  ScheduleIdParamsSchema,
} from './schedules';
export type {
  Schedule,
  ScheduleRun,
  CreateScheduleRequest,
  UpdateScheduleRequest,
} from './schedules';
export {
  MAX_PLAN_MAP_ENTRIES,
  PlanMapKindSchema,
  PlanMapEntrySchema,
  MappablePlanSchema,
  PlanMapSchema,
  ReplacePlanMapRequestSchema,
  PlanListRowSchema,
  MatchPlanListRequestSchema,
  MatchedPlanListSchema,
  ApiKeyPlanMapParamsSchema,
} from './plan-map';
export type {
  PlanMapKind,
  PlanMapEntry,
  MappablePlan,
  PlanMap,
  ReplacePlanMapRequest,
  PlanListRow,
  MatchPlanListRequest,
  MatchedPlanList,
} from './plan-map';
export { NetworkStatusEntrySchema, NetworkStatusSchema } from './network-status';
export type { NetworkStatusEntry, NetworkStatus } from './network-status';
export {
  EpinBatchSchema,
  EpinStockSchema,
  EpinStockQuerySchema,
  EpinCardSchema,
  EpinSellerSchema,
  EpinBatchCardsSchema,
  EpinOpenQuerySchema,
  EpinBatchParamsSchema,
  MarkEpinCardsRequestSchema,
  MarkedEpinCardsSchema,
} from './epins';
export type {
  EpinNetwork,
  EpinKind,
  EpinBatch,
  EpinStock,
  EpinStockTotals,
  EpinStockQuery,
  EpinCard,
  EpinSeller,
  EpinBatchCards,
  EpinOpenQuery,
  MarkEpinCardsRequest,
  MarkedEpinCards,
} from './epins';
