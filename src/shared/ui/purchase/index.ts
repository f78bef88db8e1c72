export { usePurchaseFlow } from './usePurchaseFlow';
export type { PurchaseOptions } from './usePurchaseFlow';
export { PurchaseActions } from './PurchaseActions';
export { VerifyButton } from './VerifyButton';
