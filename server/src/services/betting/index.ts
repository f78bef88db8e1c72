import { BettingPurchaseRequestSchema } from '@contract/services/betting/request';
import { purchaseService } from '../purchase-service';
import { bettingClubkonnectProducts, SANDBOX_BETTING_CUSTOMER } from './clubkonnect';
import { quoteBetting } from './quote';

export const bettingService = purchaseService({
  key: 'betting',
  route: {
    url: '/purchase-betting/',
    operationId: 'purchaseBetting',
    summary: 'Fund a betting wallet (Bet9ja, SportyBet...) for a customer ID verified first',
    body: BettingPurchaseRequestSchema,
    example: {
      package_id: 43,
      customer_id: SANDBOX_BETTING_CUSTOMER,
      amount: 1000,
      phone_number: '08011111111',
    },
  },
  quote: quoteBetting,
  clubkonnect: bettingClubkonnectProducts,
});
