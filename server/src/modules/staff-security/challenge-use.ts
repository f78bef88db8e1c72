import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChallengeOf } from './challenge';
import { staffLoginChallengesUsed } from './tables';

/** Whether the challenge already finished a sign-in. */
export async function challengeUsed(db: Db, challengeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffLoginChallengesUsed.challengeId })
    .from(staffLoginChallengesUsed)
    .where(eq(staffLoginChallengesUsed.challengeId, challengeId));
  return Boolean(row);
}

/** Uses the challenge up in one statement: true for the one caller that did, even at once. */
export async function useChallenge(db: Db, userId: number, challenge: ChallengeOf) {
  const inserted = await db
    .insert(staffLoginChallengesUsed)
    .values({ challengeId: challenge.challengeId, userId, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ id: staffLoginChallengesUsed.challengeId });
  return inserted.length > 0;
}
