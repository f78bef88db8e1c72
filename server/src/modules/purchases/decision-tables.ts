import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** migration 0018: a person's decision on a purchase that a later provider answer contradicted */
export const settlementConflicts = pgTable('settlement_conflicts', {
  id: serial('id').primaryKey(),
  transactionId: integer('transaction_id').notNull().unique(),
  decidedStatus: text('decided_status').notNull(),
  decidedBy: text('decided_by').notNull(),
  decidedAt: timestamptz('decided_at'),
  decisionNote: text('decision_note'),
  providerState: text('provider_state').notNull(),
  providerAnswer: text('provider_answer').notNull(),
  source: text('source').notNull(),
  detectedAt: timestamptz('detected_at').notNull().defaultNow(),
  /** migration 0030: an owner's resolution, with the provider's answer as evidence */
  resolution: text('resolution').$type<'provider_delivered' | 'provider_refunded'>(),
  resolvedBy: text('resolved_by'),
  resolvedAt: timestamptz('resolved_at'),
  resolutionNote: text('resolution_note'),
  evidence: text('evidence'),
  /** migration 0037: when the owners were e-mailed about it (null: not yet) */
  alertedAt: timestamptz('alerted_at'),
});

/** migration 0018: the provider is asked again after a purchase was settled by hand early */
export const settlementChecks = pgTable('settlement_checks', {
  transactionId: integer('transaction_id').primaryKey(),
  nextCheckAt: timestamptz('next_check_at').notNull(),
  checks: integer('checks').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
