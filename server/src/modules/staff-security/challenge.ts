import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { userIdFromClaims } from '../auth/plugin';

/** How long a staff member has to type the code after the password was right. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const PURPOSE = 'two-factor-login';

type ChallengeClaims = { sub: string; ver: number; jti: string } & { purpose: typeof PURPOSE };

const CHALLENGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a valid challenge names: the user, their token version, its own id and its expiry. */
export interface ChallengeOf {
  id: number;
  ver: number;
  challengeId: string;
  expiresAt: Date;
}

/**
 * The "code needed" step's token: signed with a key of its own (derived from the JWT secret), so
 * it can never pass as an access token, and an access token never as a challenge.
 */
export function createChallenges(app: FastifyInstance, jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update(PURPOSE).digest();
  return {
    issue: (user: { id: number; tokenVersion: number }) =>
      app.jwt.sign(
        // not an access token's claims: `purpose` marks it (and the key differs)
        {
          sub: String(user.id),
          ver: user.tokenVersion,
          jti: randomUUID(),
          purpose: PURPOSE,
        } as ChallengeClaims,
        { key, expiresIn: `${CHALLENGE_TTL_SECONDS}s` },
      ),
    /** The user, token version and challenge id it was issued for, or undefined (expired, forged, other). */
    read(token: string): ChallengeOf | undefined {
      let claims: unknown;
      try {
        claims = app.jwt.verify(token, { key });
      } catch {
        return undefined;
      }
      const id = userIdFromClaims(claims);
      const { ver, purpose, jti, exp } = claims as {
        ver: number;
        purpose?: unknown;
        jti?: unknown;
        exp: number;
      };
      if (id === undefined || purpose !== PURPOSE) return undefined;
      if (typeof jti !== 'string' || !CHALLENGE_ID.test(jti)) return undefined;
      return { id, ver, challengeId: jti, expiresAt: new Date(exp * 1000) };
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
