import type { ComponentType } from 'react';
import type { ServiceKey } from '@contract/services';

/**
 * The purchase screen of every service in the registry, each loaded in its own chunk, named
 * `page-<its path>` so the server can preload it (contract/first-load).
 */
export const SERVICE_PAGES: Record<ServiceKey, () => Promise<ComponentType>> = {
  airtime: () =>
    import(/* webpackChunkName: "page-purchase-airtime" */ '@/pages/purchase-airtime').then(
      (m) => m.PurchaseAirtimePage,
    ),
  data: () =>
    import(/* webpackChunkName: "page-purchase-data" */ '@/pages/purchase-data').then(
      (m) => m.PurchaseDataPage,
    ),
  internetData: () =>
    import(
      /* webpackChunkName: "page-purchase-internet-data" */ '@/pages/purchase-internet-data'
    ).then((m) => m.PurchaseInternetDataPage),
  cable: () =>
    import(/* webpackChunkName: "page-pay-for-tv" */ '@/pages/pay-for-tv').then(
      (m) => m.PayForTvPage,
    ),
  electricity: () =>
    import(/* webpackChunkName: "page-pay-for-electricity" */ '@/pages/pay-for-electricity').then(
      (m) => m.PayForElectricityPage,
    ),
  exam: () =>
    import(/* webpackChunkName: "page-purchase-exam-pins" */ '@/pages/purchase-exam-pins').then(
      (m) => m.PurchaseExamPinsPage,
    ),
  airtimeToCash: () =>
    import(/* webpackChunkName: "page-airtime-to-cash" */ '@/pages/airtime-to-cash').then(
      (m) => m.AirtimeToCashPage,
    ),
  sms: () =>
    import(/* webpackChunkName: "page-send-sms" */ '@/pages/send-sms').then((m) => m.SendSmsPage),
};
