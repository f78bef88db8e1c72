import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where this jest run keeps its template database (see database-template.ts). */
const FOLDER_VARIABLE = 'NAIRATOP_TEST_TEMPLATE_DIR';
/** Where the run keeps its PGlite template for the next, named when the run began. */
const KEPT_VARIABLE = 'NAIRATOP_TEST_TEMPLATE_KEPT';

export const templateFolder = (): string | undefined => process.env[FOLDER_VARIABLE];

/** The PGlite template's file in a run's folder (database-template.ts). */
export const PGLITE_TEMPLATE = 'template.tar';

/*
 * The PGlite template of a run is kept for the next one while nothing it is made from changed:
 * making it (migrations and seed) costs each jest worker ~5 s at the start of a run. It is kept under
 * node_modules/.cache/, named by a digest of every server source file (migrations, seed, config
 * and all, tests left out), the contract's files and package-lock.json.
 */
const ROOT = path.resolve(__dirname, '../..');
const KEPT_TEMPLATES = path.join(ROOT, 'node_modules/.cache/nairatop-test-template');

function sourcesDigest(): string {
  const hash = createHash('sha256');
  const add = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .sort()) {
      const file = path.join(ROOT, dir, entry);
      try {
        hash.update(entry).update(readFileSync(file));
      } catch {
        // a folder
      }
    }
  };
  add('server/src');
  add('contract');
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Global set-up: makes the folder, with the last run's PGlite template when nothing it is made from
 * changed since; the test workers, started later, inherit the variable.
 */
export function createTemplateFolder(): void {
  const folder = mkdtempSync(path.join(tmpdir(), 'nairatop-test-'));
  process.env[FOLDER_VARIABLE] = folder;
  // named by the sources as the run began: a file edited during the run names another template
  const kept = path.join(KEPT_TEMPLATES, `${sourcesDigest()}.tar`);
  process.env[KEPT_VARIABLE] = kept;
  if (existsSync(kept)) copyFileSync(kept, path.join(folder, PGLITE_TEMPLATE));
}

/** Global teardown: keeps the run's PGlite template for the next run, then removes the folder. */
export function removeTemplateFolder(): void {
  const folder = templateFolder();
  if (!folder) return;
  const made = path.join(folder, PGLITE_TEMPLATE);
  const kept = process.env[KEPT_VARIABLE];
  if (kept && existsSync(made) && !existsSync(kept)) {
    rmSync(KEPT_TEMPLATES, { recursive: true, force: true });
    mkdirSync(KEPT_TEMPLATES, { recursive: true });
    copyFileSync(made, `${kept}.${process.pid}`);
    renameSync(`${kept}.${process.pid}`, kept);
  }
  rmSync(folder, { recursive: true, force: true });
}

/** True for the one caller, of all the run's workers, that creates `lock`. */
export function claim(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    return false;
  }
}
