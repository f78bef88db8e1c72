export { usePurchaseFlow } from './usePurchaseFlow';
export { CHECKING_MESSAGE, NOT_CHARGED_MESSAGE, STILL_UNREACHABLE_MESSAGE } from './check-by-key';
export type { PurchaseOptions, PurchaseResult } from './usePurchaseFlow';
export { PurchaseForm } from './PurchaseForm';
export type {
  PackagesQuery,
  PurchaseOrder,
  PurchaseShell,
  PurchaseFormProps,
} from './PurchaseForm';
export { PurchaseActions } from './PurchaseActions';
export { VerifyButton } from './VerifyButton';
export { ResultPanel } from './ResultPanel';
export { CopyableCode } from './GroupedCode';
export { resultCodes } from './result-codes';
export { AvailableFundsProvider, useAvailableFunds, shortfallMessage } from './available-funds';
export { PurchaseExtrasProvider, usePurchaseExtras } from './purchase-extras';
export type { PurchaseExtras } from './purchase-extras';
export { buyAgainPath, prefillFromSearch, prefilledPackage, isPurchaseService } from './prefill';
export type { PurchasePrefill } from './prefill';
