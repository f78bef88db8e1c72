import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envelopeKeyFrom, newEnvelopeKey, type EnvelopeKey } from './lib/secret-envelope';
import { StartupRefusal } from './lib/startup-refusal';
import type { RunMode } from '@contract/api';

export const TWO_FACTOR_KEY_VARIABLE = 'TWO_FACTOR_ENCRYPTION_KEY';
/** Read by the rotation command only: the key the stored secrets are sealed with now. */
export const PREVIOUS_TWO_FACTOR_KEY_VARIABLE = 'TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS';
/** Where a sandbox server keeps the key it generated when the variable is unset. */
export const TWO_FACTOR_KEY_FILE = 'two-factor-key';

const fromText = (text: string, source: string): EnvelopeKey => {
  try {
    return envelopeKeyFrom(text);
  } catch {
    throw new StartupRefusal(
      `${source} must be 32 bytes in base64 (44 characters; \`openssl rand -base64 32\` makes one)`,
    );
  }
};

/** The key kept in dataDir, or undefined when there is none. */
export function dataDirTwoFactorKey(dataDir: string): EnvelopeKey | undefined {
  const file = path.join(dataDir, TWO_FACTOR_KEY_FILE);
  return existsSync(file) ? fromText(readFileSync(file, 'utf8'), file) : undefined;
}

/**
 * The key that seals staff two-factor secrets: TWO_FACTOR_ENCRYPTION_KEY. Live mode refuses to
 * start without it (a generated key would differ between instances and sit beside the data it
 * protects); a sandbox uses the one kept in dataDir, generated there on the first start.
 */
export function loadTwoFactorKey(
  env: Record<string, string | undefined>,
  mode: RunMode,
  dataDir: string,
): EnvelopeKey {
  const value = env[TWO_FACTOR_KEY_VARIABLE];
  if (value) return fromText(value, TWO_FACTOR_KEY_VARIABLE);
  if (mode === 'live')
    throw new StartupRefusal(
      `Refusing to start: live mode needs ${TWO_FACTOR_KEY_VARIABLE}, the key that encrypts staff ` +
        'two-factor secrets (32 bytes in base64: `openssl rand -base64 32`; the same value on ' +
        'every instance, kept apart from the database backups).',
    );
  const kept = dataDirTwoFactorKey(dataDir);
  if (kept) return kept;
  const generated = newEnvelopeKey();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, TWO_FACTOR_KEY_FILE), generated, { mode: 0o600 });
  return fromText(generated, TWO_FACTOR_KEY_FILE);
}

/**
 * The rotation command's keys: the new one from TWO_FACTOR_ENCRYPTION_KEY, the one the secrets are
 * sealed with now from TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS, else the one a sandbox kept in dataDir.
 */
export function rotationKeys(
  env: Record<string, string | undefined>,
  dataDir: string,
): { previous: EnvelopeKey; next: EnvelopeKey } {
  const nextValue = env[TWO_FACTOR_KEY_VARIABLE];
  if (!nextValue)
    throw new StartupRefusal(
      `Set ${TWO_FACTOR_KEY_VARIABLE} to the new key (\`openssl rand -base64 32\`) and ` +
        `${PREVIOUS_TWO_FACTOR_KEY_VARIABLE} to the one in use until now.`,
    );
  const next = fromText(nextValue, TWO_FACTOR_KEY_VARIABLE);
  const previousValue = env[PREVIOUS_TWO_FACTOR_KEY_VARIABLE];
  const previous = previousValue
    ? fromText(previousValue, PREVIOUS_TWO_FACTOR_KEY_VARIABLE)
    : dataDirTwoFactorKey(dataDir);
  if (!previous)
    throw new StartupRefusal(
      `Set ${PREVIOUS_TWO_FACTOR_KEY_VARIABLE} to the key in use until now ` +
        `(no ${path.join(dataDir, TWO_FACTOR_KEY_FILE)} to read it from).`,
    );
  if (previous.id === next.id)
    throw new StartupRefusal(
      `${TWO_FACTOR_KEY_VARIABLE} and the previous key are the same key (${next.id}).`,
    );
  return { previous, next };
}
