import type { DataPurchaseRequest } from '@contract/services/data';
import { CATEGORY_IDS } from '@contract/constants';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import { hash, type Quote, type QuoteDeps } from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

export async function quoteData(
  deps: QuoteDeps,
  buyer: Buyer,
  request: DataPurchaseRequest,
): Promise<Quote> {
  const messages = PURCHASE_MESSAGES.data;
  const problems = new Problems();
  const phone = checkPurchasePhone(
    problems,
    request.phone_number || request.phone || '',
    messages.phoneRequired,
  );
  const { levelId, pkg, plan } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.data,
    { planCode: request.variation_code.trim() },
  );
  if (!request.variation_code.trim()) problems.add('amount', messages.amountRequired);
  if (!pkg) problems.add('package_id', messages.providerRequired);
  else if (!plan) problems.add('variation_code', messages.planRequired);
  problems.check();
  if (!pkg || !plan) throw badRequest(messages.planRequired);

  return {
    service: 'data',
    pkg,
    levelId,
    chargeKobo: plan.priceKobo,
    upstreamAmountKobo: plan.faceKobo,
    variationCode: plan.code,
    billersCode: phone,
    phone,
    subscriptionType: null,
    plan: plan.title,
    description: `${plan.title} for ${phone}`,
    cardNo: null,
    result: {},
    requestHash: hash(['data', pkg.id, plan.code, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, phone),
  };
}
