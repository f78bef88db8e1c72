import type { Package } from '@contract/api';

/*
 * One package of each service as the catalogue answers it (get-package/<category>/), for the
 * component tests of the services' forms and of the shared purchase flow.
 */

export const SAMPLE_PACKAGES = {
  mtnAirtime: {
    id: 11,
    title: 'MTN',
    image: '/media/logos/mtn.svg',
    description: 'MTN VTU airtime, delivered instantly',
    network_type: null,
    service_id: 'mtn',
    products: { discount: 2 },
  },
  mtnSmeData: {
    id: 21,
    title: 'MTN SME',
    image: '/media/logos/mtn.svg',
    description: 'MTN SME data, valid for 30 days',
    network_type: 'MTN',
    service_id: 'mtn-data',
    products: [{ id: 1, title: 'MTN SME 1GB - 30 Days', amount: 260, code: 'mtn-sme-1gb' }],
  },
  smile: {
    id: 50,
    title: 'SMILE',
    image: '/media/logos/smile.svg',
    description: 'Renew any Smile 4G LTE account from your wallet.',
    network_type: null,
    service_id: 'smile-direct',
    products: [{ id: 7, title: 'Smile 2GB MidNite - 7 Days', amount: 1005, code: '413' }],
  },
  dstv: {
    id: 31,
    title: 'DSTV',
    image: '/media/logos/dstv.svg',
    description: 'Renew or change your DStv bouquet',
    network_type: null,
    service_id: 'dstv',
    products: [{ id: 2, title: 'DStv Compact', amount: 19000, code: 'dstv79' }],
  },
  ikejaElectric: {
    id: 41,
    title: 'IKEDC-Ikeja Electric',
    image: '/media/logos/ikedc.svg',
    description: 'Pay Ikeja Electric bills',
    network_type: null,
    service_id: 'ikeja-electric',
    products: { discount: 1 },
  },
  waec: {
    id: 31,
    title: 'WAEC',
    image: '/media/logos/waec.png',
    description: 'WAEC result checker',
    network_type: null,
    service_id: 'waec',
    products: [{ id: 5, title: 'WAEC Result Checker', amount: 3500, code: 'waecdirect' }],
  },
  personalAccident: {
    id: 80,
    title: 'Personal Accident',
    image: '/media/logos/accident-insurance.svg',
    description: 'A year of personal accident cover for one person.',
    network_type: null,
    service_id: 'personal-accident-insurance',
    products: [
      { id: 1, title: 'Accident Cover Option A - 1 Year', amount: 2475, code: 'option-a' },
    ],
  },
  mtnAirtimeToCash: {
    id: 21,
    title: 'MTN',
    image: '/media/logos/mtn.svg',
    description: 'Transfer the airtime to 08030000001, then confirm here.',
    network_type: null,
    service_id: 'mtn-a2c',
    products: { commission: 18 },
  },
  bulkSms: {
    id: 40,
    title: 'Bulk SMS',
    image: '/media/logos/sms.svg',
    description: 'Bulk SMS to all Nigerian networks',
    network_type: null,
    service_id: 'bulk-sms',
    products: { amount: 3.5 },
  },
  mtnRechargeCards: {
    id: 120,
    title: 'MTN',
    image: '/media/logos/mtn.svg',
    description: 'Printable MTN recharge cards',
    network_type: null,
    service_id: 'mtn-epin',
    products: [
      { id: 1, title: 'MTN ₦100 recharge card', amount: 98, code: '100' },
      { id: 2, title: 'MTN ₦200 recharge card', amount: 196, code: '200' },
      { id: 3, title: 'MTN ₦500 recharge card', amount: 490, code: '500' },
    ],
  },
  gloRechargeCards: {
    id: 121,
    title: 'GLO',
    image: '/media/logos/glo.svg',
    description: 'Printable Glo recharge cards',
    network_type: null,
    service_id: 'glo-epin',
    products: [{ id: 4, title: 'GLO ₦100 recharge card', amount: 97.5, code: '100' }],
  },
} satisfies Record<string, Package>;
