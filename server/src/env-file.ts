import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Loads `.env` (or `file`) into `env` when it exists, as Node's own `process.loadEnvFile` does: a
 * variable already in the environment wins over the file, even when set to an empty value (the
 * file holds a deployment's defaults, the environment its overrides). Answers whether a file was
 * read.
 */
export function loadEnvFile(
  file = path.resolve('.env'),
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (!existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8'))))
    if (!(name in env)) env[name] = value;
  return true;
}
