import { AccidentInsurancePurchaseRequestSchema } from '@contract/services/accident-insurance/request';
import { purchaseService } from '../purchase-service';
import { quoteAccidentInsurance } from './quote';

export const accidentInsuranceService = purchaseService({
  key: 'accidentInsurance',
  route: {
    url: '/purchase-accident-insurance/',
    operationId: 'purchaseAccidentInsurance',
    summary: 'Buy a yearly personal accident insurance cover for one person',
    body: AccidentInsurancePurchaseRequestSchema,
    example: {
      package_id: 41,
      variation_code: 'option-a',
      phone_number: '08011111111',
      full_name: 'Adaeze Okafor',
      address: '12 Allen Avenue, Ikeja, Lagos',
      date_of_birth: '1990-04-17',
      occupation: 'Trader',
      next_of_kin_name: 'Chidi Okafor',
      next_of_kin_phone: '08022222222',
    },
  },
  quote: quoteAccidentInsurance,
});
