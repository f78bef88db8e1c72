import type { AccidentInsurancePurchaseRequest } from '@contract/services/accident-insurance';
import { isValidPurchasePhone, normalizePurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import {
  ACCIDENT_INSURANCE_MESSAGES as M,
  dateOfBirthProblem,
  isFullName,
} from '@contract/services/accident-insurance';
import { lagosDay } from '@contract/rules/schedule';
import { plansOf } from '@/entities/package';
import type { Package, Plan } from '@contract/api';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';
import { findPackage } from '@/entities/package';

export interface AccidentInsuranceValues {
  packageId: string;
  planId: string;
  fullName: string;
  /** the insured person's phone */
  phone: string;
  address: string;
  /** YYYY-MM-DD, as a date input gives it */
  dateOfBirth: string;
  occupation: string;
  nextOfKinName: string;
  nextOfKinPhone: string;
}

export const accidentInsuranceInitialValues: AccidentInsuranceValues = {
  packageId: '',
  planId: '',
  fullName: '',
  phone: '',
  address: '',
  dateOfBirth: '',
  occupation: '',
  nextOfKinName: '',
  nextOfKinPhone: '',
};

export const findPlan = (pkg: Package | undefined, planId: string): Plan | undefined =>
  plansOf(pkg).find((plan) => String(plan.id) === planId);

const phoneProblem = (typed: string, required: string) => {
  const phone = typed.trim();
  if (!phone) return required;
  return isValidPurchasePhone(phone) ? undefined : PURCHASE_MESSAGES.phoneInvalid;
};

/**
 * Every failing field with its message, in the order the screen shows them (the API checks the
 * same rules): insurer, cover, the insured person, then the next of kin.
 */
export function validateAccidentInsurance(
  values: AccidentInsuranceValues,
  today = lagosDay(new Date()),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  if (!values.packageId) add('packageId', M.providerRequired);
  else if (!values.planId) add('planId', M.planRequired);
  if (!isFullName(values.fullName)) add('fullName', M.fullNameRequired);
  add('phone', phoneProblem(values.phone, M.phoneRequired));
  if (values.address.trim().length < 5) add('address', M.addressRequired);
  add('dateOfBirth', dateOfBirthProblem(values.dateOfBirth, today));
  if (values.occupation.trim().length < 2) add('occupation', M.occupationRequired);
  if (!isFullName(values.nextOfKinName)) add('nextOfKinName', M.nextOfKinNameRequired);
  add('nextOfKinPhone', phoneProblem(values.nextOfKinPhone, M.nextOfKinPhoneRequired));
  return errors;
}

/** Another insurer clears the cover; the person's details stay. */
export const withProvider = (
  values: AccidentInsuranceValues,
  packageId: number,
): AccidentInsuranceValues => ({ ...values, packageId: String(packageId), planId: '' });

const phoneOf = (typed: string) => normalizePurchasePhone(typed) ?? typed.trim();

export const toAccidentInsuranceRequest = (
  values: AccidentInsuranceValues,
  pkg: Package,
  plan: Plan,
): AccidentInsurancePurchaseRequest => ({
  package_id: pkg.id,
  variation_code: plan.code,
  full_name: values.fullName.trim().replace(/\s+/g, ' '),
  phone_number: phoneOf(values.phone),
  address: values.address.trim(),
  date_of_birth: values.dateOfBirth.trim(),
  occupation: values.occupation.trim(),
  next_of_kin_name: values.nextOfKinName.trim().replace(/\s+/g, ' '),
  next_of_kin_phone: phoneOf(values.nextOfKinPhone),
});

/**
 * A saved phone fills the insured person's phone; a past cover ("Buy again") names the person it
 * insured, with its insurer, cover and phone. The other details are asked again.
 */
export function fillAccidentInsurance(
  values: AccidentInsuranceValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): AccidentInsuranceValues {
  if (isValidPurchasePhone(prefill.number)) return { ...values, phone: prefill.number };
  const pkg = prefilledPackage(packages, prefill);
  const base = pkg && String(pkg.id) !== values.packageId ? withProvider(values, pkg.id) : values;
  const plan = prefill.planCode
    ? plansOf(findPackage(packages, base.packageId)).find((item) => item.code === prefill.planCode)
    : undefined;
  return {
    ...base,
    planId: plan ? String(plan.id) : base.planId,
    fullName: prefill.number,
    phone: prefill.phone ?? base.phone,
  };
}
