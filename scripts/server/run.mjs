// Runs one server entry point (scripts/server/entries.mjs) with the arguments after its name:
// in a development install its TypeScript sources through tsx; in a production install, which has
// no tsx (`npm ci --omit=dev`, as in the image), its bundle from `npm run build:server`.
//
//   node scripts/server/run.mjs ops staff list
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleOf, root, serverEntries } from './entries.mjs';

const [name, ...args] = process.argv.slice(2);
const source = serverEntries[name];
if (!source) {
  console.error(
    `usage: node scripts/server/run.mjs <${Object.keys(serverEntries).join('|')}> [args]`,
  );
  process.exit(2);
}

const hasTsx = (() => {
  try {
    import.meta.resolve('tsx');
    return true;
  } catch {
    return false;
  }
})();

// The entry point reads its own arguments from process.argv, as if started directly.
if (hasTsx) {
  const file = path.join(root, source);
  process.argv = [process.argv[0], file, ...args];
  await import('tsx');
  await import(pathToFileURL(file).href);
} else {
  const bundle = bundleOf(name);
  if (!existsSync(bundle)) {
    console.error(`${path.relative(root, bundle)} is missing: run \`npm run build:server\` first`);
    process.exit(2);
  }
  process.setSourceMapsEnabled(true);
  process.argv = [process.argv[0], bundle, ...args];
  createRequire(import.meta.url)(bundle);
}
