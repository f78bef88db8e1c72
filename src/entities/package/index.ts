export { packageApi, useGetPricesQuery, useGetPackagesQuery } from './api/packageApi';
export {
  verificationApi,
  useVerifyCardMutation,
  useVerifyMeterMutation,
} from './api/verificationApi';
export { PRICE_TIERS, rateKind, planRows, tierValues, displayTitle } from './model/price-list';
export { plansOf, planLabel, planOptions, planAmount } from './model/plans';
export { chargeHint, chargeText, chargedAmount, discountOf } from './model/rates';
export { findPackage } from './model/find';
export type { TierKey, TierValues, RateKind } from './model/price-list';
export { customerRows } from './model/customer';
export type { CustomerDetail, CustomerDetailsRow } from './model/customer';
export { PackageLogo } from './ui/PackageLogo';
export { PackageChoice } from './ui/PackageChoice';
export type { PackageChoiceItem } from './ui/PackageChoice';
export { CustomerDetails } from './ui/CustomerDetails';
