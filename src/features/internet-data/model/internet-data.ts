import type { InternetDataPurchaseRequest } from '@contract/api/internet-data';
import { isValidPurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import { INTERNET_DATA_MESSAGES as M } from '@contract/rules/internet-data';
import { plansOf } from '@/entities/package';
import type { Package, Plan } from '@/shared/api';

export interface VerifiedAccount {
  /** the number that was verified; typing another one asks for a new verification */
  accountPhone: string;
  customerName: string;
}

export interface InternetDataValues {
  packageId: string;
  planId: string;
  /** the phone number of the provider account to renew */
  accountPhone: string;
  /** the customer's contact number */
  phone: string;
  verified: VerifiedAccount | null;
}

export const internetDataInitialValues: InternetDataValues = {
  packageId: '',
  planId: '',
  accountPhone: '',
  phone: '',
  verified: null,
};

export const findPackage = (packages: readonly Package[], packageId: string) =>
  packages.find((pkg) => String(pkg.id) === packageId);

export const findPlan = (pkg: Package | undefined, planId: string): Plan | undefined =>
  plansOf(pkg).find((plan) => String(plan.id) === planId);

/** The verification still holds only for the number it was made for. */
export const verifiedAccount = (values: InternetDataValues) =>
  values.verified && values.verified.accountPhone === values.accountPhone.trim()
    ? values.verified
    : null;

/** What stops Verify: the provider, then the account number (the same phone rule as the API). */
export function accountErrors(values: InternetDataValues): Partial<Record<string, string>> {
  const account = values.accountPhone.trim();
  if (!values.packageId) return { packageId: M.providerRequired };
  if (!account) return { accountPhone: M.accountRequired };
  if (!isValidPurchasePhone(account)) return { accountPhone: PURCHASE_MESSAGES.phoneInvalid };
  return {};
}

/**
 * Every failing field with its message, in the order they are checked (the first one is shown
 * first): provider, account number, its verification, bundle, contact phone.
 */
export function validateInternetData(values: InternetDataValues): Record<string, string> {
  const errors: Record<string, string> = {};
  Object.assign(errors, accountErrors(values));
  if (!errors.accountPhone && !errors.packageId && !verifiedAccount(values))
    errors.accountPhone = M.verifyFirst;
  if (!values.planId) errors.planId = M.planRequired;
  const phone = values.phone.trim();
  if (!phone) errors.phone = M.phoneRequired;
  else if (!isValidPurchasePhone(phone)) errors.phone = PURCHASE_MESSAGES.phoneInvalid;
  return errors;
}

/** A new provider clears the bundle and the verification; the numbers stay. */
export const withProvider = (
  values: InternetDataValues,
  packageId: number,
): InternetDataValues => ({
  ...values,
  packageId: String(packageId),
  planId: '',
  verified: null,
});

export const toInternetDataRequest = (
  values: InternetDataValues,
  pkg: Package,
  plan: Plan,
): InternetDataPurchaseRequest => ({
  package_id: pkg.id,
  variation_code: plan.code,
  account_phone: values.accountPhone.trim(),
  phone_number: values.phone.trim(),
});
