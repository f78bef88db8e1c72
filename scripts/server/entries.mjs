// The server's entry points, each bundled by `npm run build:server` into dist-server/<name>.cjs
// and run by scripts/server/run.mjs (`npm run serve`, `npm run ops`, ...).
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
// SERVER_BUNDLE_DIR: somewhere else (a test's temporary folder)
export const bundleDir = path.resolve(root, process.env.SERVER_BUNDLE_DIR ?? 'dist-server');

export const serverEntries = {
  main: 'server/src/main.ts',
  ops: 'server/src/ops/main.ts',
  backup: 'server/src/ops/backup-main.ts',
  migrate: 'server/src/db/migrate-main.ts',
  'rotate-two-factor-key': 'server/src/ops/rotate-two-factor-key-main.ts',
  'ledger-check': 'bench/ledger-invariant.ts',
};

export const bundleOf = (name) => path.join(bundleDir, `${name}.cjs`);
