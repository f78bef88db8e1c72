import { DataPurchaseRequestSchema } from '@contract/api';
import { purchaseService } from '../purchase-service';
import { quoteData } from './quote';

export const dataService = purchaseService({
  key: 'data',
  route: {
    url: '/purchase-data/',
    operationId: 'purchaseData',
    summary: 'Buy a data plan',
    body: DataPurchaseRequestSchema,
  },
  quote: quoteData,
});
