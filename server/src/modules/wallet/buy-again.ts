import type { BuyAgain } from '@contract/api';
import { SERVICES, type ServiceEntry } from '@contract/services';
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
  const service: ServiceEntry | undefined = PURCHASE_SERVICES.find(
    (entry) => entry.categoryId === row.categoryId,
  );
  if (row.kind !== 'purchase' || !service || row.packageId === null || !row.billersCode)
    return null;
  // A plan's code is the plan; a typed amount's variation code is a meter's type, or nothing.
  const plans = service.pricing === 'plans';
  const meter = service.verification === 'meter';
  return {
    service: service.key,
    package_id: row.packageId,
    service_id: row.serviceId,
    plan_code: plans ? row.variationCode : null,
    number: row.billersCode,
    phone: row.phoneNo || null,
    amount: koboToNaira(row.upstreamAmountKobo ?? row.amountKobo),
    meter_type: meter ? meterTypeOf(row.variationCode) : null,
    subscription_type: subscriptionOf(row.subscriptionType),
  };
}
