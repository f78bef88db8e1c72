import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const kobo = (name: string) => bigint(name, { mode: 'number' });

/** migration 0017: each manual credit or debit with the staff member who made it */
export const consoleManualAdjustments = pgTable('console_manual_adjustments', {
  transactionId: integer('transaction_id').primaryKey(),
  staffUserId: integer('staff_user_id').notNull(),
  approvedBy: integer('approved_by'),
  direction: text('direction').$type<'credit' | 'debit'>().notNull(),
  amountKobo: kobo('amount_kobo').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * migrations 0017 and 0029: a staff money movement waiting for a second owner (its kind, and the
 * transaction it is for, such as an airtime-to-cash request)
 */
export const consoleAdjustmentApprovals = pgTable('console_adjustment_approvals', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  kind: text('kind').notNull(),
  subjectRef: text('subject_ref'),
  direction: text('direction').$type<'credit' | 'debit'>().notNull(),
  amountKobo: kobo('amount_kobo').notNull(),
  reason: text('reason').notNull(),
  requestedBy: integer('requested_by').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  status: text('status')
    .$type<'pending' | 'approved' | 'declined' | 'withdrawn'>()
    .notNull()
    .default('pending'),
  decidedBy: integer('decided_by'),
  decidedAt: timestamptz('decided_at'),
  decisionNote: text('decision_note'),
  transactionId: integer('transaction_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
