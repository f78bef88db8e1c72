export { usePurchaseFlow } from './usePurchaseFlow';
export type { PurchaseOptions } from './usePurchaseFlow';
