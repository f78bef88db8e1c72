import { object, string } from 'yup';
import type { Package } from '@contract/api';
import type { AirtimePurchaseRequest } from '@contract/services/airtime';
import { LIMITS } from '@contract/constants';
import {
  AMOUNT_MESSAGES,
  PURCHASE_MESSAGES,
  isValidPurchasePhone,
  discountedNaira,
  isAmountAtLeast,
  isWholeKobo,
  isWholeNaira,
  typedAmount,
  type TypedAmount,
  normalizePurchasePhone,
} from '@contract/rules';
import { nairaAmount, orderedErrors } from '@/shared/lib/validation';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';

const MESSAGES = PURCHASE_MESSAGES.airtime;

export interface AirtimeValues {
  /** the chosen network's package id, '' when none is chosen */
  packageId: string;
  /** naira as typed */
  amount: string | number;
  phone: string;
}

export const airtimeInitialValues: AirtimeValues = { packageId: '', amount: '', phone: '' };

/** The amounts people top up most, one tap each under the amount (as mobile money apps offer). */
export const AIRTIME_QUICK_AMOUNTS = [100, 200, 500, 1000] as const;

/** Airtime: the order in which failures are reported (first failure wins). */
export const AIRTIME_MESSAGE_ORDER = [
  MESSAGES.phoneRequired,
  MESSAGES.amountRequired,
  MESSAGES.minimum,
  AMOUNT_MESSAGES.decimals,
  MESSAGES.wholeNaira,
  MESSAGES.providerRequired,
  PURCHASE_MESSAGES.phoneInvalid,
] as const;

export const airtimeSchema = object({
  phone: string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .test(
      'phone',
      PURCHASE_MESSAGES.phoneInvalid,
      (phone) => !phone || isValidPurchasePhone(phone),
    ),
  amount: nairaAmount(LIMITS.minAirtime, MESSAGES.minimum).test(
    'whole-naira',
    MESSAGES.wholeNaira,
    (value) => !isWholeKobo(value) || isWholeNaira(value),
  ),
  packageId: string().required(MESSAGES.providerRequired),
});

/** Formik's `validate`: every failing field with its first message, in check order. */
export const validateAirtime = (values: AirtimeValues) =>
  orderedErrors(airtimeSchema, values, AIRTIME_MESSAGE_ORDER);

/** The network's discount for the caller's level, in percent (0 when the package has none). */
/**
 * What the wallet is charged for `amount` naira of airtime at `discountPercent`: the amount
 * less its discount, in whole kobo so no float error reaches the screen.
 */
export function chargeFor(amount: number, discountPercent: number): number {
  return discountedNaira(amount, discountPercent);
}

/** The charge to preview, or null while the amount is not a positive number. */
export function chargePreview(amount: TypedAmount, discountPercent: number): number | null {
  if (!isAmountAtLeast(amount, 0.01)) return null;
  return chargeFor(typedAmount(amount), discountPercent);
}

/** The button stays disabled while network, phone or amount is empty. */
export const isAirtimeComplete = (values: AirtimeValues) =>
  values.packageId !== '' && values.phone.trim() !== '' && String(values.amount).trim() !== '';

export const toAirtimeRequest = (values: AirtimeValues, pkg: Package): AirtimePurchaseRequest => ({
  network: pkg.title,
  phone_number: normalizePurchasePhone(values.phone) ?? values.phone.trim(),
  amount: typedAmount(values.amount),
  package_id: pkg.id,
});

/**
 * A saved, recent or past number: its phone, its network when known (else the chosen one stays),
 * and a past purchase's amount.
 */
export function fillAirtime(
  values: AirtimeValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): AirtimeValues {
  const network = prefilledPackage(packages, prefill);
  return {
    packageId: network ? String(network.id) : values.packageId,
    phone: prefill.number,
    amount: prefill.amount ?? values.amount,
  };
}
