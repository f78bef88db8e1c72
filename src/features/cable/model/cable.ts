import { mixed, object, string } from 'yup';
import type { Package, VerificationContent } from '@contract/api';
import type { CablePurchaseRequest, SubscriptionType } from '@contract/services/cable';
import { customerRows, plansOf } from '@/entities/package';
import { LIMITS } from '@contract/constants';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';
import { formatNaira } from '@contract/format';
import {
  PURCHASE_MESSAGES,
  isValidPurchasePhone,
  isAmountAtLeast,
  typedAmount,
  normalizePurchasePhone,
} from '@contract/rules';
import { findPackage } from '@/entities/package';

const MESSAGES = PURCHASE_MESSAGES.cable;

/** A successful smart card check: the number that was checked and what the provider said. */
export interface CardVerification {
  number: string;
  customer: VerificationContent;
}

export interface CableValues {
  /** the chosen provider's id; null before one is chosen */
  packageId: number | null;
  /** smart card / IUC number (not used for SHOWMAX) */
  smartCard: string;
  /** the last successful Verify; it counts only while the smart card still holds that number */
  verified: CardVerification | null;
  subscriptionType: SubscriptionType | '';
  /** the chosen plan's code (subscription type change) */
  planCode: string;
  phone: string;
  /** a past purchase's subscription and plan ("Buy again"), chosen once the card is verified */
  repeat?: { subscriptionType: SubscriptionType; planCode: string };
}

export const cableInitialValues: CableValues = {
  packageId: null,
  smartCard: '',
  verified: null,
  subscriptionType: '',
  planCode: '',
  phone: '',
};

/** SHOWMAX has no smart card: the phone number is the account, and there is nothing to verify. */
export const isShowmax = (pkg: Package | undefined) =>
  Boolean(pkg) && (pkg?.service_id === 'showmax' || pkg?.title.toUpperCase() === 'SHOWMAX');

/** The customer of the last Verify, if the smart card still holds the number that was verified. */
export function verifiedCustomer(
  values: Pick<CableValues, 'smartCard' | 'verified'>,
): VerificationContent | undefined {
  const { verified } = values;
  return verified && verified.number === (values.smartCard ?? '').trim()
    ? verified.customer
    : undefined;
}

/** The provider's renewal amount in naira; undefined when it gave none (then only Change). */
export function renewalAmount(customer: VerificationContent | undefined): number | undefined {
  const raw = customer?.Renewal_Amount;
  if (raw === null || raw === undefined || String(raw).trim() === '') return undefined;
  const amount = Number(raw);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/** Renew is offered only when the provider gave a renewal amount. */
export const canRenew = (customer: VerificationContent | undefined) =>
  renewalAmount(customer) !== undefined;

export const SUBSCRIPTION_LABELS: Record<SubscriptionType, string> = {
  renew: 'Renew',
  change: 'Change',
};

/** The subscription types the verified customer may choose. */
export const subscriptionTypes = (customer: VerificationContent | undefined): SubscriptionType[] =>
  canRenew(customer) ? ['renew', 'change'] : ['change'];

/** SHOWMAX is always a new plan; elsewhere it is what the customer chose. */
export const effectiveSubscription = (
  values: Pick<CableValues, 'subscriptionType'>,
  pkg: Package | undefined,
): SubscriptionType | '' => (isShowmax(pkg) ? 'change' : (values.subscriptionType ?? ''));

/** The chosen plan (subscription type change). */
export const chosenPlan = (values: Pick<CableValues, 'planCode'>, pkg: Package | undefined) =>
  plansOf(pkg).find((plan) => plan.code === values.planCode);

/** Naira charged: the renewal amount (renew) or the chosen plan's price (change). */
export function cableAmount(values: CableValues, pkg: Package | undefined): number | undefined {
  const type = effectiveSubscription(values, pkg);
  if (type === 'renew') return renewalAmount(verifiedCustomer(values));
  if (type === 'change') return chosenPlan(values, pkg)?.amount;
  return undefined;
}

/**
 * Choosing another provider forgets the customer, the subscription, the plan (a past purchase's
 * too) and so the amount.
 */
export const withProvider = (
  { repeat: _repeat, ...values }: CableValues,
  packageId: number,
): CableValues => ({
  ...values,
  packageId,
  verified: null,
  subscriptionType: '',
  planCode: '',
});

/** A successful Verify: Change is preselected when Renew is not on offer. */
export function withVerification(
  values: CableValues,
  number: string,
  customer: VerificationContent,
): CableValues {
  const { repeat, ...rest } = values;
  // "Buy again" chooses the past subscription and plan, renew only while the decoder offers it.
  if (repeat && (repeat.subscriptionType === 'change' || canRenew(customer)))
    return { ...rest, verified: { number, customer }, ...repeat };
  return {
    ...rest,
    verified: { number, customer },
    subscriptionType: canRenew(customer) ? '' : 'change',
    planCode: '',
  };
}

export const withSubscription = (values: CableValues, type: SubscriptionType): CableValues => ({
  ...values,
  subscriptionType: type,
  planCode: '',
});

type VerifyField = 'smartCard' | 'packageId';

/**
 * What stops Verify, in this order: no smart card number, then no provider. The schema gives the
 * same messages under the fields.
 */
export function cardVerifyErrors(
  values: CableValues,
  packages: readonly Package[],
): { field: VerifyField; message: string }[] {
  const errors: { field: VerifyField; message: string }[] = [];
  if (!values.smartCard.trim()) {
    errors.push({ field: 'smartCard', message: MESSAGES.smartCardRequired });
  }
  if (!findPackage(packages, values.packageId)) {
    errors.push({ field: 'packageId', message: MESSAGES.providerRequired });
  }
  return errors;
}

/**
 * First failure wins (yup reports in key order, which is the check order): phone, amount,
 * provider, then what the chosen provider still needs (a verified smart card, a subscription type,
 * a plan).
 */
export const cableSchema = (packages: readonly Package[]) => {
  const packageOf = (values: CableValues) => findPackage(packages, values.packageId);
  const needsCard = (values: CableValues) => {
    const pkg = packageOf(values);
    return Boolean(pkg) && !isShowmax(pkg);
  };
  return object({
    phone: string()
      .trim()
      .required(MESSAGES.phoneRequired)
      .test(
        'phone',
        PURCHASE_MESSAGES.phoneInvalid,
        (phone) => !phone || isValidPurchasePhone(phone),
      ),
    // Until a plan or a renewal gives an amount, what is missing says so (provider, plan...).
    amount: mixed().test('minimum', MESSAGES.minimum, function () {
      const values = this.parent as CableValues;
      const amount = cableAmount(values, packageOf(values));
      return amount === undefined || isAmountAtLeast(amount, LIMITS.minCable);
    }),
    packageId: mixed()
      .nullable()
      .test('provider', MESSAGES.providerRequired, function () {
        return Boolean(packageOf(this.parent as CableValues));
      }),
    // 'Smart/IUC number required' is what Verify checks; a number not yet verified
    // cannot be bought for.
    smartCard: mixed().test('verified', function (value) {
      const values = this.parent as CableValues;
      if (isShowmax(packageOf(values))) return true;
      if (!String(value ?? '').trim()) {
        return this.createError({ message: MESSAGES.smartCardRequired });
      }
      if (needsCard(values) && !verifiedCustomer(values)) {
        return this.createError({ message: MESSAGES.verifyFirst });
      }
      return true;
    }),
    subscriptionType: mixed().test('chosen', MESSAGES.subscriptionRequired, function () {
      const values = this.parent as CableValues;
      if (!needsCard(values) || !verifiedCustomer(values)) return true;
      return effectiveSubscription(values, packageOf(values)) !== '';
    }),
    planCode: mixed().test('chosen', MESSAGES.planRequired, function () {
      const values = this.parent as CableValues;
      const pkg = packageOf(values);
      if (effectiveSubscription(values, pkg) !== 'change') return true;
      return Boolean(chosenPlan(values, pkg));
    }),
  });
};

/** The purchase-cable/ payload; for SHOWMAX the phone number is the account. */
export function toCablePurchaseRequest(values: CableValues, pkg: Package): CablePurchaseRequest {
  const type = effectiveSubscription(values, pkg) || 'change';
  const phone = normalizePurchasePhone(values.phone) ?? values.phone.trim();
  const customer = verifiedCustomer(values);
  const plan = chosenPlan(values, pkg);
  const renew = type === 'renew';
  return {
    package_id: pkg.id,
    variation_code: renew ? String(customer?.Current_Bouquet_Code ?? '') : (plan?.code ?? ''),
    plan_name: renew ? String(customer?.Current_Bouquet ?? '') : (plan?.title ?? ''),
    amount: typedAmount(cableAmount(values, pkg)),
    smart_no: isShowmax(pkg) ? phone : values.smartCard.trim(),
    subscription_type: type,
    phone_number: phone,
  };
}

/** What the confirmation dialog says about the purchase. */
export const cableConfirmText = (request: CablePurchaseRequest) =>
  `${request.plan_name || 'Subscription'} for ${request.smart_no}: ${formatNaira(request.amount)}`;

/** The rows of the customer details shown after Verify, only those the provider sent. */
export const cableCustomerRows = (customer: VerificationContent) =>
  customerRows([
    { key: 'name', label: 'Customer Name', value: customer.Customer_Name },
    { key: 'number', label: 'Customer Number', value: customer.Customer_Number },
    { key: 'bouquet', label: 'Current Bouquet', value: customer.Current_Bouquet },
    { key: 'renewal', label: 'Renewal Amount', value: renewalAmount(customer), money: true },
  ]);

/**
 * A saved, recent or past smart card: its number and cable service (to be verified again), a past
 * purchase's phone, and its subscription and plan, chosen when the card is verified.
 */
export function fillCable(
  values: CableValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): CableValues {
  const provider = prefilledPackage(packages, prefill);
  const base =
    provider && provider.id !== values.packageId ? withProvider(values, provider.id) : values;
  const showmax = isShowmax(provider ?? findPackage(packages, base.packageId));
  const { repeat: _previous, ...rest } = base;
  const subscriptionType = prefill.subscriptionType ?? (prefill.planCode ? 'change' : undefined);
  const repeat =
    subscriptionType && (subscriptionType === 'renew' || prefill.planCode)
      ? {
          subscriptionType,
          planCode: subscriptionType === 'change' ? (prefill.planCode ?? '') : '',
        }
      : undefined;
  if (showmax)
    // SHOWMAX has no card to verify: the plan is chosen at once, the phone is the account.
    return {
      ...rest,
      verified: null,
      phone: prefill.phone ?? prefill.number,
      ...(prefill.planCode ? { subscriptionType: 'change', planCode: prefill.planCode } : {}),
    };
  return {
    ...rest,
    smartCard: prefill.number,
    verified: null,
    phone: prefill.phone ?? rest.phone,
    ...(repeat ? { repeat } : {}),
  };
}
