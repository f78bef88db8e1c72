import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';

/*
 * What authenticating a request by its API key reads and writes: nothing else of the key
 * management (kept apart so the auth plugin does not depend on the management screens' rules).
 */

/**
 * The active key with this prefix and its owner, in one read: a key answers only while it belongs
 * to the owner's current credential generation (a password change, a reset or a sign-out
 * everywhere, from the profile or the console, raises it).
 */
export async function findActiveKey(db: Db, prefix: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      secretHash: apiKeys.secretHash,
      allowedIps: apiKeys.allowedIps,
      readOnly: apiKeys.readOnly,
      format: apiKeys.format,
      test: apiKeys.test,
      owner: { suspendedAt: users.suspendedAt, levelId: users.levelId },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.prefix, prefix),
        isNull(apiKeys.revokedAt),
        eq(apiKeys.tokenVersion, users.tokenVersion),
      ),
    );
  return row;
}

/**
 * Records a use and its address; at most one write a minute per key, so busy keys do not queue
 * on their row.
 */
export async function touchApiKey(db: Db, id: number, ip: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(), lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
