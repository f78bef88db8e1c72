import { CablePurchaseRequestSchema } from '@contract/services/cable/request';
import { purchaseService } from '../purchase-service';
import { quoteCable } from './quote';

export const cableService = purchaseService({
  key: 'cable',
  route: {
    url: '/purchase-cable/',
    operationId: 'purchaseCable',
    summary: 'Renew or change a TV subscription',
    body: CablePurchaseRequestSchema,
    example: {
      package_id: 17,
      smart_no: '1212121212',
      subscription_type: 'change',
      variation_code: 'dstv-padi',
      phone_number: '08011111111',
    },
  },
  quote: quoteCable,
});
