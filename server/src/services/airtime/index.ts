import { AirtimePurchaseRequestSchema } from '@contract/services/airtime/request';
import { purchaseService } from '../purchase-service';
import { quoteAirtime } from './quote';

export const airtimeService = purchaseService({
  key: 'airtime',
  route: {
    url: '/purchase-airtime/',
    operationId: 'purchaseAirtime',
    summary: 'Buy airtime',
    body: AirtimePurchaseRequestSchema,
    example: { package_id: 1, phone_number: '08011111111', amount: 100 },
  },
  quote: quoteAirtime,
});
