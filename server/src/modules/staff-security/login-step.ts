import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TwoFactorChallenge } from '@contract/api';
import { LOGIN_MESSAGES } from '@contract/rules';
import { users } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/http-error';
import { SUSPENDED_MESSAGE } from '../auth/plugin';
import { CHALLENGE_TTL_SECONDS, createChallenges, type ChallengeOf } from './challenge';
import { challengeUsed, useChallenge } from './challenge-use';
import { checkSecondFactor, isTwoFactorOn } from './two-factor';

interface SigningIn {
  id: number;
  email: string;
  tokenVersion: number;
  role: string | null;
  /** the challenge this sign-in step answers; it finishes one sign-in only */
  challenge: ChallengeOf;
}

/** The "code needed" step of a staff member's sign-in. */
export function createTwoFactorLogin(app: FastifyInstance, jwtSecret: string) {
  const challenges = createChallenges(app, jwtSecret);
  const expired = () => unauthorized(LOGIN_MESSAGES.challengeExpired);

  return {
    /** The answer instead of a token when the password was right and a code is needed. */
    async challengeFor(
      user: Omit<SigningIn, 'challenge'>,
    ): Promise<{ message: string; data: TwoFactorChallenge } | null> {
      if (!user.role || !(await isTwoFactorOn(app.db, user.id))) return null;
      return {
        message: LOGIN_MESSAGES.codeNeeded,
        data: {
          two_factor_required: true,
          challenge: challenges.issue(user),
          expires_in: CHALLENGE_TTL_SECONDS,
        },
      };
    },

    /**
     * Whom a challenge is for, while it may still finish a sign-in: not expired, no sign-out
     * everywhere since (password or role change), still staff with two-factor on, not suspended.
     */
    async userOf(token: string): Promise<SigningIn> {
      const claims = challenges.read(token);
      if (!claims) throw expired();
      const [user] = await app.db
        .select({
          id: users.id,
          email: users.email,
          tokenVersion: users.tokenVersion,
          role: users.role,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, claims.id));
      if (!user || user.tokenVersion !== claims.ver || !user.role) throw expired();
      if (!(await isTwoFactorOn(app.db, user.id))) throw expired();
      if (user.suspendedAt) throw new HttpError(403, SUSPENDED_MESSAGE);
      if (await challengeUsed(app.db, claims.challengeId)) throw expired();
      return { ...user, challenge: claims };
    },

    /**
     * A wrong code is a 401, which the login throttle counts as a failed attempt. A right one uses
     * the challenge up: the same challenge never finishes a second sign-in, even with a later code.
     */
    async checkCode(user: SigningIn, code: string) {
      await checkSecondFactor(app.db, app.twoFactorKey, user, code, 401);
      if (!(await useChallenge(app.db, user.id, user.challenge))) throw expired();
    },
  };
}
