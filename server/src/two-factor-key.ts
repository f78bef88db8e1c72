import path from 'node:path';
import type { EnvelopeKey } from './lib/secret-envelope';
import { StartupRefusal } from './lib/startup-refusal';
import type { RunMode } from '@contract/api';
import { dataDirKey, keyFromText, loadSealingKey, TWO_FACTOR_KEY } from './sealing-keys';

export const TWO_FACTOR_KEY_VARIABLE = TWO_FACTOR_KEY.variable;
/** Read by the rotation command only: the key the stored secrets are sealed with now. */
export const PREVIOUS_TWO_FACTOR_KEY_VARIABLE = 'TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS';
/** Where a sandbox server keeps the key it generated when the variable is unset. */
export const TWO_FACTOR_KEY_FILE = TWO_FACTOR_KEY.file;

const fromText = keyFromText;

/** The key kept in dataDir, or undefined when there is none. */
export const dataDirTwoFactorKey = (dataDir: string): EnvelopeKey | undefined =>
  dataDirKey(dataDir, TWO_FACTOR_KEY);

/** The key that seals staff two-factor secrets: TWO_FACTOR_ENCRYPTION_KEY (sealing-keys.ts). */
export const loadTwoFactorKey = (
  env: Record<string, string | undefined>,
  mode: RunMode,
  dataDir: string,
): EnvelopeKey => loadSealingKey(env, mode, dataDir, TWO_FACTOR_KEY);

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
