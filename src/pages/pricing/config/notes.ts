import type { ServiceEntry, ServicePricing } from '@contract/services';

/** What the numbers of a price table mean, by how the service is priced. */
const MEANING: Readonly<Record<ServicePricing, (unit: string) => string>> = {
  discount: (unit) => `The discount you get on every ${unit}, by account level.`,
  plans: (unit) => `The naira price of each ${unit}, by account level.`,
  commission: (unit) => `The commission kept when you ${unit}, by account level.`,
  'unit-price': (unit) => `The price of one ${unit}, by account level.`,
};

/** The note above a service's price table, from its registry entry. */
export const pricingNoteOf = (service: ServiceEntry): string =>
  MEANING[service.pricing](service.priceUnit) +
  (service.noConvenienceFee ? ' No convenience fee.' : '');
