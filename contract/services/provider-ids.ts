import type { ServiceKey } from './registry';

/**
 * The provider's serviceIDs sold under each service, by registry key (TypeScript asks for one
 * row per service). Kept beside the registry rather than in its entries: only the server and the
 * simulator read them, and the registry is in the browser's first load.
 */
export const PROVIDER_SERVICE_IDS = {
  airtime: ['mtn', 'glo', 'airtel', 'etisalat'],
  data: ['mtn-data', 'glo-data', 'airtel-data', 'etisalat-data'],
  internetData: ['smile-direct'],
  cable: ['dstv', 'gotv', 'startimes', 'showmax'],
  electricity: [
    'ikeja-electric',
    'eko-electric',
    'kano-electric',
    'portharcourt-electric',
    'jos-electric',
    'ibadan-electric',
    'kaduna-electric',
    'abuja-electric',
    'enugu-electric',
    'benin-electric',
    'aba-electric',
    'yola-electric',
  ],
  exam: ['waec', 'waec-registration', 'jamb'],
  airtimeToCash: ['mtn', 'glo', 'airtel', 'etisalat'],
  sms: ['sms'],
} as const satisfies Record<ServiceKey, readonly string[]>;
