export { useGetConsoleCatalogueQuery } from './api/catalogueApi';
export { PlansTable } from './ui/PlansTable';
export { PackageHeader } from './ui/PackageHeader';
export { RatesTable } from './ui/RatesTable';
export { ReferralRatesTable } from './ui/ReferralRatesTable';
export { LevelPricesTable } from './ui/LevelPricesTable';
export { BelowCostWarning } from './ui/BelowCostWarning';
export { BulkPriceDrawer } from './ui/BulkPriceDrawer';
