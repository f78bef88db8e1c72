import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupRefusal } from '../run-mode';

/** A second process on the same PGlite folder would see only its own writes and lose them. */
export class DataDirInUseError extends StartupRefusal {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `another NairaTop is already using DATA_DIR ${dataDir} (pid ${pid}); ` +
        'stop it or set DATABASE_URL for several processes',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'nairatop.pid';
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `file` holding our PID, whole, unless it exists (a hard link is created atomically). */
function create(file: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Puts a lock we moved aside back where it was (it turned out not to be stale). */
function restore(aside: string, file: string) {
  try {
    linkSync(aside, file);
  } catch {
    // a newer lock is already there
  }
  rmSync(aside, { force: true });
}

/**
 * Takes `dataDir` for this process until it exits: a lock file holding our PID. A lock left by a
 * process that is gone (killed, or a container restarted with the same PID) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (create(file)) {
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { release };
    }
    const holder = readPid(file);
    if (holder !== undefined && holder !== process.pid && isRunning(holder))
      throw new DataDirInUseError(dataDir, holder);
    // Stale. Move it aside under a name of our own and look at what we moved: if another process
    // took the folder over meanwhile, its fresh lock goes back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // someone else moved it first
    }
    const moved = readPid(aside);
    if (moved !== holder && moved !== undefined && isRunning(moved)) {
      restore(aside, file);
      throw new DataDirInUseError(dataDir, moved);
    }
    rmSync(aside, { force: true });
  }
  throw new DataDirInUseError(dataDir, readPid(file) ?? 0);
}
