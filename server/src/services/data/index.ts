import { DataPurchaseRequestSchema } from '@contract/services/data/request';
import { purchaseService } from '../purchase-service';
import { quoteData } from './quote';

export const dataService = purchaseService({
  key: 'data',
  route: {
    url: '/purchase-data/',
    operationId: 'purchaseData',
    summary: 'Buy a data plan',
    body: DataPurchaseRequestSchema,
    example: { package_id: 5, variation_code: 'mtn-sme-1gb-30days', phone_number: '08011111111' },
  },
  quote: quoteData,
});
