export { baseApi, TAGS } from './base-api';
export { baseQuery, sessionRejected, apiBaseUrl } from './base-query';
export { readAccessToken, writeAccessToken, removeAccessToken } from './token';
export { apiErrorBody, fieldMessages, errorDetails, errorMessage, httpStatus } from './errors';
export type { RequestError } from './errors';
export { mediaUrl } from './media';
export type {
  ApiError,
  ApiErrorItem,
  ApiSuccess,
  RegisterRequest,
  RegisterResponse,
  LoginRequest,
  LoginResponse,
  PasswordResetRequest,
  ResetPasswordRequest,
  DetailResponse,
  ChangePasswordRequest,
  UpdateProfileRequest,
  VirtualAccount,
  User,
  Plan,
  PackageProducts,
  Package,
  PriceRow,
  PriceListItem,
  TransferBonusRequest,
  TransferBonusResponse,
  UpgradeUserRequest,
  UpgradeUserResponse,
  TransactionCategory,
  TransactionStatus,
  Transaction,
  BankName,
  GeneratePaymentLinkRequest,
  GeneratePaymentLinkResponse,
  VerifyAtmPaymentQuery,
  PaymentStatus,
  VerifyAtmPaymentResponse,
  CreateVirtualAccountRequest,
  CreateVirtualAccountResponse,
} from './contract';
