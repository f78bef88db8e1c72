import { setIn, type FormikErrors } from 'formik';
import type { ChangeKycLimitsRequest, KycLimits } from '@contract/api/console';
import { KYC_TIERS, type KycTier, type LimitName } from '@contract/rules/kyc';
import { parseTierLimits } from '@contract/rules/kyc-limits';
import { reasonProblem } from '@contract/rules';

/*
 * The limits form: each tier's three limits as typed (naira, empty for no limit) and the reason.
 * The contract's rule checks it as the server does, with the same messages on the same fields.
 */

export type TierLimitsValues = Record<LimitName, string>;

export interface LimitsFormValues {
  /** index = tier */
  tiers: TierLimitsValues[];
  reason: string;
}

const typed = (naira: number | null) => (naira === null ? '' : String(naira));

export function valuesOf(limits: KycLimits): LimitsFormValues {
  return {
    tiers: KYC_TIERS.map((tier) => {
      const row = limits.tiers.find((each) => each.tier === tier);
      return {
        single_deposit: typed(row?.single_deposit ?? null),
        daily_inflow: typed(row?.daily_inflow ?? null),
        balance: typed(row?.balance ?? null),
      };
    }),
    reason: '',
  };
}

const inputOf = (values: LimitsFormValues) =>
  values.tiers.map((row, index) => ({ tier: index as KycTier, ...row }));

/** Messages keyed by field path (`tiers.2.balance`), as Formik's nested errors. */
export function formErrors(messages: Record<string, string>): FormikErrors<LimitsFormValues> {
  let errors: FormikErrors<LimitsFormValues> = {};
  for (const [path, message] of Object.entries(messages))
    errors = setIn(errors, path, message) as FormikErrors<LimitsFormValues>;
  return errors;
}

/** The form's problems on their fields (empty when it may be sent). */
export function validateLimits(values: LimitsFormValues): FormikErrors<LimitsFormValues> {
  const parsed = parseTierLimits(inputOf(values));
  const problems = 'problems' in parsed ? { ...parsed.problems } : {};
  const reason = reasonProblem(values.reason);
  if (reason) problems.reason = reason;
  return formErrors(problems);
}

/** The request for valid values (naira, null for no limit). */
export function requestOf(values: LimitsFormValues): ChangeKycLimitsRequest {
  const parsed = parseTierLimits(inputOf(values));
  if ('problems' in parsed) throw new Error('the limits form was sent with problems');
  return {
    tiers: parsed.limits.map((row) => {
      const naira = (name: LimitName) => (row[name] === null ? null : row[name] / 100);
      return {
        tier: row.tier,
        single_deposit: naira('single_deposit'),
        daily_inflow: naira('daily_inflow'),
        balance: naira('balance'),
      };
    }),
    reason: values.reason.trim(),
  };
}
