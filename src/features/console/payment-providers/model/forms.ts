import type { ChangePaymentProviderRequest, ConsolePaymentProvider } from '@contract/api/console';
import { reasonProblem } from '@contract/rules';

/*
 * The owners' two forms on the payments providers screen: which provider card checkouts go to
 * first, and Paystack's charge on deposits into its dedicated accounts (Monnify's bank charges are
 * fixed per bank). Each change is kept in the audit log with its reason; the checks are the
 * server's limits in sentences an owner understands.
 */

export type ProviderName = ConsolePaymentProvider['provider'];

export const PROVIDER_NAMES: Record<ProviderName, string> = {
  monnify: 'Monnify',
  paystack: 'Paystack',
};

export const CHARGE_LIMITS = { maxPercent: 10, maxCap: 1_000_000 } as const;

export interface PreferenceValues {
  preferred: ProviderName;
  checkout_reason: string;
}

export interface ChargeValues {
  percent: number | null;
  /** naira; 0 means no cap */
  cap: number | null;
  charge_reason: string;
}

const preferredOf = (providers: ConsolePaymentProvider[]): ProviderName =>
  providers.find((row) => row.preferred)?.provider ?? 'monnify';

export const preferenceValuesOf = (providers: ConsolePaymentProvider[]): PreferenceValues => ({
  preferred: preferredOf(providers),
  checkout_reason: '',
});

export function validatePreference(providers: ConsolePaymentProvider[]) {
  return (values: PreferenceValues) => {
    const errors: Partial<Record<keyof PreferenceValues, string>> = {};
    const chosen = providers.find((row) => row.provider === values.preferred);
    if (values.preferred === preferredOf(providers))
      errors.preferred = `Card checkouts already go to ${PROVIDER_NAMES[values.preferred]} first.`;
    else if (!chosen?.configured)
      errors.preferred = `${PROVIDER_NAMES[values.preferred]} is not configured on this server.`;
    const reason = reasonProblem(values.checkout_reason);
    if (reason) errors.checkout_reason = reason;
    return errors;
  };
}

export const preferenceRequest = (values: PreferenceValues) => ({
  provider: values.preferred,
  preferred: true as const,
  reason: values.checkout_reason.trim(),
});

export const chargeValuesOf = (paystack: ConsolePaymentProvider): ChargeValues => ({
  percent: paystack.deposit_charge_percent,
  cap: paystack.deposit_charge_cap,
  charge_reason: '',
});

/** At most two decimals (kobo, hundredths of a percent). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export function validateCharge(paystack: ConsolePaymentProvider) {
  return (values: ChargeValues) => {
    const errors: Partial<Record<keyof ChargeValues, string>> = {};
    const { percent, cap } = values;
    if (
      percent === null ||
      percent < 0 ||
      percent > CHARGE_LIMITS.maxPercent ||
      !twoDecimals(percent)
    )
      errors.percent = `Enter a percent from 0 to ${CHARGE_LIMITS.maxPercent}, at most two decimals.`;
    if (cap === null || cap < 0 || cap > CHARGE_LIMITS.maxCap || !twoDecimals(cap))
      errors.cap = 'Enter a cap from ₦0 to ₦1,000,000 in naira and kobo (0 for no cap).';
    if (
      !errors.percent &&
      !errors.cap &&
      percent === paystack.deposit_charge_percent &&
      cap === paystack.deposit_charge_cap
    )
      errors.percent = 'Change the percent or the cap first.';
    const reason = reasonProblem(values.charge_reason);
    if (reason) errors.charge_reason = reason;
    return errors;
  };
}

export const chargeRequest = (
  values: ChargeValues,
): ChangePaymentProviderRequest & { provider: ProviderName } => ({
  provider: 'paystack',
  deposit_charge_percent: values.percent ?? 0,
  deposit_charge_cap: values.cap ?? 0,
  reason: values.charge_reason.trim(),
});
