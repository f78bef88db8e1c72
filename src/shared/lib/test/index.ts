export { renderWithProviders } from './render';
export { mswServer, apiUrl } from './msw-server';
export {
  setupUser,
  popupTexts,
  fieldError,
  fieldErrors,
  errorList,
  choose,
  enterText,
} from './antd';
export { buildUser, buildTransaction } from './fixtures';
export {
  errorReply,
  purchaseReply,
  serveCategoryPackages,
  serveGetError,
  capturePurchase,
  confirmDialog,
  confirmPurchase,
  expectRefusalClearedAtNextAttempt,
} from './purchase';
export type { SentPurchase } from './purchase';
