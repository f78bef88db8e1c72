/*
 * The kinds of trouble the console alerts staff about, and what each is called on the settings
 * page and in the record of sent alerts.
 */

export const ALERT_KINDS = [
  'breaker',
  'low_float',
  'conflict',
  'attention',
  'failure_rate',
  'approval',
  'webhook_backlog',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What each kind is called on the settings page and in the record of sent alerts. */
export const ALERT_KIND_LABELS = {
  breaker: 'Provider circuit breaker opens or closes',
  low_float: 'Low provider float',
  conflict: 'Purchase conflict raised',
  attention: 'Purchases needing attention too long',
  failure_rate: 'High failure rate on a network',
  approval: 'Approval waiting',
  webhook_backlog: 'Webhook backlog growing',
} as const satisfies Record<AlertKind, string>;
