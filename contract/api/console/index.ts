/*
 * The operator console's API contract (/api/v1/console/*), one file per area. Each area adds its
 * own export lines here.
 */
export { ISO_DATE, ConsolePageQuerySchema, ConsolePageMetaSchema } from './paging';
export type { ConsolePageQuery, ConsolePageMeta } from './paging';
export {
  MAX_INTEGER_ID,
  MAX_SMALLINT_ID,
  IntegerIdSchema,
  IntegerIdParamsSchema,
  LevelIdParamsSchema,
} from './ids';
export {
  STAFF_ROLES,
  StaffRoleSchema,
  ConsoleMeSchema,
  StaffMemberSchema,
  StaffListSchema,
  AddStaffRequestSchema,
  ChangeStaffRoleRequestSchema,
  StaffIdParamsSchema,
  StaffMemberResponseSchema,
} from './staff';
export type {
  StaffRole,
  ConsoleMe,
  StaffMember,
  StaffList,
  AddStaffRequest,
  ChangeStaffRoleRequest,
} from './staff';
export { AuditEntrySchema, AuditQuerySchema, AuditPageSchema } from './audit';
export type { AuditEntry, AuditQuery, AuditPage } from './audit';
export {
  CustomerSearchQuerySchema,
  CustomerRowSchema,
  CustomerSearchPageSchema,
  CustomerSuspensionSchema,
  CustomerProfileSchema,
  CustomerIdParamsSchema,
  LedgerRowSchema,
  LedgerPageSchema,
  ManualAdjustmentRequestSchema,
  ManualAdjustmentResponseSchema,
  ChangeLevelRequestSchema,
  ReasonRequestSchema,
  AirtimeToCashCapRequestSchema,
  CustomerActionResponseSchema,
} from './customers';
export type {
  CustomerSearchQuery,
  CustomerRow,
  CustomerSearchPage,
  CustomerProfile,
  LedgerRow,
  LedgerPage,
  ManualAdjustmentRequest,
  ManualAdjustmentResponse,
  ChangeLevelRequest,
  ReasonRequest,
  AirtimeToCashCapRequest,
  CustomerActionResponse,
} from './customers';
export {
  ConsolePlanSchema,
  ConsolePricingSchema,
  ConsolePackageSchema,
  ConsoleLevelSchema,
  ConsoleReferralRateSchema,
  ConsoleCatalogueSchema,
  SetPlanPriceRequestSchema,
  SetPackageRateRequestSchema,
  SetActiveRequestSchema,
  SetProviderCommissionRequestSchema,
  SetReferralRateRequestSchema,
  SetLevelPriceRequestSchema,
  RefreshPlansResponseSchema,
  ConsoleIdParamsSchema,
  ConsoleCatalogueQuerySchema,
  BelowCostSummarySchema,
} from './catalogue';
export type {
  ConsolePlan,
  ConsolePricing,
  ConsolePackage,
  ConsoleLevel,
  ConsoleReferralRate,
  ConsoleCatalogue,
  SetPlanPriceRequest,
  SetPackageRateRequest,
  SetActiveRequest,
  SetProviderCommissionRequest,
  SetReferralRateRequest,
  SetLevelPriceRequest,
  RefreshPlansResponse,
  ConsoleCatalogueQuery,
  BelowCostSummary,
} from './catalogue';
export {
  BulkPriceRequestSchema,
  ApplyBulkPriceRequestSchema,
  BulkPriceChangeSchema,
  BulkPriceResultSchema,
} from './bulk-price';
export type {
  BulkPriceRequest,
  ApplyBulkPriceRequest,
  BulkPriceChange,
  BulkPriceResult,
} from './bulk-price';
export { NOTICE_MAX_LENGTH, ConsoleNoticeSchema, SetNoticeRequestSchema } from './notice';
export type { ConsoleNotice, SetNoticeRequest } from './notice';
export {
  FAILED_STATUSES,
  outcomeOfStatus,
  OverviewBreakdownSchema,
  OverviewMoneyInProviderSchema,
  OverviewPeriodSchema,
  OverviewDaySchema,
  OverviewQueuesSchema,
  OverviewBusinessSchema,
  ConsoleOverviewSchema,
} from './overview';
export {
  TOP_CUSTOMER_MEASURES,
  TOP_CUSTOMER_PERIODS,
  TOP_CUSTOMERS_SHOWN,
  TopCustomersQuerySchema,
  TopCustomerSchema,
  TopCustomersSchema,
} from './top-customers';
export type {
  TopCustomerMeasure,
  TopCustomerPeriod,
  TopCustomersQuery,
  TopCustomer,
  TopCustomers,
} from './top-customers';
export {
  TREND_RANGES,
  TREND_MAX_DAYS,
  TrendsQuerySchema,
  TrendDaySchema,
  TrendFundingSchema,
  TrendSeriesSchema,
  TrendProviderSchema,
  TrendNetworkSchema,
  TrendsSchema,
} from './trends';
export type {
  TrendRange,
  TrendsQuery,
  TrendDay,
  TrendFunding,
  TrendSeries,
  TrendProvider,
  TrendNetwork,
  Trends,
} from './trends';
export type {
  OverviewBreakdown,
  OverviewMoneyInProvider,
  OverviewPeriod,
  OverviewDay,
  OverviewQueues,
  OverviewBusiness,
  ConsoleOverview,
} from './overview';
export {
  ConsoleTransactionsQuerySchema,
  ConsoleTransactionRowSchema,
  ConsoleTransactionsPageSchema,
  HistoryEventSchema,
  ActionAvailabilitySchema,
  ConsoleTransactionDetailSchema,
  ConsoleActionRequestSchema,
  ConsoleTransactionActionResponseSchema,
  ConsoleTxRefParamsSchema,
} from './transactions';
export type {
  ConsoleTransactionsQuery,
  ConsoleTransactionRow,
  ConsoleTransactionsPage,
  HistoryEvent,
  ActionAvailability,
  ConsoleTransactionDetail,
  ConsoleCardBatch,
  ConsoleActionRequest,
  ConsoleTransactionActionResponse,
} from './transactions';
export { AttentionQuerySchema, AttentionItemSchema, AttentionListSchema } from './attention';
export type { AttentionQuery, AttentionItem, AttentionList } from './attention';
export {
  PendingAirtimeToCashSchema,
  PendingAirtimeToCashListSchema,
  AirtimeToCashDecisionSchema,
} from './airtime-to-cash';
export type {
  PendingAirtimeToCash,
  PendingAirtimeToCashList,
  AirtimeToCashDecision,
} from './airtime-to-cash';
export {
  WEBHOOK_DELIVERY_STATUSES,
  WebhookDeliveryStatusSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliverySchema,
  WebhookDeliveriesPageSchema,
  WebhookDeliveryIdParamsSchema,
  WebhookRetryResponseSchema,
} from './webhooks';
export type {
  WebhookDeliveryStatus,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookDeliveriesPage,
  WebhookRetryResponse,
} from './webhooks';
export {
  APPROVAL_STATUSES,
  AdjustmentApprovalSchema,
  AdjustmentSentForApprovalSchema,
  ApprovalsQuerySchema,
  ApprovalListSchema,
  ApprovalIdParamsSchema,
  ApprovalDecisionRequestSchema,
  ApprovalDecisionResponseSchema,
} from './approvals';
export type {
  ApprovalStatus,
  AdjustmentApproval,
  AdjustmentSentForApproval,
  ApprovalsQuery,
  ApprovalList,
  ApprovalDecisionRequest,
  ApprovalDecisionResponse,
} from './approvals';
export {
  ConflictItemSchema,
  ConflictListSchema,
  ConflictResolveRequestSchema,
  ConflictResolveResponseSchema,
} from './conflicts';
export type {
  ConflictItem,
  ConflictList,
  ConflictResolveRequest,
  ConflictResolveResponse,
} from './conflicts';
export {
  ReconciliationQuerySchema,
  ReconciliationLineSchema,
  ReconciliationDifferencesSchema,
  ProviderDaySchema,
  ReconciliationDaySchema,
  LedgerCheckResultSchema,
  ProviderFloatSchema,
} from './reconciliation';
export type {
  ReconciliationQuery,
  ReconciliationLine,
  ReconciliationDifferences,
  ProviderDay,
  ReconciliationDay,
  LedgerCheckResult,
  ProviderFloat,
} from './reconciliation';
export {
  TwoFactorStatusSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorCodeRequestSchema,
  RecoveryCodesSchema,
  StaffSessionSchema,
  SessionIdParamsSchema,
} from './security';
export type {
  TwoFactorStatus,
  TwoFactorEnrolment,
  TwoFactorCodeRequest,
  RecoveryCodes,
  StaffSession,
} from './security';
export {
  ProviderStatusSchema,
  ConsoleBillsProviderSchema,
  ConsoleBillsProvidersSchema,
  ProviderNameParamsSchema,
  SetProviderEnabledRequestSchema,
  SetProviderPriorityRequestSchema,
  SetProviderForcedDownRequestSchema,
  ConsoleOfferSchema,
  TierMarginSchema,
  ConsoleOffersSchema,
  OfferIdParamsSchema,
  SetOfferRequestSchema,
  SetPinRequestSchema,
} from './providers';
export type {
  ProviderStatus,
  ConsoleBillsProvider,
  SetProviderEnabledRequest,
  SetProviderPriorityRequest,
  SetProviderForcedDownRequest,
  ConsoleOffer,
  TierMargin,
  ConsoleOffers,
  SetOfferRequest,
  SetPinRequest,
} from './providers';
export {
  ConsoleSettingsSchema,
  ChangeConsoleSettingsRequestSchema,
  ConsoleSettingsResponseSchema,
} from './settings';
export type { ConsoleSettings, ChangeConsoleSettingsRequest } from './settings';
export {
  AlertKindSchema,
  AlertThresholdsSchema,
  AlertSubscriptionSchema,
  AlertRecipientSchema,
  AlertSettingsSchema,
  ChangeAlertSettingsRequestSchema,
  AlertSettingsResponseSchema,
  SentAlertSchema,
  SentAlertsQuerySchema,
  SentAlertsPageSchema,
} from './alerts';
export type {
  AlertThresholds,
  AlertSubscription,
  AlertRecipient,
  AlertSettings,
  ChangeAlertSettingsRequest,
  SentAlert,
  SentAlertsQuery,
  SentAlertsPage,
} from './alerts';
export {
  PaymentProviderNameSchema,
  ConsolePaymentProviderSchema,
  ConsolePaymentProvidersResponseSchema,
  PaymentProviderParamsSchema,
  ChangePaymentProviderRequestSchema,
} from './payment-providers';
export type { ConsolePaymentProvider, ChangePaymentProviderRequest } from './payment-providers';
export {
  KycCheckOutcomeSchema,
  KycCheckSchema,
  KycReviewSchema,
  ConsoleCustomerKycSchema,
  KycCustomerSchema,
  KycQueueRowSchema,
  KycReviewsQuerySchema,
  KycReviewsPageSchema,
  KycReviewIdParamsSchema,
  KycDecisionRequestSchema,
  KycDecisionResponseSchema,
  HeldWalletSchema,
  HeldWalletsSchema,
  ReleaseHoldRequestSchema,
  ReleaseHoldResponseSchema,
  KycLimitsSchema,
  ChangeKycLimitsRequestSchema,
  KycLimitsResponseSchema,
} from './kyc';
export type {
  KycCheck,
  KycReview,
  ConsoleCustomerKyc,
  KycCustomer,
  KycQueueRow,
  KycReviewsQuery,
  KycReviewsPage,
  KycDecisionRequest,
  KycDecisionResponse,
  HeldWallet,
  HeldWallets,
  ReleaseHoldRequest,
  ReleaseHoldResponse,
  KycLimits,
  ChangeKycLimitsRequest,
} from './kyc';
