import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunMode } from '@contract/api';
import { envelopeKeyFrom, newEnvelopeKey, type EnvelopeKey } from './lib/secret-envelope';
import { StartupRefusal } from './lib/startup-refusal';

/*
 * The keys that seal secrets at rest (lib/secret-envelope.ts), one per kind of secret, each from
 * its variable. Live mode refuses to start without one (a generated key would differ between
 * instances and sit beside the data it protects); a sandbox keeps the one it generated on its first
 * start in DATA_DIR.
 */

export interface SealingKeySpec {
  /** the variable holding the key, e.g. TWO_FACTOR_ENCRYPTION_KEY */
  variable: string;
  /** the file in DATA_DIR a sandbox keeps its generated key in */
  file: string;
  /** what the key seals, for the refusal: "staff two-factor secrets" */
  seals: string;
}

export const keyFromText = (text: string, source: string): EnvelopeKey => {
  try {
    return envelopeKeyFrom(text);
  } catch {
    throw new StartupRefusal(
      `${source} must be 32 bytes in base64 (44 characters; \`openssl rand -base64 32\` makes one)`,
    );
  }
};

/** The key kept in dataDir, or undefined when there is none. */
export function dataDirKey(dataDir: string, spec: SealingKeySpec): EnvelopeKey | undefined {
  const file = path.join(dataDir, spec.file);
  return existsSync(file) ? keyFromText(readFileSync(file, 'utf8'), file) : undefined;
}

export function loadSealingKey(
  env: Record<string, string | undefined>,
  mode: RunMode,
  dataDir: string,
  spec: SealingKeySpec,
): EnvelopeKey {
  const value = env[spec.variable];
  if (value) return keyFromText(value, spec.variable);
  if (mode === 'live')
    throw new StartupRefusal(
      `Refusing to start: live mode needs ${spec.variable}, the key that encrypts ${spec.seals} ` +
        '(32 bytes in base64: `openssl rand -base64 32`; the same value on every instance, kept ' +
        'apart from the database backups).',
    );
  const kept = dataDirKey(dataDir, spec);
  if (kept) return kept;
  const generated = newEnvelopeKey();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, spec.file), generated, { mode: 0o600 });
  return keyFromText(generated, spec.file);
}

/** The key of staff two-factor secrets (rotated with `npm run two-factor:rotate-key`). */
export const TWO_FACTOR_KEY: SealingKeySpec = {
  variable: 'TWO_FACTOR_ENCRYPTION_KEY',
  file: 'two-factor-key',
  seals: 'staff two-factor secrets',
};

/** The key of e-PINs (printable recharge and data cards), which are cash. */
export const EPIN_KEY: SealingKeySpec = {
  variable: 'EPIN_ENCRYPTION_KEY',
  file: 'epin-key',
  seals: 'the e-PINs customers buy (printable recharge and data cards, which are cash)',
};

/** The key of identity data: tier-3 ID documents sealed, NIN and BVN kept as keyed hashes. */
export const IDENTITY_KEY: SealingKeySpec = {
  variable: 'IDENTITY_ENCRYPTION_KEY',
  file: 'identity-key',
  seals: "customers' ID documents and the keyed hashes of their NIN and BVN",
};
