export { VerifyIdentityPanel } from './ui/VerifyIdentityPanel';
export { useGetKycStatusQuery } from './api/kycApi';
export { KycFundingNote } from './ui/KycFundingNote';
