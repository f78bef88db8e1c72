import { mixed, object, string } from 'yup';
import type { Package, VerificationContent } from '@contract/api';
import type { ElectricityPurchaseRequest, MeterType } from '@contract/services/electricity';
import { customerRows } from '@/entities/package';
import { LIMITS } from '@contract/constants';
import {
  PURCHASE_MESSAGES,
  isValidPurchasePhone,
  typedAmount,
  normalizePurchasePhone,
} from '@contract/rules';
import { nairaAmount } from '@/shared/lib/validation';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';
import { findPackage } from '@/entities/package';

const MESSAGES = PURCHASE_MESSAGES.electricity;

/** A successful meter check: the meter that was checked and what the disco said. */
export interface MeterVerification {
  meterNo: string;
  customer: VerificationContent;
}

export interface ElectricityValues {
  /** the chosen disco's id; null before one is chosen */
  packageId: number | null;
  meterType: MeterType | '';
  meterNo: string;
  /** the last successful Verify; it counts only while the meter field still holds that number */
  verified: MeterVerification | null;
  /** naira of electricity, as typed (Formik gives a number input's value as a number) */
  amount: string | number;
  phone: string;
}

/** Common token purchases, one tap each under the amount. */
export const ELECTRICITY_QUICK_AMOUNTS = [1000, 2000, 5000] as const;

export const electricityInitialValues: ElectricityValues = {
  packageId: null,
  meterType: '',
  meterNo: '',
  verified: null,
  amount: '',
  phone: '',
};

export const METER_TYPES: readonly { value: MeterType; label: string }[] = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'postpaid', label: 'Postpaid' },
];

/** The customer of the last Verify, if the meter field still holds the number that was verified. */
export function verifiedCustomer(
  values: Pick<ElectricityValues, 'meterNo' | 'verified'>,
): VerificationContent | undefined {
  const { verified } = values;
  return verified && verified.meterNo === (values.meterNo ?? '').trim()
    ? verified.customer
    : undefined;
}

/** Choosing another disco or meter type forgets the customer and the amount. */
export const withProvider = (values: ElectricityValues, packageId: number): ElectricityValues => ({
  ...values,
  packageId,
  verified: null,
  amount: '',
});

export const withMeterType = (values: ElectricityValues, meterType: MeterType) => ({
  ...values,
  meterType,
  verified: null,
  amount: '',
});

type VerifyField = 'meterNo' | 'meterType' | 'packageId';

/**
 * What stops Verify, in this order: no meter number, no meter type, then no disco. The schema
 * gives the same messages under the fields.
 */
export function meterVerifyErrors(
  values: ElectricityValues,
  packages: readonly Package[],
): { field: VerifyField; message: string }[] {
  const errors: { field: VerifyField; message: string }[] = [];
  if (!values.meterNo.trim()) errors.push({ field: 'meterNo', message: MESSAGES.meterRequired });
  if (!values.meterType) errors.push({ field: 'meterType', message: MESSAGES.meterTypeRequired });
  if (!findPackage(packages, values.packageId)) {
    errors.push({ field: 'packageId', message: MESSAGES.providerRequired });
  }
  return errors;
}

/**
 * First failure wins (yup reports in key order, which is the check order): phone, amount, the
 * ₦500 minimum, a disco, then the meter: its number and type (what Verify checks) and a verified
 * customer.
 */
export const electricitySchema = (packages: readonly Package[]) =>
  object({
    phone: string()
      .trim()
      .required(MESSAGES.phoneRequired)
      .test(
        'phone',
        PURCHASE_MESSAGES.phoneInvalid,
        (phone) => !phone || isValidPurchasePhone(phone),
      ),
    amount: nairaAmount(LIMITS.minElectricity, MESSAGES.minimum),
    packageId: mixed()
      .nullable()
      .test('provider', MESSAGES.providerRequired, function () {
        return Boolean(findPackage(packages, (this.parent as ElectricityValues).packageId));
      }),
    meterNo: mixed().test('verified', function (value) {
      const values = this.parent as ElectricityValues;
      if (!String(value ?? '').trim()) return this.createError({ message: MESSAGES.meterRequired });
      if (
        findPackage(packages, values.packageId) &&
        values.meterType &&
        !verifiedCustomer(values)
      ) {
        return this.createError({ message: MESSAGES.verifyFirst });
      }
      return true;
    }),
    meterType: string().required(MESSAGES.meterTypeRequired),
  });

/** The purchase-electricity/ payload. */
export function toElectricityPurchaseRequest(
  values: ElectricityValues,
  pkg: Package,
): ElectricityPurchaseRequest {
  const meterNo = values.meterNo.trim();
  return {
    package_id: pkg.id,
    billersCode: meterNo,
    variation_code: values.meterType,
    service_id: pkg.title,
    amount: typedAmount(values.amount),
    phone_number: normalizePurchasePhone(values.phone) ?? values.phone.trim(),
    meter_no: meterNo,
    meter_type: values.meterType,
  };
}

/** The rows of the customer details shown after Verify, only those the disco sent; money in naira. */
const METER_CUSTOMER_DETAILS: readonly [keyof VerificationContent, string, boolean][] = [
  ['Customer_Name', 'Customer Name', false],
  ['Address', 'Address', false],
  ['Meter_Number', 'Meter Number', false],
  ['Customer_Arrears', 'Arrears', true],
  ['Minimum_Amount', 'Minimum Amount', true],
  ['Min_Purchase_Amount', 'Minimum Purchase Amount', true],
  ['Customer_Account_Type', 'Account Type', false],
  ['Meter_Type', 'Meter Type', false],
];

/** The discos' account classes in words: MD is a maximum-demand (large) customer. */
const ACCOUNT_TYPES: Record<string, string> = {
  NMD: 'Non-maximum demand (NMD)',
  MD: 'Maximum demand (MD)',
};

const inWords = (key: keyof VerificationContent, value: unknown) =>
  key === 'Customer_Account_Type' && typeof value === 'string'
    ? (ACCOUNT_TYPES[value.trim().toUpperCase()] ?? value)
    : value;

export const meterCustomerRows = (customer: VerificationContent) =>
  customerRows(
    METER_CUSTOMER_DETAILS.map(([key, label, money]) => ({
      key,
      label,
      value: inWords(key, customer[key]),
      money,
    })),
  );

/**
 * A saved, recent or past meter: its number, type and disco (to be verified again), and a past
 * purchase's amount and phone.
 */
export function fillElectricity(
  values: ElectricityValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): ElectricityValues {
  const disco = prefilledPackage(packages, prefill);
  return {
    ...values,
    packageId: disco?.id ?? values.packageId,
    meterType: prefill.meterType ?? values.meterType,
    meterNo: prefill.number,
    verified: null,
    amount: prefill.amount ?? values.amount,
    phone: prefill.phone ?? values.phone,
  };
}
