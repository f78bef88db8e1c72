import type { AirtimePurchaseRequest } from '@contract/services/airtime';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { discountedKobo, isWholeNaira, PURCHASE_MESSAGES } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import { tryNairaToKobo } from '../../lib/money';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import { checkAmount, hash, type Quote, type QuoteDeps } from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

export async function quoteAirtime(
  deps: QuoteDeps,
  buyer: Buyer,
  request: AirtimePurchaseRequest,
): Promise<Quote> {
  const messages = PURCHASE_MESSAGES.airtime;
  const problems = new Problems();
  const phone = checkPurchasePhone(problems, request.phone_number ?? '', messages.phoneRequired);
  checkAmount(
    problems,
    request.amount,
    { required: messages.amountRequired, minimum: messages.minimum },
    LIMITS.minAirtime,
  );
  if (!problems.has('amount') && !isWholeNaira(request.amount))
    problems.add('amount', messages.wholeNaira);
  const { levelId, pkg, discountBp } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.airtime,
    { discount: true },
  );
  if (!pkg) problems.add('package_id', messages.providerRequired);
  problems.check();
  if (!pkg) throw badRequest(messages.providerRequired);

  const faceKobo = tryNairaToKobo(request.amount) ?? 0;
  const chargeKobo = discountedKobo(faceKobo, discountBp);
  return {
    service: 'airtime',
    pkg,
    levelId,
    chargeKobo,
    upstreamAmountKobo: faceKobo,
    variationCode: null,
    billersCode: phone,
    phone,
    subscriptionType: null,
    plan: `${pkg.title} Airtime ${formatNaira(faceKobo / 100)}`,
    description: `${pkg.title} airtime of ${formatNaira(faceKobo / 100)} for ${phone}`,
    cardNo: null,
    result: {},
    requestHash: hash(['airtime', pkg.id, phone, faceKobo]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, phone),
  };
}
