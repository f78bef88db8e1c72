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
    example: { package_id: 7, variation_code: 'mtn-10mb-100', phone_number: '08011111111' },
  },
  quote: quoteData,
});
