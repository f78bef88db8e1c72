import { InternetDataPurchaseRequestSchema } from '@contract/services/internet-data/request';
import { purchaseService } from '../purchase-service';
import { quoteInternetData } from './quote';

export const internetDataService = purchaseService({
  key: 'internetData',
  route: {
    url: '/purchase-internet-data/',
    operationId: 'purchaseInternetData',
    summary: 'Buy an internet data bundle (Smile) for an account found by its phone number',
    body: InternetDataPurchaseRequestSchema,
    example: {
      package_id: 40,
      variation_code: '413',
      account: '08011111111',
      phone_number: '08011111111',
    },
  },
  quote: quoteInternetData,
});
