import type { ServiceType } from '@contract/services';

/** What the numbers of each service's price table mean (TypeScript asks for every service). */
export const PRICING_NOTES: Readonly<Record<ServiceType, string>> = {
  airtime: 'The discount you get on every airtime purchase, by account level.',
  data: 'The naira price of each data bundle, by account level.',
  'internet-data': 'The naira price of each Smile internet bundle, by account level.',
  cable: 'The naira price of each bouquet, by account level. No convenience fee.',
  electricity:
    'The discount you get on every electricity payment, by account level. No convenience fee.',
  exam: 'The naira price of each exam PIN, by account level.',
  insurance: 'The naira price of each yearly insurance cover, by account level.',
  'airtime-to-cash': 'The commission kept when you convert airtime to cash, by account level.',
  sms: 'The price of one SMS page to one recipient, by account level.',
};
