import { object, string } from 'yup';
import type { Package, Plan } from '@contract/api';
import type { DataPurchaseRequest } from '@contract/services/data';
import { LIMITS } from '@contract/constants';
import {
  PURCHASE_MESSAGES,
  isValidPurchasePhone,
  isAmountAtLeast,
  typedAmount,
  normalizePurchasePhone,
} from '@contract/rules';
import { networkOf } from '@contract/services/package-choice';
import { orderedErrors } from '@/shared/lib/validation';
import { plansOf } from '@/entities/package';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';

const MESSAGES = PURCHASE_MESSAGES.data;

export interface DataValues {
  /** the chosen network_type, e.g. MTN */
  network: string;
  /** the chosen package's id, e.g. that of MTN SME */
  packageId: string;
  /** the chosen plan's id */
  planId: string;
  /** the plan's price in naira, read-only: the catalogue prices the plan */
  amount: string;
  phone: string;
}

export const dataInitialValues: DataValues = {
  network: '',
  packageId: '',
  planId: '',
  amount: '',
  phone: '',
};

/** Data: the order in which failures are reported (first failure wins). */
export const DATA_MESSAGE_ORDER = [
  MESSAGES.phoneRequired,
  MESSAGES.amountRequired,
  MESSAGES.minimum,
  MESSAGES.providerRequired,
  PURCHASE_MESSAGES.phoneInvalid,
] as const;

export const dataSchema = object({
  phone: string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .test(
      'phone',
      PURCHASE_MESSAGES.phoneInvalid,
      (phone) => !phone || isValidPurchasePhone(phone),
    ),
  // No plan chosen means no amount.
  amount: string()
    .trim()
    .required(MESSAGES.amountRequired)
    .test('minimum', MESSAGES.minimum, (value) => isAmountAtLeast(value, LIMITS.minData)),
  network: string().required(MESSAGES.providerRequired),
  packageId: string().required(MESSAGES.providerRequired),
});

/** Formik's `validate`: every failing field with its first message, in check order. */
export const validateData = (values: DataValues) =>
  orderedErrors(dataSchema, values, DATA_MESSAGE_ORDER);

export const toDataRequest = (
  values: DataValues,
  pkg: Package,
  plan: Plan,
): DataPurchaseRequest => {
  const phone = normalizePurchasePhone(values.phone) ?? values.phone.trim();
  return {
    service_providers: values.network,
    data_plan: plan.title,
    phone,
    amt: typedAmount(values.amount),
    package_id: pkg.id,
    variation_code: plan.code,
    phone_number: phone,
  };
};

/**
 * A saved, recent or past number: its phone; its network and package when known (the plan stays
 * while the package does); a past purchase's plan by its code (the plan fills the amount).
 */
export function fillData(
  values: DataValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): DataValues {
  const pkg = prefilledPackage(packages, prefill);
  if (!pkg) return { ...values, phone: prefill.number };
  const plan = prefill.planCode
    ? plansOf(pkg).find((item) => item.code === prefill.planCode)
    : undefined;
  const samePackage = String(pkg.id) === values.packageId;
  return {
    ...values,
    network: networkOf(pkg),
    packageId: String(pkg.id),
    planId: plan ? String(plan.id) : samePackage ? values.planId : '',
    phone: prefill.number,
  };
}
