import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProblemKind, ProblemStatus } from '@contract/rules/problem-report';

/* Customers' problem reports (migration 0044_problem_reports.sql); only this module writes them. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const problemReports = pgTable('problem_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  transactionId: integer('transaction_id').notNull(),
  kind: text('kind').$type<ProblemKind>().notNull(),
  note: text('note').notNull().default(''),
  status: text('status').$type<ProblemStatus>().notNull(),
  /** staff's answer to a dispute they closed without moving money */
  reply: text('reply'),
  /** an open dispute's promised answer time (kept once it is closed) */
  answerBy: timestamptz('answer_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  closedAt: timestamptz('closed_at'),
  /** the staff member's e-mail, or "provider" / "check" when the purchase settled it */
  closedBy: text('closed_by'),
  /** the status last e-mailed to the customer */
  mailedStatus: text('mailed_status').$type<ProblemStatus>(),
});

export type ProblemReportRow = typeof problemReports.$inferSelect;
