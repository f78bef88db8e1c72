import { Type, type Static } from 'typebox';

/* A staff member's own security: two-factor sign-in and open sessions (console/security/*). */

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  enabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recovery_codes_left: Type.Integer(),
  /** the console refuses this member until it is on (owners, in production) */
  required: Type.Boolean(),
});

/** A new enrolment: scan the QR code or type the secret, then confirm with a code. */
export const TwoFactorEnrolmentSchema = Type.Object({
  secret: Type.String(),
  otpauth_uri: Type.String(),
  /** PNG data URL of otpauth_uri */
  qr_code: Type.String(),
});

export const TwoFactorCodeRequestSchema = Type.Object({
  code: Type.String({ maxLength: 40, default: '' }),
});

/** Shown once: each signs in once in place of a code. */
export const RecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });

export const StaffSessionSchema = Type.Object({
  id: Type.String({ pattern: UUID }),
  created_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
  ip: Type.String(),
  user_agent: Type.String(),
  /** the session this request was made with */
  current: Type.Boolean(),
});

export const SessionIdParamsSchema = Type.Object({ id: Type.String({ pattern: UUID }) });

export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolmentSchema>;
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequestSchema>;
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;
export type StaffSession = Static<typeof StaffSessionSchema>;
