import type { CablePurchaseRequest } from '@contract/services/cable';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { normalizePurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import { stringAt } from '../../lib/loose';
import { tryNairaToKobo } from '../../lib/money';
import { takesSubscriptionType } from '../../ports/bills';
import { findPlan, findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import {
  customerOf,
  digits,
  hash,
  verified,
  type Quote,
  type QuoteDeps,
} from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

/** SHOWMAX has no smart card: the phone number is the account. */
const SMARTCARDLESS = new Set(['showmax']);

export async function quoteCable(
  deps: QuoteDeps,
  buyer: Buyer,
  request: CablePurchaseRequest,
): Promise<Quote> {
  const messages = PURCHASE_MESSAGES.cable;
  const problems = new Problems();
  const { levelId, pkg } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.cable,
  );
  const typedPhone = digits(request.phone_number);
  const needsCard = !pkg || !SMARTCARDLESS.has(pkg.serviceId);
  const smartNo = needsCard
    ? digits(request.smart_no)
    : (normalizePurchasePhone(typedPhone) ?? typedPhone);
  if (needsCard && !smartNo) problems.add('smart_no', messages.smartCardRequired);
  else if (needsCard && !/^\d{6,20}$/.test(smartNo))
    problems.add('smart_no', 'Smart/IUC number must be digits only');
  const phone = checkPurchasePhone(problems, typedPhone, messages.phoneRequired);
  if (!pkg) problems.add('package_id', messages.providerRequired);
  const subscription =
    pkg && !takesSubscriptionType(pkg.serviceId) ? 'change' : request.subscription_type;
  if (!subscription) problems.add('subscription_type', messages.subscriptionRequired);
  const code = (request.variation_code ?? '').trim();
  if (subscription === 'change' && !code) problems.add('variation_code', messages.planRequired);
  problems.check();
  if (!pkg || !subscription) throw badRequest(messages.providerRequired);

  let customer: Record<string, unknown> = {};
  if (needsCard) customer = await verified(deps, pkg, { billersCode: smartNo }, 'smart_no');

  let chargeKobo: number;
  let faceKobo: number;
  let planTitle: string;
  let variationCode: string | null;
  if (subscription === 'renew') {
    const renewal = Number(stringAt(customer.Renewal_Amount));
    const renewalKobo = tryNairaToKobo(renewal);
    if (!(renewal > 0) || renewalKobo === undefined)
      throw badRequest(messages.renewUnavailable, { subscription_type: messages.renewUnavailable });
    const bouquetCode = stringAt(customer.Current_Bouquet_Code);
    const bouquet = bouquetCode ? await findPlan(deps.db, pkg.id, bouquetCode, levelId) : undefined;
    // A renewal of a bouquet we sell gets the level's saving on it; otherwise the provider's price.
    const saving = bouquet ? Math.max(0, bouquet.faceKobo - bouquet.priceKobo) : 0;
    faceKobo = renewalKobo;
    chargeKobo = Math.max(renewalKobo - saving, 0);
    planTitle = `${stringAt(customer.Current_Bouquet) || bouquet?.title || pkg.title} (renewal)`;
    variationCode = bouquetCode || null;
  } else {
    const plan = await findPlan(deps.db, pkg.id, code, levelId);
    if (!plan) throw badRequest(messages.planRequired, { variation_code: messages.planRequired });
    faceKobo = plan.faceKobo;
    chargeKobo = plan.priceKobo;
    planTitle = plan.title;
    variationCode = plan.code;
  }
  if (chargeKobo < LIMITS.minCable * 100)
    throw badRequest(messages.minimum, { amount: messages.minimum });

  return {
    service: 'cable',
    pkg,
    levelId,
    chargeKobo,
    upstreamAmountKobo: faceKobo,
    variationCode,
    billersCode: smartNo,
    phone,
    subscriptionType: subscription,
    plan: planTitle,
    description: needsCard ? `${planTitle} for smart card ${smartNo}` : `${planTitle} for ${phone}`,
    cardNo: needsCard ? smartNo : null,
    result: customerOf(customer),
    requestHash: hash(['cable', pkg.id, subscription, variationCode, smartNo, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, smartNo),
  };
}
