import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Service, ServiceKey } from '@contract/services';
import type { ServicePage } from '@/pages/service';
import { page } from './lazy-page';

type ServicePageModule = { ServicePage: typeof ServicePage };

/**
 * Each service's screen: the one service page and the service's form, the entry a new service
 * adds here (TypeScript asks for it). Both imports carry the chunk name `page-<the service's
 * path>`, so webpack puts them in one chunk group, which the server preloads for that path
 * (contract/first-load): the page's code is not fetched in a second round, nor repeated.
 */
const SERVICE_SCREENS = {
  airtime: () => [
    import(/* webpackChunkName: "page-purchase-airtime" */ '@/pages/service'),
    import(/* webpackChunkName: "page-purchase-airtime" */ '@/features/airtime').then(
      (m) => m.AirtimeForm,
    ),
  ],
  data: () => [
    import(/* webpackChunkName: "page-purchase-data" */ '@/pages/service'),
    import(/* webpackChunkName: "page-purchase-data" */ '@/features/data').then((m) => m.DataForm),
  ],
  internetData: () => [
    import(/* webpackChunkName: "page-purchase-internet-data" */ '@/pages/service'),
    import(/* webpackChunkName: "page-purchase-internet-data" */ '@/features/internet-data').then(
      (m) => m.InternetDataForm,
    ),
  ],
  cable: () => [
    import(/* webpackChunkName: "page-pay-for-tv" */ '@/pages/service'),
    import(/* webpackChunkName: "page-pay-for-tv" */ '@/features/cable').then((m) => m.CableForm),
  ],
  electricity: () => [
    import(/* webpackChunkName: "page-pay-for-electricity" */ '@/pages/service'),
    import(/* webpackChunkName: "page-pay-for-electricity" */ '@/features/electricity').then(
      (m) => m.ElectricityForm,
    ),
  ],
  exam: () => [
    import(/* webpackChunkName: "page-purchase-exam-pins" */ '@/pages/service'),
    import(/* webpackChunkName: "page-purchase-exam-pins" */ '@/features/exam').then(
      (m) => m.ExamForm,
    ),
  ],
  accidentInsurance: () => [
    import(/* webpackChunkName: "page-buy-insurance" */ '@/pages/service'),
    import(/* webpackChunkName: "page-buy-insurance" */ '@/features/accident-insurance').then(
      (m) => m.AccidentInsuranceForm,
    ),
  ],
  betting: () => [
    import(/* webpackChunkName: "page-fund-betting-wallet" */ '@/pages/service'),
    import(/* webpackChunkName: "page-fund-betting-wallet" */ '@/features/betting').then(
      (m) => m.BettingForm,
    ),
  ],
  airtimeToCash: () => [
    import(/* webpackChunkName: "page-airtime-to-cash" */ '@/pages/service'),
    import(/* webpackChunkName: "page-airtime-to-cash" */ '@/features/airtime-to-cash').then(
      (m) => m.AirtimeToCashForm,
    ),
  ],
  sms: () => [
    import(/* webpackChunkName: "page-send-sms" */ '@/pages/service'),
    import(/* webpackChunkName: "page-send-sms" */ '@/features/sms').then((m) => m.SmsForm),
  ],
  epins: () => [
    import(/* webpackChunkName: "page-recharge-cards" */ '@/pages/service'),
    import(/* webpackChunkName: "page-recharge-cards" */ '@/features/epins').then(
      (m) => m.EpinsForm,
    ),
  ],
} satisfies Record<ServiceKey, () => readonly [Promise<ServicePageModule>, Promise<ComponentType>]>;

/** The service page with the service's form, both from the service's chunk. */
async function loadServicePage(service: Service): Promise<ComponentType> {
  const [{ ServicePage }, Form] = await Promise.all(SERVICE_SCREENS[service.key]());
  return function ServiceRoute() {
    return (
      <ServicePage service={service}>
        <Form />
      </ServicePage>
    );
  };
}

/** A registry service's purchase screen at /dashboard/<its path>, titled with its page title. */
export const servicePage = (service: Service): RouteObject =>
  page(service.path, service.pageTitle, () => loadServicePage(service));
