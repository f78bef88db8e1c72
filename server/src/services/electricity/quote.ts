import type { ElectricityPurchaseRequest } from '@contract/services/electricity';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { discountedKobo, PURCHASE_MESSAGES } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import { stringAt } from '../../lib/loose';
import { tryNairaToKobo } from '../../lib/money';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import {
  checkAmount,
  customerOf,
  digits,
  hash,
  verified,
  type Quote,
  type QuoteDeps,
} from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

export async function quoteElectricity(
  deps: QuoteDeps,
  buyer: Buyer,
  request: ElectricityPurchaseRequest,
): Promise<Quote> {
  const messages = PURCHASE_MESSAGES.electricity;
  const problems = new Problems();
  const meter = digits(request.meter_no || request.billersCode);
  const meterType = (request.meter_type || request.variation_code || '').trim().toLowerCase();
  const typedPhone = digits(request.phone_number);
  if (!meter) problems.add('meter_no', messages.meterRequired);
  else if (!/^\d{6,20}$/.test(meter)) problems.add('meter_no', 'Meter number must be digits only');
  if (meterType !== 'prepaid' && meterType !== 'postpaid')
    problems.add('meter_type', messages.meterTypeRequired);
  const phone = checkPurchasePhone(problems, typedPhone, messages.phoneRequired);
  checkAmount(
    problems,
    request.amount,
    { required: messages.amountRequired, minimum: messages.minimum },
    LIMITS.minElectricity,
  );
  const { levelId, pkg, discountBp } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.electricity,
    { discount: true },
  );
  if (!pkg) problems.add('package_id', messages.providerRequired);
  problems.check();
  if (!pkg) throw badRequest(messages.providerRequired);

  const customer = await verified(deps, pkg, { billersCode: meter, type: meterType }, 'meter_no');
  const faceKobo = tryNairaToKobo(request.amount) ?? 0;
  const minimum = Number(stringAt(customer.Min_Purchase_Amount));
  if (minimum > 0 && faceKobo < Math.round(minimum * 100)) {
    const message = `The minimum purchase for this meter is ${formatNaira(minimum)}`;
    throw badRequest(message, { amount: message });
  }
  const chargeKobo = discountedKobo(faceKobo, discountBp);
  const disco = pkg.title.includes('-') ? pkg.title.slice(pkg.title.indexOf('-') + 1) : pkg.title;
  return {
    service: 'electricity',
    pkg,
    levelId,
    chargeKobo,
    upstreamAmountKobo: faceKobo,
    variationCode: meterType,
    billersCode: meter,
    phone,
    subscriptionType: null,
    plan: `${disco} ${meterType} ${formatNaira(faceKobo / 100)}`,
    description: `${disco} ${meterType} electricity of ${formatNaira(faceKobo / 100)} for meter ${meter}`,
    cardNo: meter,
    result: customerOf(customer),
    requestHash: hash(['electricity', pkg.id, meter, meterType, faceKobo, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, meter),
  };
}
