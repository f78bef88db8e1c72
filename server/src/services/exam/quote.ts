import type { ExamPurchaseRequest } from '@contract/services/exam';
import { CATEGORY_IDS } from '@contract/constants';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
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

/** JAMB is sold for a candidate's profile, verified first. */
export const PROFILE_SERVICES = new Set(['jamb']);

export async function quoteExam(
  deps: QuoteDeps,
  buyer: Buyer,
  request: ExamPurchaseRequest,
): Promise<Quote> {
  const messages = PURCHASE_MESSAGES.exam;
  const problems = new Problems();
  const { levelId, pkg, plan } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.exam,
    { planCode: request.variation_code.trim() },
  );
  const needsProfile = !!pkg && PROFILE_SERVICES.has(pkg.serviceId);
  const profileId = digits(request.profile_id);
  if (needsProfile && !profileId) problems.add('profile_id', messages.profileRequired);
  const phone = checkPurchasePhone(problems, request.phone_number ?? '', messages.phoneRequired);
  if (!pkg) problems.add('package_id', messages.providerRequired);
  if (pkg && !plan) problems.add('variation_code', messages.planRequired);
  problems.check();
  if (!pkg || !plan) throw badRequest(messages.planRequired);

  let customer: Record<string, unknown> = {};
  if (needsProfile)
    customer = await verified(deps, pkg, { billersCode: profileId, type: plan.code }, 'profile_id');
  const billersCode = needsProfile ? profileId : phone;
  return {
    service: 'exam',
    pkg,
    levelId,
    chargeKobo: plan.priceKobo,
    upstreamAmountKobo: plan.faceKobo,
    variationCode: plan.code,
    billersCode,
    phone,
    subscriptionType: null,
    plan: plan.title,
    description: needsProfile ? `${plan.title} for profile ${profileId}` : `${plan.title}`,
    cardNo: needsProfile ? profileId : null,
    result: customerOf(customer),
    requestHash: hash(['exam', pkg.id, plan.code, profileId, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, billersCode),
  };
}
