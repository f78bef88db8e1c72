// `npm run build:server`: each server entry point as one CommonJS file in dist-server/ with its
// source map. Packages stay in node_modules (required at run time); the build fails when a bundle
// needs one that is not a production dependency, as the image installs only those.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { bundleDir, root, serverEntries } from './entries.mjs';

const started = performance.now();
rmSync(bundleDir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: serverEntries,
  outdir: bundleDir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // server/src/server-dir.ts finds migrations/ and public/ through it
  define: {
    BUNDLED_SERVER_DIR: JSON.stringify(path.relative(bundleDir, path.join(root, 'server'))),
  },
});

// Each service folder's own media (server/src/services/<service>/media/logos/x.svg...) beside the
// bundle, merged into dist-server/media/, which the server serves under /media/ (plugins/web.ts):
// the image carries no server/src.
const servicesDir = path.join(root, 'server/src/services');
for (const service of readdirSync(servicesDir, { withFileTypes: true })) {
  const media = path.join(servicesDir, service.name, 'media');
  if (service.isDirectory() && existsSync(media))
    cpSync(media, path.join(bundleDir, 'media'), { recursive: true });
}

const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier);
const required = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((item) => item.external && !builtin(item.path))
    .map((item) => packageOf(item.path)),
);
const missing = [...required].filter((name) => !(name in dependencies));
if (missing.length > 0) {
  console.error(
    `dist-server needs packages that are not production dependencies: ${missing.join(', ')}`,
  );
  process.exit(1);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const names = Object.keys(serverEntries)
  .map((name) => `${name}.cjs`)
  .join(', ');
console.log(`dist-server/: ${names} in ${seconds} s (${required.size} packages from node_modules)`);
