import type { CreateScheduleRequest, Package, Plan } from '@contract/api';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES, type ScheduleFrequency, type ScheduleService } from '@contract/rules';
import { formatLagosDay, lagosInputToIso } from './dates';

/** What the schedule form holds: the purchase, then when it runs and until when. */
export interface ScheduleValues {
  service: ScheduleService;
  packageId: number | null;
  planCode: string;
  amount: string;
  phone: string;
  smartCard: string;
  frequency: ScheduleFrequency;
  /** Lagos time, "YYYY-MM-DDTHH:mm"; empty: now */
  firstRun: string;
  end: 'never' | 'date' | 'runs';
  endsOn: string;
  maxRuns: string;
}

export const initialScheduleValues: ScheduleValues = {
  service: 'airtime',
  packageId: null,
  planCode: '',
  amount: '',
  phone: '',
  smartCard: '',
  frequency: 'daily',
  firstRun: '',
  end: 'never',
  endsOn: '',
  maxRuns: '',
};

export const SERVICE_LABELS: Record<ScheduleService, string> = {
  airtime: 'Airtime',
  data: 'Data',
  cable: 'Cable TV renewal',
};

export type ScheduleErrors = Partial<Record<keyof ScheduleValues, string>>;

/** The server's field names (the purchase's and the schedule's) as the form's. */
export const SERVER_FIELDS: Record<string, keyof ScheduleValues> = {
  package_id: 'packageId',
  variation_code: 'planCode',
  amount: 'amount',
  phone_number: 'phone',
  smart_no: 'smartCard',
  subscription_type: 'smartCard',
  first_run_at: 'firstRun',
  ends_on: 'endsOn',
  max_runs: 'maxRuns',
};

/** The checks made before sending; the server checks the purchase as its screen would. */
export function scheduleErrors(values: ScheduleValues): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const messages = PURCHASE_MESSAGES[values.service];
  if (values.packageId === null) errors.packageId = PURCHASE_MESSAGES.providerRequired;
  if (values.service === 'airtime' && !values.amount.trim())
    errors.amount = PURCHASE_MESSAGES.airtime.amountRequired;
  if (values.service === 'data' && !values.planCode) errors.planCode = 'Select a data plan';
  if (values.service === 'cable' && !values.smartCard.trim())
    errors.smartCard = PURCHASE_MESSAGES.cable.smartCardRequired;
  if (!values.phone.trim()) errors.phone = messages.phoneRequired;
  if (values.firstRun && !lagosInputToIso(values.firstRun))
    errors.firstRun = 'Enter a date and time';
  if (values.end === 'date' && !values.endsOn) errors.endsOn = 'Choose the last day';
  if (values.end === 'runs' && !(Number(values.maxRuns) >= 1))
    errors.maxRuns = 'Enter how many times';
  return errors;
}

/** The request: the purchase as its route takes it, and the timing. */
export function toScheduleRequest(
  values: ScheduleValues,
  pkg: Package,
  plan: Plan | undefined,
): CreateScheduleRequest {
  const phone = values.phone.trim();
  const purchase =
    values.service === 'airtime'
      ? {
          network: pkg.title,
          phone_number: phone,
          amount: Number(values.amount),
          package_id: pkg.id,
        }
      : values.service === 'data'
        ? {
            service_providers: pkg.title,
            data_plan: plan?.title,
            package_id: pkg.id,
            variation_code: values.planCode,
            phone_number: phone,
          }
        : {
            package_id: pkg.id,
            smart_no: values.smartCard.trim(),
            subscription_type: 'renew',
            phone_number: phone,
          };
  const firstRun = values.firstRun ? lagosInputToIso(values.firstRun) : undefined;
  return {
    service: values.service,
    purchase,
    frequency: values.frequency,
    ...(firstRun ? { first_run_at: firstRun } : {}),
    ...(values.end === 'date' && values.endsOn ? { ends_on: values.endsOn } : {}),
    ...(values.end === 'runs' ? { max_runs: Number(values.maxRuns) } : {}),
  };
}

/**
 * What each run buys and how many runs there are, as the confirmation names them:
 * "₦500.00 MTN airtime for 08031234567", "MTN 1GB (30 days) for 08031234567", and "5 runs",
 * "until Thu 31 Dec 2026" or "until you stop it".
 */
export function scheduleSummary(
  values: ScheduleValues,
  pkg: Package,
  plan: Plan | undefined,
): { bought: string; runs: string } {
  const bought =
    values.service === 'airtime'
      ? `${formatNaira(values.amount)} ${pkg.title} airtime for ${values.phone.trim()}`
      : values.service === 'data'
        ? `${pkg.title} ${plan?.title ?? ''} for ${values.phone.trim()}`
        : `${pkg.title} ${plan?.title ?? ''} renewal for smart card ${values.smartCard.trim()}`;
  const runs =
    values.end === 'runs'
      ? `${Number(values.maxRuns)} run${Number(values.maxRuns) === 1 ? '' : 's'}`
      : values.end === 'date' && values.endsOn
        ? `until ${formatLagosDay(values.endsOn)}`
        : 'until you stop it';
  return { bought: bought.replace(/\s+/g, ' '), runs };
}
