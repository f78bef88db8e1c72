import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertKind } from '@contract/constants/alerts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** migration 0053: the owners' alert thresholds and quiet hours, one row (id is always true) */
export const alertSettings = pgTable('alert_settings', {
  id: boolean('id').primaryKey().default(true),
  kindsOn: text('kinds_on').array().$type<AlertKind[]>().notNull(),
  failureRatePercent: integer('failure_rate_percent').notNull(),
  failureMinPurchases: integer('failure_min_purchases').notNull(),
  attentionAgeMinutes: integer('attention_age_minutes').notNull(),
  webhookBacklog: integer('webhook_backlog').notNull(),
  quietHoursOn: boolean('quiet_hours_on').notNull(),
  /** Lagos time, minutes after midnight */
  quietStartMinute: integer('quiet_start_minute').notNull(),
  quietEndMinute: integer('quiet_end_minute').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamptz('updated_at'),
});

/** migration 0053: each staff member's own choice of alerts */
export const alertSubscriptions = pgTable('alert_subscriptions', {
  userId: integer('user_id').primaryKey(),
  optedIn: boolean('opted_in').notNull().default(false),
  mutedKinds: text('muted_kinds').array().$type<AlertKind[]>().notNull().default([]),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** migration 0053: every alert sent */
export const alertLog = pgTable('alert_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  incidentId: bigint('incident_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<AlertKind>().notNull(),
  event: text('event').$type<'opened' | 'reminder' | 'closed'>().notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  link: text('link').notNull(),
  urgent: boolean('urgent').notNull().default(false),
  emails: integer('emails').notNull().default(0),
  smsRecipients: integer('sms_recipients').notNull().default(0),
  sms: text('sms').$type<'sent' | 'held' | 'failed' | 'none'>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
