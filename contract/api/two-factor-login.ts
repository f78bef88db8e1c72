import { Type, type Static } from 'typebox';

/*
 * Sign-in for staff with two-factor sign-in on: auth/login/ answers a challenge instead of a
 * token; the code from the authenticator app (or a recovery code) is sent with it to
 * auth/login/two-factor/, which answers the token as auth/login/ does for everyone else.
 */

/** auth/login/'s answer when a code is needed (200, message says what to type). */
export const TwoFactorChallengeSchema = Type.Object({
  two_factor_required: Type.Literal(true),
  /** short-lived; send it back with the code */
  challenge: Type.String(),
  /** seconds the challenge stays valid */
  expires_in: Type.Integer(),
});

export const TwoFactorLoginRequestSchema = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 2000 }),
  /** 6 digits from the authenticator app, or a recovery code (xxxxx-xxxxx) */
  code: Type.String({ maxLength: 40, default: '' }),
});

export type TwoFactorChallenge = Static<typeof TwoFactorChallengeSchema>;
export type TwoFactorLoginRequest = Static<typeof TwoFactorLoginRequestSchema>;
