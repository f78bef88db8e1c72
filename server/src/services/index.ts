import type { PurchaseServiceKey } from '@contract/services';
import { accidentInsuranceService } from './accident-insurance';
import { airtimeService } from './airtime';
import { bettingService } from './betting';
import { cableService } from './cable';
import { dataService } from './data';
import { electricityService } from './electricity';
import { examService } from './exam';
import { internetDataService } from './internet-data';
import type { AnyPurchaseService } from './purchase-service';
import type { ClubkonnectProducts } from '../providers/clubkonnect/products';
import { resultItemFieldsFor } from '../ports/result-items';
import { accidentInsuranceCatalogue } from './accident-insurance/packages';
import { airtimeToCashCatalogue } from './airtime-to-cash/packages';
import { airtimeCatalogue } from './airtime/packages';
import { bettingCatalogue } from './betting/packages';
import { epinCatalogue } from './epins/packages';
import { cableCatalogue } from './cable/packages';
import { dataCatalogue } from './data/packages';
import { electricityCatalogue } from './electricity/packages';
import { examCatalogue } from './exam/packages';
import { internetDataCatalogue } from './internet-data/packages';
import { smsCatalogue } from './sms/packages';

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
  betting: bettingService,
} as const satisfies Record<PurchaseServiceKey, AnyPurchaseService>;

/** The ClubKonnect products the services declare, by our service id (the composition root's). */
export const CLUBKONNECT_PRODUCTS: ClubkonnectProducts = Object.assign(
  {},
  ...Object.values(PURCHASE_SERVICES).map(
    (service: AnyPurchaseService) => service.clubkonnect ?? {},
  ),
);

/** The fields of each provider's answers the services keep as result items (the root's). */
export const RESULT_ITEM_FIELDS = {
  vtpass: resultItemFieldsFor('vtpass', Object.values(PURCHASE_SERVICES)),
  clubkonnect: resultItemFieldsFor('clubkonnect', Object.values(PURCHASE_SERVICES)),
};

/**
 * Every service's part of a new database's catalogue (each in its folder's packages.ts): its
 * packages and plans, in the order a new database numbers them, its provider commission and its
 * referral rate.
 */
export const SEED_CATALOGUE = [
  airtimeCatalogue,
  dataCatalogue,
  cableCatalogue,
  electricityCatalogue,
  airtimeToCashCatalogue,
  examCatalogue,
  internetDataCatalogue,
  accidentInsuranceCatalogue,
  smsCatalogue,
  bettingCatalogue,
  epinCatalogue,
];

/** Every service's packages and plans as the catalogue seeds them. */
export const SEED_PACKAGES = SEED_CATALOGUE.flatMap((service) => service.packages);

export type { AnyPurchaseService, QuoteOf } from './purchase-service';
export { verifyCustomer } from './verify-customer';
