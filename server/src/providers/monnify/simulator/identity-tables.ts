import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** the Monnify simulator's identities (sandbox only) */
export const simIdentities = pgTable(
  'sim_identities',
  {
    kind: text('kind', { enum: ['nin', 'bvn'] }).notNull(),
    number: text('number').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    phone: text('phone').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.kind, table.number] })],
);
