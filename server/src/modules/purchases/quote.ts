import type { BillsProviders } from './bills-providers';
import { createHash } from 'node:crypto';
import type {
  AirtimePurchaseRequest,
  CablePurchaseRequest,
  DataPurchaseRequest,
  ElectricityPurchaseRequest,
  ExamPurchaseRequest,
  TransactionResult,
} from '@contract/api';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { SERVICES, type PurchaseServiceKey } from '@contract/services';
import { formatNaira } from '@contract/format';
import { discountedKobo, normalizePurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import { accountLookup } from '@contract/rules/internet-data';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { stringAt } from '../../lib/loose';
import { tryNairaToKobo } from '../../lib/money';
import {
  takesSubscriptionType,
  type BillsProvider,
  type VerifyOutcome,
  type VerifyRequest,
} from '../../ports/bills';
import {
  findPackage,
  findPlan,
  findPricing,
  firstPlanCode,
  type Buyer,
  type PackageInfo,
} from './catalogue';
import { Problems } from './problems';
import { purchaseDuplicateKey } from './duplicate-rule';
import { checkPurchasePhone } from './records';

/*
 * Turns a purchase request into a Quote: validated in the screens' order (first failure wins), priced from our catalogue at the
 * buyer's level (never from the client's amount), with the provider verification done first where
 * the provider needs one (meters, smart cards, JAMB profiles).
 */

/** A service the purchase engine sells, from the service registry. */
export type Service = PurchaseServiceKey;

export interface Quote {
  service: Service;
  pkg: PackageInfo;
  /** the level the price is for; the purchase is refused if the level changed meanwhile */
  levelId: number;
  /** what the wallet is charged */
  chargeKobo: number;
  /** face value paid to the provider */
  upstreamAmountKobo: number;
  variationCode: string | null;
  /** smart card, meter, profile ID or phone, as the provider wants it */
  billersCode: string;
  phone: string;
  subscriptionType: 'renew' | 'change' | null;
  /** shown in the Plan column and as the receipt's Description */
  plan: string;
  /** a sentence for the history */
  description: string;
  /** smart card or meter number shown on the receipt */
  cardNo: string | null;
  /** customer details from verification */
  result: TransactionResult;
  /** what makes two requests the same purchase (Idempotency-Key reuse is checked against it) */
  requestHash: string;
  /** service, number and amount: the same within 30 s is a likely duplicate */
  dedupeKey: string;
}

export interface QuoteDeps {
  db: Db;
  bills: BillsProvider;
}

/** What quoting needs from the engine's deps: verification goes to the primary bills provider. */
export const quoteDepsOf = (deps: { db: Db; providers: BillsProviders }): QuoteDeps => ({
  db: deps.db,
  bills: deps.providers.primary,
});

const digits = (value: string | undefined) => (value ?? '').trim();

function checkAmount(
  problems: Problems,
  amount: number,
  messages: { required: string; minimum: string },
  minimumNaira: number,
) {
  if (!(amount > 0)) problems.add('amount', messages.required);
  else if (amount < minimumNaira) problems.add('amount', messages.minimum);
  else if (tryNairaToKobo(amount) === undefined)
    problems.add('amount', PURCHASE_MESSAGES.amountDecimals);
}

export const hash = (parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Verifies with the provider; a refused number is a 400 with the provider's text. */
export async function verified(
  deps: QuoteDeps,
  request: VerifyRequest,
  field: string,
): Promise<Extract<VerifyOutcome, { ok: true }>['content']> {
  const outcome = await deps.bills.verify(request);
  if (outcome.ok) return outcome.content;
  if (outcome.unavailable)
    throw new HttpError(503, PURCHASE_MESSAGES.verificationUnavailable, {
      [field]: PURCHASE_MESSAGES.verificationUnavailable,
    });
  throw badRequest(outcome.error, { [field]: outcome.error });
}

export function customerOf(content: Record<string, unknown>): TransactionResult {
  const name = stringAt(content.Customer_Name);
  const address = stringAt(content.Address);
  return {
    ...(name ? { customer_name: name } : {}),
    ...(address ? { customer_address: address } : {}),
  };
}

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
  if (needsCard)
    customer = await verified(deps, { serviceId: pkg.serviceId, billersCode: smartNo }, 'smart_no');

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

  const customer = await verified(
    deps,
    { serviceId: pkg.serviceId, billersCode: meter, type: meterType },
    'meter_no',
  );
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

const PROFILE_SERVICES = new Set(['jamb']);

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
    customer = await verified(
      deps,
      { serviceId: pkg.serviceId, billersCode: profileId, type: plan.code },
      'profile_id',
    );
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

/** What the verify-card call checks: smart cards, JAMB profiles and provider accounts. */
const CARD_VERIFIED = new Set<string>(['smart-card', 'profile', 'account']);
const METER_VERIFIED = new Set<string>(['meter']);

/** Verification for the screens: the provider's content, or its error in the content. */
export async function verifyCustomer(
  deps: QuoteDeps,
  kind: 'card' | 'meter',
  packageId: number,
  number: string,
  meterType?: string,
): Promise<Record<string, unknown>> {
  const pkg = await findPackage(deps.db, packageId);
  const accepted = kind === 'meter' ? METER_VERIFIED : CARD_VERIFIED;
  const verification = SERVICES.find(
    (service) => service.categoryId === pkg?.categoryId,
  )?.verification;
  const needsOne =
    !!pkg &&
    !!verification &&
    accepted.has(verification) &&
    (verification !== 'profile' || PROFILE_SERVICES.has(pkg.serviceId));
  if (!pkg || !needsOne)
    throw badRequest(PURCHASE_MESSAGES.providerRequired, {
      package_id: PURCHASE_MESSAGES.providerRequired,
    });
  const billersCode = number.trim();
  let type: string | undefined;
  if (kind === 'meter') {
    type = (meterType ?? '').trim().toLowerCase();
    if (type !== 'prepaid' && type !== 'postpaid')
      throw badRequest(PURCHASE_MESSAGES.electricity.meterTypeRequired, {
        meter_type: PURCHASE_MESSAGES.electricity.meterTypeRequired,
      });
  } else if (PROFILE_SERVICES.has(pkg.serviceId)) {
    type = await firstPlanCode(deps.db, pkg.id);
  }
  // A provider account (Smile) may be looked up by its e-mail instead of its phone.
  const byEmail = verification === 'account' && accountLookup(billersCode) === 'email';
  const outcome = await deps.bills.verify({ serviceId: pkg.serviceId, billersCode, type, byEmail });
  if (outcome.ok) return outcome.content;
  if (outcome.unavailable) throw new HttpError(503, PURCHASE_MESSAGES.verificationUnavailable);
  return { error: outcome.error };
}
