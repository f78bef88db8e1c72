import { ElectricityPurchaseRequestSchema } from '@contract/api';
import { purchaseService } from '../purchase-service';
import { quoteElectricity } from './quote';

export const electricityService = purchaseService({
  key: 'electricity',
  route: {
    url: '/purchase-electricity/',
    operationId: 'purchaseElectricity',
    summary: 'Buy electricity (prepaid token or postpaid bill)',
    body: ElectricityPurchaseRequestSchema,
  },
  quote: quoteElectricity,
});
