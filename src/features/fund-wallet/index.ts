export { CardFundingForm } from './ui/CardFundingForm';
export { VirtualAccountPanels } from './ui/VirtualAccountPanels';
export { ManualTransferDetails } from './ui/ManualTransferDetails';
export { useVerifyAtmPaymentMutation } from './api/fundWalletApi';
export { paymentReferenceToVerify, CHECKOUT_REFERENCE_KEY } from './model/checkout-reference';
export { paymentOutcome, PAYMENT_OUTCOME_TITLES } from './model/payment-status';
export type { PaymentOutcome } from './model/payment-status';
