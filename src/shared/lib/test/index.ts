export { renderWithProviders } from './render';
export { mswServer, apiUrl, TEST_PIN } from './msw-server';
export { captureDownloads, serveCsv, asPhone } from './downloads';
export type { SavedFile, CsvRequest } from './downloads';
export {
  setupUser,
  popupTexts,
  fieldError,
  fieldErrors,
  errorList,
  choose,
  enterText,
} from './antd';
export {
  buildUser,
  buildTransaction,
  buildLevelPrices,
  buildBeneficiary,
  buildBuyAgain,
} from './fixtures';
export {
  errorReply,
  purchaseReply,
  serveCategoryPackages,
  serveGetError,
  capturePurchase,
  confirmDialog,
  confirmPurchase,
  capturePurchaseAnswers,
  expectRefusalClearedAtNextAttempt,
  servePurchaseByKey,
  serveUser,
} from './purchase';
export type { PurchaseAnswer, SentPurchase } from './purchase';
export { goOffline, goOnline } from './connection';
export { pageCarries, clearPageCarries } from './first-reads';
export { consoleStaff, serveConsoleStaff, serveNoTrends } from './console-staff';
export { SAMPLE_PACKAGES } from './sample-packages';
export { OTHER_PHONE, PHONE, phoneChange, serveVerification, typePhone } from './purchase-flow-row';
export type { PurchaseFlowRow } from './purchase-flow-row';
export { serveVerifyCard } from './verify-card';
export { buildNetworkStatusEntry, serveNetworkStatus } from './network-status';
