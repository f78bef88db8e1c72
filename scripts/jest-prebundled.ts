/*
 * Packages that jest loads as one file instead of hundreds.
 *
 * jest loads each of a suite's modules into the suite's own registry, and an ESM package is also
 * transformed to CommonJS file by file, each re-export becoming a getter over the next file's
 * exports. typebox is 679 such files behind every schema of the contract: loading it, and reading
 * through those getters, was ~0.28 s of each server suite (25 suites in one worker: 31 s -> 24 s
 * bundled). CommonJS packages gained nothing measurable this way (antd's 649 files, aria-query,
 * graphql, msw: six web suites 14.3 s either way), so only such ESM packages are listed.
 *
 * esbuild bundles a listed package's own files into one CommonJS file; the packages it depends on
 * stay outside it, so each is still one instance shared by all its importers. Every subpath that
 * code imports comes from the package's one bundle, so they share its internals. Bundles are
 * written once per version under node_modules/.cache/ (jest's transform leaves them alone there)
 * and mapped with moduleNameMapper. A package that reads its own files at run time (__dirname,
 * require.resolve) or imports another package dynamically cannot be listed: rate-limiter-flexible
 * loads drizzle-orm with import(), which jest's sandbox refuses outside a transformed file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** The packages bundled for jest, each with the subpaths code imports ('' is the package). */
export const PREBUNDLED: Record<string, string[]> = {
  typebox: ['', '/value'],
};

/** What stays outside a package's bundle: the packages it depends on, and their subpaths. */
function outside(root: string, name: string): string[] {
  const manifest = readManifest(root, name);
  const names = Object.keys({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
    ...manifest.optionalDependencies,
  });
  return names.flatMap((dependency) => [dependency, `${dependency}/*`]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Writes the bundles that are missing and returns the moduleNameMapper entries: each imported
 * subpath maps to a small file that hands out its part of the package's bundle.
 */
export function prebundledModules(root: string): Record<string, string> {
  const esbuildVersion = readVersion(root, 'esbuild');
  const builder = readFileSync(__filename, 'utf8');
  const mapper: Record<string, string> = {};
  for (const [name, subpaths] of Object.entries(PREBUNDLED)) {
    const key = createHash('sha256')
      .update([name, readVersion(root, name), ...subpaths, esbuildVersion, builder].join('\n'))
      .digest('hex')
      .slice(0, 12);
    const dir = path.join(
      root,
      'node_modules/.cache/jest-prebundled',
      `${name.replace('/', '+')}-${key}`,
    );
    if (!existsSync(path.join(dir, 'done'))) bundle(root, dir, name, subpaths);
    subpaths.forEach((subpath, index) => {
      mapper[`^${escape(name + subpath)}$`] = path.join(dir, `part-${index}.cjs`);
    });
  }
  return mapper;
}

function bundle(root: string, dir: string, name: string, subpaths: string[]) {
  mkdirSync(dir, { recursive: true });
  const parts = subpaths.map(
    (subpath) => `  ${JSON.stringify(subpath)}: require(${JSON.stringify(name + subpath)}),`,
  );
  const result = buildSync({
    stdin: {
      contents: `module.exports = {\n${parts.join('\n')}\n};\n`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    external: outside(root, name),
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote no bundle for ${name}`);
  // written under temporary names and renamed, so two jest runs starting at once never read half a file
  const write = (file: string, contents: string | Uint8Array) => {
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  };
  write(path.join(dir, 'bundle.cjs'), output.contents);
  subpaths.forEach((subpath, index) =>
    write(
      path.join(dir, `part-${index}.cjs`),
      `module.exports = require('./bundle.cjs')[${JSON.stringify(subpath)}];\n`,
    ),
  );
  write(path.join(dir, 'done'), '');
}

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (root: string, pkg: string) =>
  JSON.parse(
    readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8'),
  ) as Manifest;

const readVersion = (root: string, pkg: string) => readManifest(root, pkg).version;
