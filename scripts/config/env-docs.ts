/*
 * `npm run config:write` regenerates the README's configuration table and `.env.example` from
 * server/src/env-schema.ts; `npm run config:check` (CI) exits 1 when either is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  envExample,
  envTable,
  generatedFiles,
  repoRoot,
  withEnvTable,
} from '../../server/src/env-docs';

async function write() {
  const readmeFile = path.join(repoRoot, 'README.md');
  const readme = withEnvTable(readFileSync(readmeFile, 'utf8'), envTable());
  const options = (await resolveConfig(readmeFile)) ?? {};
  writeFileSync(readmeFile, await format(readme, { ...options, filepath: readmeFile }));
  writeFileSync(path.join(repoRoot, '.env.example'), envExample());
  console.log('wrote README.md (configuration table) and .env.example');
}

function check(): number {
  const stale = generatedFiles().filter((file) => file.current !== file.expected);
  for (const file of stale)
    console.error(`${path.relative(repoRoot, file.file)} is out of date: run npm run config:write`);
  if (!stale.length) console.log('README.md and .env.example match server/src/env-schema.ts');
  return stale.length ? 1 : 0;
}

(process.argv.includes('--check') ? Promise.resolve(check()) : write().then(() => 0)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
