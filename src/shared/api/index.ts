export { baseApi, TAGS } from './base-api';
export { baseQuery, sessionRejected, apiBaseUrl, answerFirstReadsWith } from './base-query';
export { readAccessToken, writeAccessToken, removeAccessToken } from './token';
export { hasFirstRead, resetFirstReads, takeFirstRead } from './first-reads';
export {
  apiErrorBody,
  fieldMessages,
  errorDetails,
  errorMessage,
  httpStatus,
  outcomeUnknown,
  unknownToServer,
} from './errors';
export type { RequestError } from './errors';
export { mediaUrl } from './media';
export { idempotentPost } from './idempotent-post';
export {
  purchaseEndpoint,
  newIdempotencyKey,
  purchaseApi,
  useGetPurchaseByKeyQuery,
  useLazyGetPurchaseByKeyQuery,
} from './purchase';
export type { PurchaseArgs, PurchaseOutcome } from './purchase';
export {
  transactionPinApi,
  useGetTransactionPinQuery,
  useSetTransactionPinMutation,
  useRequestTransactionPinResetMutation,
  useResetTransactionPinMutation,
} from './transaction-pin';
