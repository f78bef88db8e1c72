/*
 * The API contract of SPEC section 7, written once. The server validates requests and documents
 * responses with these schemas; the SPA imports only their types (eslint enforces type-only imports).
 */
export { ApiErrorSchema, ApiErrorItemSchema, success } from './envelope';
export type { ApiError, ApiErrorItem, ApiSuccess } from './envelope';
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
  TransactionCategorySchema,
  TransactionStatusSchema,
  TransactionSchema,
} from './wallet';
export type {
  TransferBonusRequest,
  TransferBonusResponse,
  UpgradeUserRequest,
  UpgradeUserResponse,
  TransactionCategory,
  TransactionStatus,
  Transaction,
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
