import { sql } from 'drizzle-orm';
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MarketingChannel, MarketingSegment } from '@contract/api/console/messages';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const kobo = (name: string) => bigint(name, { mode: 'number' });

/** migration 0054: customers who asked for no marketing messages */
export const marketingOptOuts = pgTable('marketing_opt_outs', {
  userId: integer('user_id').primaryKey(),
  optedOutAt: timestamptz('opted_out_at')
    .notNull()
    .default(sql`now()`),
  via: text('via', { enum: ['link', 'profile'] }).notNull(),
});

/** migration 0054: one owner's message to a segment */
export const marketingCampaigns = pgTable('marketing_campaigns', {
  id: serial('id').primaryKey(),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`now()`),
  channel: text('channel').$type<MarketingChannel>().notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  sender: text('sender').notNull().default(''),
  segment: jsonb('segment').$type<MarketingSegment>().notNull(),
  reason: text('reason').notNull(),
  recipients: integer('recipients').notNull(),
  pages: smallint('pages').notNull().default(0),
  pageCostKobo: kobo('page_cost_kobo').notNull().default(0),
  costKobo: kobo('cost_kobo').notNull().default(0),
  finishedAt: timestamptz('finished_at'),
});

export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/** migration 0054: one row per campaign and customer (each gets it at most once) */
export const marketingRecipients = pgTable(
  'marketing_recipients',
  {
    campaignId: integer('campaign_id').notNull(),
    userId: integer('user_id').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: RECIPIENT_STATUSES }).notNull().default('pending'),
    attemptedAt: timestamptz('attempted_at'),
    finishedAt: timestamptz('finished_at'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);
