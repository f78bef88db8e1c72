import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where this jest run keeps its template database (see database-template.ts). */
const FOLDER_VARIABLE = 'NAIRATOP_TEST_TEMPLATE_DIR';

export const templateFolder = (): string | undefined => process.env[FOLDER_VARIABLE];

/** Global set-up: makes the folder; the test processes, started later, inherit the variable. */
export function createTemplateFolder(): void {
  process.env[FOLDER_VARIABLE] = mkdtempSync(path.join(tmpdir(), 'nairatop-test-'));
}

/** Global teardown. */
export function removeTemplateFolder(): void {
  const folder = templateFolder();
  if (folder) rmSync(folder, { recursive: true, force: true });
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
