export { usePurchaseFlow, CHECKING_MESSAGE } from './usePurchaseFlow';
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
export { resultCodes } from './result-codes';
