/*
 * `npm run config:write` regenerates the configuration page's variable table
 * (docs/operators/configuration.md) and `.env.example` from
 * server/src/env-schema.ts; `npm run config:check` (CI) exits 1 when either is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  ENV_TABLE_PAGE,
  envExample,
  envTable,
  generatedFiles,
  repoRoot,
  withEnvTable,
} from '../../server/src/env-docs';

async function write() {
  const pageFile = path.join(repoRoot, ENV_TABLE_PAGE);
  const page = withEnvTable(readFileSync(pageFile, 'utf8'), envTable());
  const options = (await resolveConfig(pageFile)) ?? {};
  writeFileSync(pageFile, await format(page, { ...options, filepath: pageFile }));
  writeFileSync(path.join(repoRoot, '.env.example'), envExample());
  console.log(`wrote ${ENV_TABLE_PAGE} (variable table) and .env.example`);
}

function check(): number {
  const stale = generatedFiles().filter((file) => file.current !== file.expected);
  for (const file of stale)
    console.error(`${path.relative(repoRoot, file.file)} is out of date: run npm run config:write`);
  if (!stale.length)
    console.log(`${ENV_TABLE_PAGE} and .env.example match server/src/env-schema.ts`);
  return stale.length ? 1 : 0;
}

(process.argv.includes('--check') ? Promise.resolve(check()) : write().then(() => 0)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
