import { object, string } from 'yup';
import type { Package } from '@contract/api';
import type { AirtimeToCashRequest } from '@contract/services/airtime-to-cash';
import { LIMITS } from '@contract/constants';
import {
  AIRTIME_TO_CASH_MESSAGES,
  isValidPurchasePhone,
  isAmountAtLeast,
  typedAmount,
  type TypedAmount,
  normalizePurchasePhone,
} from '@contract/rules';
import { airtimeToCashPayoutNaira } from '@contract/services/airtime-to-cash';
import { nairaAmount, orderedErrors } from '@/shared/lib/validation';

const MESSAGES = AIRTIME_TO_CASH_MESSAGES;

export interface AirtimeToCashValues {
  /** the chosen network's package id, '' when none is chosen */
  packageId: string;
  /** the number the airtime is transferred from */
  phone: string;
  /** naira of airtime transferred, as typed */
  amount: string | number;
}

export const airtimeToCashInitialValues: AirtimeToCashValues = {
  packageId: '',
  phone: '',
  amount: '',
};

/** Airtime to cash: the order in which failures are reported (first failure wins). */
export const AIRTIME_TO_CASH_MESSAGE_ORDER = [
  MESSAGES.phoneRequired,
  MESSAGES.amountRequired,
  MESSAGES.minimum,
  MESSAGES.amountDecimals,
  MESSAGES.providerRequired,
  MESSAGES.phoneInvalid,
] as const;

export const airtimeToCashSchema = object({
  phone: string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .test('phone', MESSAGES.phoneInvalid, (phone) => !phone || isValidPurchasePhone(phone)),
  amount: nairaAmount(LIMITS.minAirtimeToCash, MESSAGES.minimum),
  packageId: string().required(MESSAGES.providerRequired),
});

/** Formik's `validate`: every failing field with its first message, in check order. */
export const validateAirtimeToCash = (values: AirtimeToCashValues) =>
  orderedErrors(airtimeToCashSchema, values, AIRTIME_TO_CASH_MESSAGE_ORDER);

/** The network's commission at the caller's level, in percent (0 when the package has none). */
export function commissionOf(pkg: Package | undefined): number {
  const products = pkg?.products;
  if (!products || Array.isArray(products) || !('commission' in products)) return 0;
  return Number.isFinite(products.commission) ? products.commission : 0;
}

/** The amount to receive (less the commission, rounded up), or null without an amount. */
export function payoutPreview(amount: TypedAmount, commissionPercent: number): number | null {
  if (!isAmountAtLeast(amount, 0.01)) return null;
  return airtimeToCashPayoutNaira(typedAmount(amount), commissionPercent);
}

/** The button stays disabled while network, phone or amount is empty (as on the airtime screen). */
export const isAirtimeToCashComplete = (values: AirtimeToCashValues) =>
  values.packageId !== '' && values.phone.trim() !== '' && String(values.amount).trim() !== '';

export function toAirtimeToCashRequest(
  values: AirtimeToCashValues,
  pkg: Package,
): AirtimeToCashRequest {
  return {
    package_id: pkg.id,
    phone_number: normalizePurchasePhone(values.phone) ?? values.phone.trim(),
    amount_transferred: typedAmount(values.amount),
    amount_to_receive: payoutPreview(values.amount, commissionOf(pkg)) ?? 0,
  };
}
