import type { InternetDataPurchaseRequest } from '@contract/services/internet-data';
import { isValidPurchasePhone, PURCHASE_MESSAGES, normalizePurchasePhone } from '@contract/rules';
import { accountLookup, INTERNET_DATA_MESSAGES as M } from '@contract/services/internet-data';
import { plansOf } from '@/entities/package';
import type { Package, Plan } from '@contract/api';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';
import { findPackage } from '@/entities/package';

export interface VerifiedAccount {
  /** the phone or e-mail that was verified; typing another one asks for a new verification */
  account: string;
  customerName: string;
}

export interface InternetDataValues {
  packageId: string;
  planId: string;
  /** the phone number or e-mail of the provider account to renew */
  account: string;
  /** the customer's contact number */
  phone: string;
  verified: VerifiedAccount | null;
}

export const internetDataInitialValues: InternetDataValues = {
  packageId: '',
  planId: '',
  account: '',
  phone: '',
  verified: null,
};

export const findPlan = (pkg: Package | undefined, planId: string): Plan | undefined =>
  plansOf(pkg).find((plan) => String(plan.id) === planId);

/** The verification still holds only for the number it was made for. */
export const verifiedAccount = (values: InternetDataValues) =>
  values.verified && values.verified.account === values.account.trim() ? values.verified : null;

/** What stops Verify: the provider, then the account (a phone or an e-mail, as the API checks). */
export function accountErrors(values: InternetDataValues): Partial<Record<string, string>> {
  const account = values.account.trim();
  if (!values.packageId) return { packageId: M.providerRequired };
  if (!account) return { account: M.accountRequired };
  if (!accountLookup(account)) return { account: M.accountInvalid };
  return {};
}

/**
 * Every failing field with its message, in the order they are checked (the first one is shown
 * first): provider, account number, its verification, bundle, contact phone.
 */
export function validateInternetData(values: InternetDataValues): Record<string, string> {
  const errors: Record<string, string> = {};
  Object.assign(errors, accountErrors(values));
  if (!errors.account && !errors.packageId && !verifiedAccount(values))
    errors.account = M.verifyFirst;
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
  account: values.account.trim(),
  phone_number: normalizePurchasePhone(values.phone) ?? values.phone.trim(),
});

/**
 * A saved, recent or past account: its number (to be verified again) and provider when known; a
 * past purchase's bundle by its code and contact phone.
 */
export function fillInternetData(
  values: InternetDataValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): InternetDataValues {
  const pkg = prefilledPackage(packages, prefill);
  const base = pkg && String(pkg.id) !== values.packageId ? withProvider(values, pkg.id) : values;
  const plan = prefill.planCode
    ? plansOf(findPackage(packages, base.packageId)).find((item) => item.code === prefill.planCode)
    : undefined;
  return {
    ...base,
    planId: plan ? String(plan.id) : base.planId,
    account: prefill.number,
    phone: prefill.phone ?? base.phone,
    verified: null,
  };
}
