import { sql } from 'drizzle-orm';

/** A Lagos day's (YYYY-MM-DD) first instant and the next day's, as SQL timestamptz. */
export const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Africa/Lagos'`;
export const dayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Africa/Lagos'`;
