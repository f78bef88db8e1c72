import { Type, type Static } from 'typebox';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../rules/reason';
import { ALERT_KINDS } from '../../constants/alerts';
import { ConsolePageMetaSchema, ConsolePageQuerySchema } from './paging';

/*
 * Alerts to staff when trouble starts: each kind of trouble is an incident, alerted once when it
 * opens (low float again at most hourly while it lasts). Every staff member reads the settings; an
 * owner changes them (audited, with a reason); each staff member chooses their own alerts.
 */

export const AlertKindSchema = Type.Union([
  Type.Literal('breaker'),
  Type.Literal('low_float'),
  Type.Literal('conflict'),
  Type.Literal('attention'),
  Type.Literal('failure_rate'),
  Type.Literal('approval'),
  Type.Literal('webhook_backlog'),
]);

/** a time of day in Lagos, HH:MM (24-hour) */
const TIME_OF_DAY = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The thresholds and quiet hours an owner sets. */
export const AlertThresholdsSchema = Type.Object({
  /** the kinds that alert at all */
  kinds_on: Type.Array(AlertKindSchema, { uniqueItems: true, maxItems: ALERT_KINDS.length }),
  /** a network's failed purchases in the last 30 minutes, as a percentage of its purchases */
  failure_rate_percent: Type.Integer({ minimum: 1, maximum: 100 }),
  /** fewer purchases than this in the window never alert */
  failure_min_purchases: Type.Integer({ minimum: 1, maximum: 100_000 }),
  /** a purchase needing attention longer than this alerts */
  attention_age_minutes: Type.Integer({ minimum: 5, maximum: 10_080 }),
  /** outgoing webhook deliveries still pending above this alert */
  webhook_backlog: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  quiet_hours_on: Type.Boolean(),
  quiet_start: Type.String({ pattern: TIME_OF_DAY }),
  quiet_end: Type.String({ pattern: TIME_OF_DAY }),
});

/** One staff member's own choice: support opt in; owners always receive the kinds not muted. */
export const AlertSubscriptionSchema = Type.Object({
  opted_in: Type.Boolean(),
  muted_kinds: Type.Array(AlertKindSchema, { uniqueItems: true, maxItems: ALERT_KINDS.length }),
});

export const AlertRecipientSchema = Type.Object({
  email: Type.String(),
  name: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('support')]),
  /** the kinds this person is sent (none for support who have not opted in) */
  receives: Type.Array(AlertKindSchema),
});

export const AlertSettingsSchema = Type.Object({
  ...AlertThresholdsSchema.properties,
  /** the low-float threshold (the server's PROVIDER_LOW_BALANCE setting), in naira */
  low_float_naira: Type.Number(),
  me: AlertSubscriptionSchema,
  recipients: Type.Array(AlertRecipientSchema),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_by: Type.Union([Type.String(), Type.Null()]),
});

/** PUT console/alerts/settings (owners): the new thresholds, and why. */
export const ChangeAlertSettingsRequestSchema = Type.Object({
  ...AlertThresholdsSchema.properties,
  reason: Type.String({ minLength: MIN_REASON_LENGTH, maxLength: MAX_REASON_LENGTH }),
});

export const AlertSettingsResponseSchema = Type.Object({ data: AlertSettingsSchema });

export const SentAlertSchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  kind: AlertKindSchema,
  /** opened, reminder (low float still low) or closed (a breaker closing) */
  event: Type.Union([Type.Literal('opened'), Type.Literal('reminder'), Type.Literal('closed')]),
  subject: Type.String(),
  message: Type.String(),
  /** the console page it is about (a path) */
  link: Type.String(),
  emails: Type.Integer(),
  sms_recipients: Type.Integer(),
  sms: Type.Union([
    Type.Literal('sent'),
    Type.Literal('held'),
    Type.Literal('failed'),
    Type.Literal('none'),
  ]),
  urgent: Type.Boolean(),
});

export const SentAlertsQuerySchema = ConsolePageQuerySchema;

export const SentAlertsPageSchema = Type.Object({
  data: Type.Array(SentAlertSchema),
  meta: ConsolePageMetaSchema,
});

export type AlertThresholds = Static<typeof AlertThresholdsSchema>;
export type AlertSubscription = Static<typeof AlertSubscriptionSchema>;
export type AlertRecipient = Static<typeof AlertRecipientSchema>;
export type AlertSettings = Static<typeof AlertSettingsSchema>;
export type ChangeAlertSettingsRequest = Static<typeof ChangeAlertSettingsRequestSchema>;
export type SentAlert = Static<typeof SentAlertSchema>;
export type SentAlertsQuery = Static<typeof SentAlertsQuerySchema>;
export type SentAlertsPage = Static<typeof SentAlertsPageSchema>;
