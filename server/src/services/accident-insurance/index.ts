import { AccidentInsurancePurchaseRequestSchema } from '@contract/api/accident-insurance';
import { purchaseService } from '../purchase-service';
import { quoteAccidentInsurance } from './quote';

export const accidentInsuranceService = purchaseService({
  key: 'accidentInsurance',
  route: {
    url: '/purchase-accident-insurance/',
    operationId: 'purchaseAccidentInsurance',
    summary: 'Buy a yearly personal accident insurance cover for one person',
    body: AccidentInsurancePurchaseRequestSchema,
  },
  quote: quoteAccidentInsurance,
});
