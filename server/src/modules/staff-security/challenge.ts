import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { userIdFromClaims } from '../../plugins/auth';

/** How long a staff member has to type the code after the password was right. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const PURPOSE = 'two-factor-login';

type ChallengeClaims = { sub: string; ver: number } & { purpose: typeof PURPOSE };

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
        { sub: String(user.id), ver: user.tokenVersion, purpose: PURPOSE } as ChallengeClaims,
        { key, expiresIn: `${CHALLENGE_TTL_SECONDS}s` },
      ),
    /** The user id and token version it was issued for, or undefined (expired, forged, other). */
    read(token: string): { id: number; ver: number } | undefined {
      let claims: unknown;
      try {
        claims = app.jwt.verify(token, { key });
      } catch {
        return undefined;
      }
      const id = userIdFromClaims(claims);
      const { ver, purpose } = claims as { ver: number; purpose?: unknown };
      return id !== undefined && purpose === PURPOSE ? { id, ver } : undefined;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
