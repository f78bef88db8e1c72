import { ElectricityPurchaseRequestSchema } from '@contract/services/electricity/request';
import { purchaseService } from '../purchase-service';
import { quoteElectricity } from './quote';

export const electricityService = purchaseService({
  key: 'electricity',
  route: {
    url: '/purchase-electricity/',
    operationId: 'purchaseElectricity',
    summary: 'Buy electricity (prepaid token or postpaid bill)',
    body: ElectricityPurchaseRequestSchema,
    example: {
      package_id: 30,
      meter_no: '1111111111111',
      meter_type: 'prepaid',
      amount: 2000,
      phone_number: '08011111111',
    },
  },
  quote: quoteElectricity,
});
