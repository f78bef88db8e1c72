import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { open, seal, sealedWith, type EnvelopeKey } from '../../lib/secret-envelope';
import { StartupRefusal } from '../../lib/startup-refusal';
import { staffTwoFactor } from './tables';

/*
 * A staff member's TOTP secret is stored sealed (lib/secret-envelope.ts) with the two-factor key,
 * bound to the member's id; it is opened only to check a code. Recovery codes stay one-way hashes.
 */

const context = (userId: number) => `staff_two_factor.secret:${userId}`;

export const sealTotpSecret = (key: EnvelopeKey, userId: number, secret: string) =>
  seal(key, secret, context(userId));

export const openTotpSecret = (key: EnvelopeKey, userId: number, stored: string) =>
  open(key, stored, context(userId));

const ROTATE_COMMAND = 'npm run two-factor:rotate-key';

/**
 * Seals, with `next`, every secret sealed with `previous` or still in clear text (rows from before
 * encryption), one guarded update each, so two processes running it at once agree. A secret sealed
 * with a key that is neither is refused before anything changes. Answers how many it sealed.
 */
async function reseal(tx: Tx, next: EnvelopeKey, previous: EnvelopeKey | undefined) {
  const rows = await tx
    .select({ userId: staffTwoFactor.userId, secret: staffTwoFactor.secret })
    .from(staffTwoFactor)
    .for('update');
  const unknown = rows.filter((row) => {
    const keyId = sealedWith(row.secret);
    return keyId !== undefined && keyId !== next.id && keyId !== previous?.id;
  });
  if (unknown.length) {
    const ids = [...new Set(unknown.map((row) => sealedWith(row.secret)))].join(', ');
    throw new StartupRefusal(
      `${unknown.length} staff two-factor secret(s) are encrypted with key ${ids}, which is ` +
        `neither the two-factor key (${next.id})${previous ? ` nor the previous one (${previous.id})` : ''}. ` +
        `Set TWO_FACTOR_ENCRYPTION_KEY back, or change keys with \`${ROTATE_COMMAND}\`.`,
    );
  }
  let sealed = 0;
  for (const row of rows) {
    const keyId = sealedWith(row.secret);
    if (keyId === next.id) continue;
    const clear =
      keyId === undefined
        ? row.secret
        : openTotpSecret(previous as EnvelopeKey, row.userId, row.secret);
    await tx
      .update(staffTwoFactor)
      .set({ secret: sealTotpSecret(next, row.userId, clear) })
      .where(and(eq(staffTwoFactor.userId, row.userId), eq(staffTwoFactor.secret, row.secret)));
    sealed += 1;
  }
  return sealed;
}

/**
 * At start: secrets still in clear text (stored before they were encrypted) are sealed with the
 * key; a secret sealed with another key stops the start, naming the rotation command.
 */
export const sealClearSecrets = (db: Db, key: EnvelopeKey) =>
  db.transaction((tx) => reseal(tx, key, undefined));

/**
 * The rotation: every secret sealed with `previous` (and any still in clear text) is sealed with
 * `next`, in one transaction; afterwards `previous` is needed no more.
 */
export const rotateTwoFactorKey = (db: Db, previous: EnvelopeKey, next: EnvelopeKey) =>
  db.transaction((tx) => reseal(tx, next, previous));
