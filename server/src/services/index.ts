import type { PurchaseServiceKey } from '@contract/services';
import { accidentInsuranceService } from './accident-insurance';
import { airtimeService } from './airtime';
import { cableService } from './cable';
import { dataService } from './data';
import { electricityService } from './electricity';
import { examService } from './exam';
import { internetDataService } from './internet-data';
import type { AnyPurchaseService } from './purchase-service';
import { accidentInsurancePackages } from './accident-insurance/packages';
import { airtimeToCashPackages } from './airtime-to-cash/packages';
import { airtimePackages } from './airtime/packages';
import { cablePackages } from './cable/packages';
import { dataPackages } from './data/packages';
import { electricityPackages } from './electricity/packages';
import { examPackages } from './exam/packages';
import { internetDataPackages } from './internet-data/packages';
import { smsPackages } from './sms/packages';

/*
 * The services the purchase engine sells, one folder each (server/src/services/<service>/). The
 * service registry (contract/services) names them; TypeScript asks for a folder's entry here for
 * every purchase service it lists. The API's purchase routes, bulk and schedules read this list.
 */
export const PURCHASE_SERVICES = {
  airtime: airtimeService,
  data: dataService,
  internetData: internetDataService,
  cable: cableService,
  electricity: electricityService,
  exam: examService,
  accidentInsurance: accidentInsuranceService,
} as const satisfies Record<PurchaseServiceKey, AnyPurchaseService>;

/**
 * Every service's packages and plans as the catalogue seeds them (each in its folder's
 * packages.ts), in the order a new database numbers them.
 */
export const SEED_PACKAGES = [
  ...airtimePackages,
  ...dataPackages,
  ...cablePackages,
  ...electricityPackages,
  ...airtimeToCashPackages,
  ...examPackages,
  ...internetDataPackages,
  ...accidentInsurancePackages,
  ...smsPackages,
];

export type { AnyPurchaseService, QuoteOf } from './purchase-service';
export { verifyCustomer } from './verify-customer';
