import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/* A key's plan map (migration 0045_reseller_formats.sql); only this module reads and writes it. */

export const PLAN_MAP_KINDS = ['data', 'cable'] as const;
export type PlanMapKind = (typeof PLAN_MAP_KINDS)[number];

export const apiKeyPlanMap = pgTable(
  'api_key_plan_map',
  {
    apiKeyId: integer('api_key_id').notNull(),
    kind: text('kind', { enum: PLAN_MAP_KINDS }).notNull(),
    theirId: text('their_id').notNull(),
    planId: integer('plan_id').notNull(),
    theirName: text('their_name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.kind, t.theirId] })],
);
