import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import { users } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../console/audit';
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCode,
} from './recovery-codes';
import { openTotpSecret, sealTotpSecret } from './sealed-secrets';
import { staffRecoveryCodes, staffTwoFactor } from './tables';
import { enrolmentQr, looksLikeTotpCode, newTotpSecret, totpTimeStep } from './totp';

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  wrongCodeOrRecovery:
    'That code is not right. Enter the current code from your authenticator app or an unused recovery code.',
  startFirst: 'Start the set-up first, then enter a code from your authenticator app.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  notStaff: 'That user is not a staff member.',
  resetYourself:
    'Turn your own two-factor sign-in off on the Security screen, with a current code.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  reset: 'Two-factor sign-in was reset: they set it up again at their next console visit.',
} as const;

/**
 * A wrong code, on the `code` field: 401 at sign-in (counted by the login throttle), 400 in the
 * console (a 401 there would sign the staff member out).
 */
export const wrongCode = (message: string, status: 400 | 401 = 400) =>
  new HttpError(status, message, { code: message });

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

async function readTwoFactor(db: Db | Tx, userId: number) {
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  return row;
}

export async function isTwoFactorOn(db: Db, userId: number): Promise<boolean> {
  return Boolean((await readTwoFactor(db, userId))?.enabledAt);
}

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const row = await readTwoFactor(db, userId);
  if (!row?.enabledAt) return { enabled: false, enabled_at: null, recovery_codes_left: 0 };
  const unused = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return {
    enabled: true,
    enabled_at: row.enabledAt.toISOString(),
    recovery_codes_left: unused.length,
  };
}

/**
 * Accepts an authenticator code once: the step it belongs to is stored only if it is later than
 * the last one accepted, in one statement, so the same code sent twice at once passes once.
 */
async function acceptTotp(
  db: Db,
  key: EnvelopeKey,
  userId: number,
  code: string,
): Promise<boolean> {
  const row = await readTwoFactor(db, userId);
  if (!row) return false;
  const secret = openTotpSecret(key, userId, row.secret);
  const step = await totpTimeStep(secret, code, row.lastTimeStep);
  if (step === undefined) return false;
  const [claimed] = await db
    .update(staffTwoFactor)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(staffTwoFactor.userId, userId),
        or(isNull(staffTwoFactor.lastTimeStep), lt(staffTwoFactor.lastTimeStep, step)),
      ),
    )
    .returning({ userId: staffTwoFactor.userId });
  return Boolean(claimed);
}

/** Marks a matching unused recovery code used (once, even when sent twice at once). */
async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  const id = await matchRecoveryCode(code, unused);
  if (id === undefined) return false;
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.id, id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(used);
}

/**
 * The second factor of an enabled staff member: a current authenticator code or an unused
 * recovery code (audited when used). Refuses anything else with `wrongCodeStatus`.
 */
export async function checkSecondFactor(
  db: Db,
  key: EnvelopeKey,
  staff: AuditActor & { id: number },
  code: string,
  wrongCodeStatus: 400 | 401 = 400,
): Promise<'totp' | 'recovery'> {
  const row = await readTwoFactor(db, staff.id);
  if (!row?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  if (looksLikeTotpCode(code)) {
    if (await acceptTotp(db, key, staff.id, code)) return 'totp';
  } else if (await useRecoveryCode(db, staff.id, code)) {
    const left = await twoFactorStatus(db, staff.id);
    await db.transaction((tx) =>
      recordAudit(tx, {
        actor: staff,
        action: 'two_factor.recovery_code_used',
        subjectType: 'user',
        subjectId: staff.id,
        after: { recovery_codes_left: left.recovery_codes_left },
      }),
    );
    return 'recovery';
  }
  throw wrongCode(TWO_FACTOR_MESSAGES.wrongCodeOrRecovery, wrongCodeStatus);
}

/**
 * A new secret for the enrolment screen (QR code and the secret as text). Replaces an enrolment
 * not yet confirmed; refused while two-factor sign-in is on.
 */
export async function startEnrolment(
  db: Db,
  key: EnvelopeKey,
  staff: { id: number; email: string },
  issuer: string,
) {
  const existing = await readTwoFactor(db, staff.id);
  if (existing?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(key, staff.id, secret);
  await db
    .insert(staffTwoFactor)
    .values({ userId: staff.id, secret: sealed })
    .onConflictDoUpdate({
      target: staffTwoFactor.userId,
      set: { secret: sealed, lastTimeStep: null, createdAt: new Date() },
      // never overwrite a secret confirmed in the meantime
      setWhere: isNull(staffTwoFactor.enabledAt),
    });
  const { uri, qrCode } = await enrolmentQr(secret, issuer, staff.email);
  return { secret, otpauth_uri: uri, qr_code: qrCode };
}

/**
 * Confirms the enrolment with a first code: two-factor sign-in is on, and the ten recovery codes
 * are answered this once (only their hashes are kept).
 */
export async function confirmEnrolment(
  db: Db,
  key: EnvelopeKey,
  staff: AuditActor & { id: number },
  code: string,
): Promise<string[]> {
  const row = await readTwoFactor(db, staff.id);
  if (row?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!row) throw conflict(TWO_FACTOR_MESSAGES.startFirst);
  if (!(await acceptTotp(db, key, staff.id, code))) throw wrongCode(TWO_FACTOR_MESSAGES.wrongCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(staffTwoFactor)
      .set({ enabledAt: new Date() })
      .where(and(eq(staffTwoFactor.userId, staff.id), isNull(staffTwoFactor.enabledAt)))
      .returning({ userId: staffTwoFactor.userId });
    if (!enabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(hashes.map((codeHash) => ({ userId: staff.id, codeHash })));
    await recordAudit(tx, {
      actor: staff,
      action: 'two_factor.enrol',
      subjectType: 'user',
      subjectId: staff.id,
      after: { two_factor: true, recovery_codes: RECOVERY_CODE_COUNT },
    });
  });
  return codes;
}

async function removeTwoFactor(tx: Tx, userId: number) {
  const removed = await tx
    .delete(staffTwoFactor)
    .where(and(eq(staffTwoFactor.userId, userId), isNotNull(staffTwoFactor.enabledAt)))
    .returning({ userId: staffTwoFactor.userId });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  return removed.length > 0;
}

/** Turns one's own two-factor sign-in off; needs a current code (or an unused recovery code). */
export async function disableTwoFactor(
  db: Db,
  key: EnvelopeKey,
  staff: AuditActor & { id: number },
  code: string,
) {
  await checkSecondFactor(db, key, staff, code);
  await db.transaction(async (tx) => {
    if (!(await removeTwoFactor(tx, staff.id))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await recordAudit(tx, {
      actor: staff,
      action: 'two_factor.disable',
      subjectType: 'user',
      subjectId: staff.id,
      before: { two_factor: true },
      after: { two_factor: false },
    });
  });
}

/** The staff member whose two-factor sign-in was reset, to be told by e-mail. */
export interface ResetMember {
  id: number;
  email: string;
  firstName: string;
}

/**
 * An owner resets another staff member's two-factor sign-in (a lost phone), with a reason kept in
 * the audit log. Answers the member, who is told by e-mail (see resetNotice).
 */
export async function resetTwoFactor(
  db: Db,
  actor: AuditActor & { id: number },
  userId: number,
  reason: string,
): Promise<ResetMember> {
  if (userId === actor.id) throw conflict(TWO_FACTOR_MESSAGES.resetYourself);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.role)));
    if (!member) throw notFound(TWO_FACTOR_MESSAGES.notStaff);
    if (!(await removeTwoFactor(tx, userId))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await recordAudit(tx, {
      actor,
      action: 'two_factor.reset',
      subjectType: 'user',
      subjectId: userId,
      reason,
      before: { email: member.email, two_factor: true },
      after: { email: member.email, two_factor: false },
    });
    return member;
  });
}

/** What the member whose two-factor sign-in was reset is told: by whom, why, what to do. */
export const resetNotice = (brandName: string, actor: AuditActor, reason: string) => ({
  subject: 'console two-factor sign-in reset',
  lines: [
    `Your two-factor sign-in to the ${brandName} console was reset by ${actor.email}.`,
    `Reason given: ${reason}`,
    'At your next console sign-in you set it up again with your authenticator app; your old recovery codes no longer work.',
    'If you did not ask for this, tell another owner at once.',
  ],
});
