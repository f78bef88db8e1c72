import type { Buyer } from '../purchases/catalogue';
import { quoteAirtime } from '../../services/airtime/quote';
import { quoteData } from '../../services/data/quote';
import type { Quote, QuoteDeps } from '../purchases/quote';

/** A row as the purchase engine is asked for it. */
export interface RowOrder {
  service: 'airtime' | 'data';
  phone: string;
  packageId: number;
  /** airtime's face value */
  amountKobo: number | null;
  planCode: string | null;
}

/**
 * The engine's quote of one row, exactly as the single airtime or data purchase is quoted (its
 * checks, its price for the buyer's level); a refusal throws the engine's 400.
 */
export function quoteRow(deps: QuoteDeps, buyer: Buyer, order: RowOrder): Promise<Quote> {
  if (order.service === 'airtime')
    return quoteAirtime(deps, buyer, {
      phone_number: order.phone,
      amount: (order.amountKobo ?? 0) / 100,
      package_id: order.packageId,
    });
  return quoteData(deps, buyer, {
    phone_number: order.phone,
    package_id: order.packageId,
    variation_code: order.planCode ?? '',
  });
}
