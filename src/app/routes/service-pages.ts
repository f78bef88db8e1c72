import type { ComponentType } from 'react';
import type { ServiceKey } from '@contract/services';

/** The purchase screen of every service in the registry, each loaded in its own chunk. */
export const SERVICE_PAGES: Record<ServiceKey, () => Promise<ComponentType>> = {
  airtime: () => import('@/pages/purchase-airtime').then((m) => m.PurchaseAirtimePage),
  data: () => import('@/pages/purchase-data').then((m) => m.PurchaseDataPage),
  internetData: () =>
    import('@/pages/purchase-internet-data').then((m) => m.PurchaseInternetDataPage),
  cable: () => import('@/pages/pay-for-tv').then((m) => m.PayForTvPage),
  electricity: () => import('@/pages/pay-for-electricity').then((m) => m.PayForElectricityPage),
  exam: () => import('@/pages/purchase-exam-pins').then((m) => m.PurchaseExamPinsPage),
  airtimeToCash: () => import('@/pages/airtime-to-cash').then((m) => m.AirtimeToCashPage),
  sms: () => import('@/pages/send-sms').then((m) => m.SendSmsPage),
};
