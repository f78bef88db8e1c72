export { CustomerKycPanel } from './ui/CustomerKycPanel';
export { ReviewQueue } from './ui/ReviewQueue';
export { HeldWallets } from './ui/HeldWallets';
export { TierLimitsForm } from './ui/TierLimitsForm';
