import type { BuyAgain } from '@contract/api';
import { CATEGORY_IDS, SERVICES } from '@contract/services';
import { koboToNaira } from '../../lib/money';
import type { TransactionRow } from './repository';

const PURCHASE_SERVICES = SERVICES.filter((service) => service.sale === 'purchase');

const meterTypeOf = (code: string | null) =>
  code === 'prepaid' || code === 'postpaid' ? code : null;
const subscriptionOf = (type: string | null) =>
  type === 'renew' || type === 'change' ? type : null;

/**
 * How to buy a purchase again from its screen: the same service, package, plan, number and face
 * value. Null for what no purchase screen sells (funding, SMS, airtime to cash, level changes).
 */
export function buyAgainOf(row: TransactionRow): BuyAgain | null {
  const service = PURCHASE_SERVICES.find((entry) => entry.categoryId === row.categoryId);
  if (row.kind !== 'purchase' || !service || row.packageId === null || !row.billersCode)
    return null;
  const electricity = row.categoryId === CATEGORY_IDS.electricity;
  const airtime = row.categoryId === CATEGORY_IDS.airtime;
  return {
    service: service.key,
    package_id: row.packageId,
    service_id: row.serviceId,
    plan_code: electricity || airtime ? null : row.variationCode,
    number: row.billersCode,
    phone: row.phoneNo || null,
    amount: koboToNaira(row.upstreamAmountKobo ?? row.amountKobo),
    meter_type: electricity ? meterTypeOf(row.variationCode) : null,
    subscription_type: subscriptionOf(row.subscriptionType),
  };
}
