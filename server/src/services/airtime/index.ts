import { AirtimePurchaseRequestSchema } from '@contract/api';
import { purchaseService } from '../purchase-service';
import { quoteAirtime } from './quote';

export const airtimeService = purchaseService({
  key: 'airtime',
  route: {
    url: '/purchase-airtime/',
    operationId: 'purchaseAirtime',
    summary: 'Buy airtime',
    body: AirtimePurchaseRequestSchema,
  },
  quote: quoteAirtime,
});
