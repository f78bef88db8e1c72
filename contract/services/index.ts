export {
  SERVICES,
  CATEGORY_IDS,
  serviceByKey,
  serviceByType,
  serviceImage,
  minimumOf,
  maximumOf,
} from './registry';
export type {
  Service,
  ServiceEntry,
  ServiceKey,
  ServiceType,
  ServiceIcon,
  ServicePricing,
  ServiceSale,
  ServiceVerification,
  CategoryId,
  PurchaseServiceKey,
} from './registry';
