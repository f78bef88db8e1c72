import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** Kept this long after they expired or ended, then deleted: nothing can use them any more. */
const KEEP_AFTER_END = sql`interval '1 day'`;

/**
 * Deletes up to `limit` sessions that expired or ended over a day ago, and the used login
 * challenges whose time is over; answers how many rows went. Rows are claimed with SKIP LOCKED,
 * so several processes may run it at once.
 */
export async function pruneSessions(db: Db, limit: number): Promise<number> {
  const ended = await db.execute<{ id: string }>(sql`
    DELETE FROM sessions WHERE id IN (
      SELECT id FROM sessions
      WHERE expires_at < now() - ${KEEP_AFTER_END} OR ended_at < now() - ${KEEP_AFTER_END}
      LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ) RETURNING id`);
  const challenges = await db.execute<{ id: string }>(sql`
    DELETE FROM staff_login_challenges_used WHERE challenge_id IN (
      SELECT challenge_id FROM staff_login_challenges_used
      WHERE expires_at < now()
      LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ) RETURNING challenge_id AS id`);
  return rowsOf(ended).length + rowsOf(challenges).length;
}
