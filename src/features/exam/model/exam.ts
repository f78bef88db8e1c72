import { object, string } from 'yup';
import type { Package, Plan } from '@contract/api';
import type { ExamPurchaseRequest } from '@contract/services/exam';
import { PURCHASE_MESSAGES, isValidPurchasePhone, normalizePurchasePhone } from '@contract/rules';
import { orderedErrors } from '@/shared/lib/validation';
import { plansOf } from '@/entities/package';
import { prefilledPackage, type PurchasePrefill } from '@/shared/ui/purchase';

const MESSAGES = PURCHASE_MESSAGES.exam;

/** A profile ID the provider knows, for which exam type, and whose it is. */
export interface ProfileVerification {
  packageId: string;
  profileId: string;
  customerName: string;
}

export interface ExamValues {
  /** the chosen exam type's package id */
  packageId: string;
  planId: string;
  /** JAMB only */
  profileId: string;
  /** the plan's price in naira, read-only */
  amount: string;
  phone: string;
  /** the last successful Verify; it counts only for the exam type and profile ID it checked */
  verified: ProfileVerification | null;
}

export const examInitialValues: ExamValues = {
  packageId: '',
  planId: '',
  profileId: '',
  amount: '',
  phone: '',
  verified: null,
};

/** Whether the profile ID in the form is the one the provider verified for this exam type. */
export const isVerified = ({ verified, packageId, profileId }: ExamValues) =>
  verified !== null && verified.packageId === packageId && verified.profileId === profileId.trim();

/** What the rules need beyond the values: is the exam JAMB, and is this profile ID verified. */
export interface ExamContext {
  jamb: boolean;
  verified: boolean;
}

/** Exam: the order in which failures are reported (first failure wins). */
export const EXAM_MESSAGE_ORDER = [
  MESSAGES.profileRequired,
  MESSAGES.phoneRequired,
  MESSAGES.providerRequired,
  MESSAGES.planRequired,
  MESSAGES.verifyFirst,
  PURCHASE_MESSAGES.phoneInvalid,
] as const;

const context = (options: { context?: object }) => (options.context ?? {}) as Partial<ExamContext>;

export const examSchema = object({
  profileId: string()
    .trim()
    .test('required', MESSAGES.profileRequired, (value, test) =>
      context(test.options).jamb ? Boolean(value) : true,
    )
    .test('verified', MESSAGES.verifyFirst, (value, test) => {
      const { jamb, verified } = context(test.options);
      return !jamb || !value || Boolean(verified);
    }),
  phone: string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .test(
      'phone',
      PURCHASE_MESSAGES.phoneInvalid,
      (phone) => !phone || isValidPurchasePhone(phone),
    ),
  packageId: string().required(MESSAGES.providerRequired),
  planId: string().required(MESSAGES.planRequired),
});

/** Formik's `validate`: every failing field with its first message, in check order. */
export const validateExam = (values: ExamValues, examContext: ExamContext) =>
  orderedErrors(examSchema, values, EXAM_MESSAGE_ORDER, examContext);

/** JAMB needs a verified profile ID. */
export const isJamb = (pkg: Package | undefined) =>
  Boolean(pkg && /jamb/i.test(`${pkg.title} ${pkg.service_id}`));

export function toExamRequest(values: ExamValues, pkg: Package, plan: Plan): ExamPurchaseRequest {
  const request: ExamPurchaseRequest = {
    package_id: pkg.id,
    variation_code: plan.code,
    phone_number: normalizePurchasePhone(values.phone) ?? values.phone.trim(),
  };
  return isJamb(pkg) ? { ...request, profile_id: values.profileId.trim() } : request;
}

/**
 * A saved, recent or past JAMB profile: its ID (to be verified again) and exam type when known;
 * a past purchase's plan by its code (the plan fills the amount) and phone. A past WAEC purchase
 * was made for its phone, which fills the phone.
 */
export function fillExam(
  values: ExamValues,
  prefill: PurchasePrefill,
  packages: readonly Package[],
): ExamValues {
  const pkg = prefilledPackage(packages, prefill);
  const plan =
    pkg && prefill.planCode
      ? plansOf(pkg).find((item) => item.code === prefill.planCode)
      : undefined;
  const profile = !pkg || pkg.service_id === 'jamb';
  return {
    ...values,
    packageId: pkg ? String(pkg.id) : values.packageId,
    planId: plan
      ? String(plan.id)
      : pkg && String(pkg.id) !== values.packageId
        ? ''
        : values.planId,
    profileId: profile ? prefill.number : values.profileId,
    phone: prefill.phone ?? (profile ? values.phone : prefill.number),
    verified: null,
  };
}
