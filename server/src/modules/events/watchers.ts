import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { liveWatchers } from '../../db/schema';

/*
 * The users with a live status stream open on this server process, as the database knows them:
 * its triggers notify a change only for a user with an unexpired watcher (migration
 * 0040_live_watchers.sql), so a purchase by a user nobody watches commits without NOTIFY.
 */

/** A watcher lives this long unless renewed; the hub renews them well within it. */
export const WATCHER_TTL_SECONDS = 90;
/** How long a registration tries for the user's watch lock while changes of theirs are in flight. */
const LOCK_PATIENCE_MS = 5_000;
const LOCK_RETRY_MS = 10;

export interface Watchers {
  /**
   * Records that this process has a stream of the user's open. Resolves once every change of the
   * user's that commits from now on is notified, and every change in flight has committed.
   */
  watch(userId: number): Promise<void>;
  /**
   * Renews this process's watchers of these users and drops its others, and every process's
   * expired ones (a process killed without closing leaves its own behind).
   */
  keepOnly(userIds: number[]): Promise<void>;
  /** Drops every watcher of this process (it is closing). */
  forgetAll(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function databaseWatchers(db: Db, instance: string = randomUUID()): Watchers {
  const expiresAt = sql`now() + make_interval(secs => ${WATCHER_TTL_SECONDS})`;
  const mine = eq(liveWatchers.instance, instance);

  return {
    async watch(userId) {
      // A change takes the user's watch lock shared until it commits; holding it exclusively
      // here means none is in flight. Only tried, never queued for: a change must not wait
      // behind a registration that waits. A user whose changes never pause (an API client's
      // steady stream) is registered without it after LOCK_PATIENCE_MS; a change committing at
      // that instant may then go untold, and the next one is told.
      const giveUpAt = Date.now() + LOCK_PATIENCE_MS;
      for (;;) {
        const registered = await db.transaction(async (tx) => {
          if (Date.now() < giveUpAt) {
            const [lock] = rowsOf<{ locked: boolean }>(
              await tx.execute(
                sql`SELECT pg_try_advisory_xact_lock(live_watch_lock_class(), ${userId}) AS locked`,
              ),
            );
            if (!lock?.locked) return false;
          }
          await tx
            .insert(liveWatchers)
            .values({ userId, instance, expiresAt })
            .onConflictDoUpdate({
              target: [liveWatchers.userId, liveWatchers.instance],
              set: { expiresAt },
            });
          return true;
        });
        if (registered) return;
        await sleep(LOCK_RETRY_MS);
      }
    },

    async keepOnly(userIds) {
      await db.transaction(async (tx) => {
        const notKept = userIds.length ? and(mine, notInArray(liveWatchers.userId, userIds)) : mine;
        await tx.delete(liveWatchers).where(or(notKept, lt(liveWatchers.expiresAt, sql`now()`)));
        if (userIds.length)
          await tx
            .update(liveWatchers)
            .set({ expiresAt })
            .where(and(mine, inArray(liveWatchers.userId, userIds)));
      });
    },

    async forgetAll() {
      await db.delete(liveWatchers).where(mine);
    },
  };
}
