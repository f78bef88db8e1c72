import { type AlertSettings, type ChangeAlertSettingsRequest } from '@contract/api/console';
import { ALERT_KINDS, type AlertKind } from '@contract/constants/alerts';
import { reasonProblem } from '@contract/rules';

/*
 * The owners' alert settings form: its values, checks (the server's limits, with sentences an
 * owner understands), and the request it sends.
 */

export type AlertSettingsValues = Omit<ChangeAlertSettingsRequest, 'kinds_on'> & {
  kinds_on: AlertKind[];
};

export const QUIET_HOURS_RULE =
  'During quiet hours (Lagos time) alerts are still e-mailed, but their SMS is held and not sent ' +
  'later. A provider’s circuit breaker opening is urgent: its SMS goes at any hour.';

export const valuesOf = (settings: AlertSettings): AlertSettingsValues => ({
  kinds_on: [...settings.kinds_on],
  failure_rate_percent: settings.failure_rate_percent,
  failure_min_purchases: settings.failure_min_purchases,
  attention_age_minutes: settings.attention_age_minutes,
  webhook_backlog: settings.webhook_backlog,
  quiet_hours_on: settings.quiet_hours_on,
  quiet_start: settings.quiet_start,
  quiet_end: settings.quiet_end,
  reason: '',
});

const LIMITS: Record<
  'failure_rate_percent' | 'failure_min_purchases' | 'attention_age_minutes' | 'webhook_backlog',
  [number, number, string]
> = {
  failure_rate_percent: [1, 100, 'Enter a failure rate from 1 to 100%.'],
  failure_min_purchases: [1, 100_000, 'Enter at least 1 purchase.'],
  attention_age_minutes: [5, 10_080, 'Enter 5 minutes to 7 days (10,080 minutes).'],
  webhook_backlog: [1, 1_000_000, 'Enter at least 1 delivery.'],
};

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function validateAlertSettings(values: AlertSettingsValues) {
  const errors: Partial<Record<keyof AlertSettingsValues, string>> = {};
  for (const [name, [min, max, message]] of Object.entries(LIMITS) as [
    keyof typeof LIMITS,
    [number, number, string],
  ][]) {
    const value = values[name];
    if (!Number.isInteger(value) || value < min || value > max) errors[name] = message;
  }
  if (!TIME.test(values.quiet_start)) errors.quiet_start = 'Enter a time such as 22:00.';
  if (!TIME.test(values.quiet_end)) errors.quiet_end = 'Enter a time such as 07:00.';
  const reason = reasonProblem(values.reason);
  if (reason) errors.reason = reason;
  return errors;
}

export const requestOf = (values: AlertSettingsValues): ChangeAlertSettingsRequest => ({
  ...values,
  kinds_on: ALERT_KINDS.filter((kind) => values.kinds_on.includes(kind)),
  reason: values.reason.trim(),
});
