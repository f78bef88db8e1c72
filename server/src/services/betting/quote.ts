import type { BettingPurchaseRequest } from '@contract/services/betting';
import { BETTING_MESSAGES, bettingCustomerId } from '@contract/services/betting';
import { CATEGORY_IDS, maximumOf, minimumOf } from '@contract/services';
import { formatNaira } from '@contract/format';
import { discountedKobo } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import { tryNairaToKobo } from '../../lib/money';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import {
  checkAmount,
  customerOf,
  hash,
  verified,
  type Quote,
  type QuoteDeps,
} from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

/*
 * Betting-wallet funding: the company's customer ID is verified with the provider whose list the
 * company is (ClubKonnect), then the typed amount is paid into that wallet; the wallet is charged
 * the amount less the buyer level's discount.
 */

export async function quoteBetting(
  deps: QuoteDeps,
  buyer: Buyer,
  request: BettingPurchaseRequest,
): Promise<Quote> {
  const messages = BETTING_MESSAGES;
  const problems = new Problems();
  const { levelId, pkg, discountBp } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.betting,
    { discount: true },
  );
  if (!pkg) problems.add('package_id', messages.providerRequired);
  const customerId = bettingCustomerId(request.customer_id);
  if (!request.customer_id.trim()) problems.add('customer_id', messages.customerIdRequired);
  else if (!customerId) problems.add('customer_id', messages.customerIdInvalid);
  checkAmount(
    problems,
    request.amount,
    { required: messages.amountRequired, minimum: messages.minimum },
    minimumOf('betting'),
    { naira: maximumOf('betting'), message: messages.maximum },
  );
  const phone = checkPurchasePhone(problems, request.phone_number, messages.phoneRequired);
  problems.check();
  if (!pkg || !customerId) throw badRequest(messages.providerRequired);

  const customer = await verified(deps, pkg, { billersCode: customerId }, 'customer_id');
  const faceKobo = tryNairaToKobo(request.amount) ?? 0;
  const face = formatNaira(faceKobo / 100);
  return {
    service: 'betting',
    pkg,
    levelId,
    chargeKobo: discountedKobo(faceKobo, discountBp),
    upstreamAmountKobo: faceKobo,
    variationCode: null,
    billersCode: customerId,
    phone,
    subscriptionType: null,
    plan: `${pkg.title} wallet ${face}`,
    description: `${pkg.title} wallet funding of ${face} for customer ID ${customerId}`,
    cardNo: customerId,
    result: customerOf(customer),
    requestHash: hash(['betting', pkg.id, customerId, faceKobo, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, customerId),
  };
}
