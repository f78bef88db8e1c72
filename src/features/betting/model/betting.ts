import { mixed, object, string } from 'yup';
import type { Package } from '@contract/api';
import {
  BETTING_MESSAGES,
  bettingCustomerId,
  type BettingPurchaseRequest,
} from '@contract/services/betting';
import { maximumOf, minimumOf } from '@contract/services';
import {
  PURCHASE_MESSAGES,
  isValidPurchasePhone,
  normalizePurchasePhone,
  typedAmount,
} from '@contract/rules';
import { nairaAmount } from '@/shared/lib/validation';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';
import { findPackage } from '@/entities/package';

/** A successful check of a customer ID: the ID that was checked and the name it belongs to. */
export interface AccountVerification {
  customerId: string;
  customerName: string;
}

export interface BettingValues {
  /** the chosen betting company's package id; null before one is chosen */
  packageId: number | null;
  customerId: string;
  /** the last successful Verify; it counts only while the field still holds that ID */
  verified: AccountVerification | null;
  /** naira to put in the betting wallet, as typed */
  amount: string | number;
  phone: string;
}

export const bettingInitialValues: BettingValues = {
  packageId: null,
  customerId: '',
  verified: null,
  amount: '',
  phone: '',
};

export const BETTING_MINIMUM = minimumOf('betting');
export const BETTING_MAXIMUM = maximumOf('betting');

/** The account of the last Verify, if the field still holds the ID that was verified. */
export function verifiedAccount(
  values: Pick<BettingValues, 'customerId' | 'verified'>,
): AccountVerification | undefined {
  const { verified } = values;
  return verified && verified.customerId === values.customerId.trim() ? verified : undefined;
}

/** Choosing another company forgets the verified account: an ID belongs to one company. */
export const withCompany = (values: BettingValues, packageId: number): BettingValues => ({
  ...values,
  packageId,
  verified: null,
});

type VerifyField = 'packageId' | 'customerId';

/** What stops Verify, in this order: no company, no customer ID, an ID that cannot be one. */
export function accountVerifyErrors(
  values: BettingValues,
  packages: readonly Package[],
): { field: VerifyField; message: string }[] {
  if (!findPackage(packages, values.packageId))
    return [{ field: 'packageId', message: BETTING_MESSAGES.providerRequired }];
  if (!values.customerId.trim())
    return [{ field: 'customerId', message: BETTING_MESSAGES.customerIdRequired }];
  if (!bettingCustomerId(values.customerId))
    return [{ field: 'customerId', message: BETTING_MESSAGES.customerIdInvalid }];
  return [];
}

/**
 * First failure wins (yup reports in key order, which is the server's check order): the company,
 * the customer ID and its verification, the amount (required, minimum, maximum, decimals), the phone.
 */
export const bettingSchema = (packages: readonly Package[]) =>
  object({
    packageId: mixed()
      .nullable()
      .test('company', BETTING_MESSAGES.providerRequired, function () {
        return Boolean(findPackage(packages, (this.parent as BettingValues).packageId));
      }),
    customerId: string()
      .trim()
      .required(BETTING_MESSAGES.customerIdRequired)
      .test('id', BETTING_MESSAGES.customerIdInvalid, (value) => !!bettingCustomerId(value ?? ''))
      .test('verified', BETTING_MESSAGES.verifyFirst, function () {
        return Boolean(verifiedAccount(this.parent as BettingValues));
      }),
    amount: nairaAmount(BETTING_MINIMUM, BETTING_MESSAGES.minimum, {
      naira: BETTING_MAXIMUM,
      message: BETTING_MESSAGES.maximum,
    }),
    phone: string()
      .trim()
      .required(BETTING_MESSAGES.phoneRequired)
      .test(
        'phone',
        PURCHASE_MESSAGES.phoneInvalid,
        (phone) => !phone || isValidPurchasePhone(phone),
      ),
  });

/** The purchase-betting/ payload. */
export const toBettingPurchaseRequest = (
  values: BettingValues,
  pkg: Package,
): BettingPurchaseRequest => ({
  package_id: pkg.id,
  customer_id: values.customerId.trim(),
  amount: typedAmount(values.amount),
  phone_number: normalizePurchasePhone(values.phone) ?? values.phone.trim(),
});

/** A saved, recent or past account: its ID and company (to be verified again), a past amount and phone. */
export function fillBetting(
  values: BettingValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): BettingValues {
  const company = prefilledPackage(packages, prefill);
  return {
    ...values,
    packageId: company?.id ?? values.packageId,
    customerId: prefill.number,
    verified: null,
    amount: prefill.amount ?? values.amount,
    phone: prefill.phone ?? values.phone,
  };
}
