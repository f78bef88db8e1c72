import type { AccidentInsurancePurchaseRequest } from '@contract/services/accident-insurance';
import { CATEGORY_IDS } from '@contract/constants';
import { normalizePurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import {
  ACCIDENT_INSURANCE_MESSAGES,
  dateOfBirthProblem,
  isFullName,
} from '@contract/services/accident-insurance';
import { lagosDay } from '@contract/rules/schedule';
import { badRequest } from '../../lib/http-error';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import { hash, type Quote, type QuoteDeps } from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

/*
 * A personal accident cover for one person for a year, at the plan's price for the buyer's level.
 * The insurer is sent the insured person's details as it names them; its certificate comes back
 * with the delivered purchase.
 */

const words = (value: string) => value.trim().replace(/\s+/g, ' ');

export async function quoteAccidentInsurance(
  deps: QuoteDeps,
  buyer: Buyer,
  request: AccidentInsurancePurchaseRequest,
  now = new Date(),
): Promise<Quote> {
  const messages = ACCIDENT_INSURANCE_MESSAGES;
  const problems = new Problems();
  const code = request.variation_code.trim();
  const { levelId, pkg, plan } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.accidentInsurance,
    { planCode: code },
  );
  if (!pkg) problems.add('package_id', messages.providerRequired);
  else if (!plan) problems.add('variation_code', messages.planRequired);
  const fullName = words(request.full_name);
  if (!isFullName(fullName)) problems.add('full_name', messages.fullNameRequired);
  const phone = checkPurchasePhone(problems, request.phone_number, messages.phoneRequired);
  const address = words(request.address);
  if (address.length < 5) problems.add('address', messages.addressRequired);
  const dateOfBirth = request.date_of_birth.trim();
  const ageProblem = dateOfBirthProblem(dateOfBirth, lagosDay(now));
  if (ageProblem) problems.add('date_of_birth', ageProblem);
  const occupation = words(request.occupation);
  if (occupation.length < 2) problems.add('occupation', messages.occupationRequired);
  const kinName = words(request.next_of_kin_name);
  if (!isFullName(kinName)) problems.add('next_of_kin_name', messages.nextOfKinNameRequired);
  const kinPhone = normalizePurchasePhone(request.next_of_kin_phone.trim());
  if (!request.next_of_kin_phone.trim())
    problems.add('next_of_kin_phone', messages.nextOfKinPhoneRequired);
  else if (!kinPhone) problems.add('next_of_kin_phone', PURCHASE_MESSAGES.phoneInvalid);
  problems.check();
  if (!pkg || !plan || !kinPhone) throw badRequest(messages.planRequired);

  return {
    service: 'accidentInsurance',
    pkg,
    levelId,
    chargeKobo: plan.priceKobo,
    upstreamAmountKobo: plan.faceKobo,
    variationCode: plan.code,
    // The insurer files the cover under the insured person's name.
    billersCode: fullName,
    phone,
    subscriptionType: null,
    plan: plan.title,
    description: `${plan.title} for ${fullName}`,
    cardNo: null,
    // the receipt names the person insured
    result: { customer_name: fullName },
    providerFields: {
      full_name: fullName,
      address,
      dob: dateOfBirth,
      business_occupation: occupation,
      next_kin_name: kinName,
      next_kin_phone: kinPhone,
    },
    requestHash: hash(['accidentInsurance', pkg.id, plan.code, fullName, dateOfBirth, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, `${fullName.toLowerCase()} ${dateOfBirth}`),
  };
}
