import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Service, ServiceKey } from '@contract/services';
import { page } from './lazy-page';

/**
 * Each service's form, the one line a new service adds here (TypeScript asks for it). Each loads
 * in its own chunk named `page-<the service's path>`, which the server preloads for that path
 * beside the generic service page's chunk (contract/first-load).
 */
const SERVICE_FORMS = {
  airtime: () =>
    import(/* webpackChunkName: "page-purchase-airtime" */ '@/features/airtime').then(
      (m) => m.AirtimeForm,
    ),
  data: () =>
    import(/* webpackChunkName: "page-purchase-data" */ '@/features/data').then((m) => m.DataForm),
  internetData: () =>
    import(/* webpackChunkName: "page-purchase-internet-data" */ '@/features/internet-data').then(
      (m) => m.InternetDataForm,
    ),
  cable: () =>
    import(/* webpackChunkName: "page-pay-for-tv" */ '@/features/cable').then((m) => m.CableForm),
  electricity: () =>
    import(/* webpackChunkName: "page-pay-for-electricity" */ '@/features/electricity').then(
      (m) => m.ElectricityForm,
    ),
  exam: () =>
    import(/* webpackChunkName: "page-purchase-exam-pins" */ '@/features/exam').then(
      (m) => m.ExamForm,
    ),
  airtimeToCash: () =>
    import(/* webpackChunkName: "page-airtime-to-cash" */ '@/features/airtime-to-cash').then(
      (m) => m.AirtimeToCashForm,
    ),
  sms: () =>
    import(/* webpackChunkName: "page-send-sms" */ '@/features/sms').then((m) => m.SmsForm),
} satisfies Record<ServiceKey, () => Promise<ComponentType>>;

/** The generic service page and the service's form, fetched side by side. */
async function loadServicePage(service: Service): Promise<ComponentType> {
  const [{ ServicePage }, Form] = await Promise.all([
    import(/* webpackChunkName: "service-page" */ '@/pages/service'),
    SERVICE_FORMS[service.key](),
  ]);
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
