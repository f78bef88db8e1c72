import { CablePurchaseRequestSchema } from '@contract/api';
import { purchaseService } from '../purchase-service';
import { quoteCable } from './quote';

export const cableService = purchaseService({
  key: 'cable',
  route: {
    url: '/purchase-cable/',
    operationId: 'purchaseCable',
    summary: 'Renew or change a TV subscription',
    body: CablePurchaseRequestSchema,
  },
  quote: quoteCable,
});
