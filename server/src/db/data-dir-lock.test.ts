import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

it('holds the folder until released, and refuses it meanwhile', () => {
  const lock = lockDataDir(dataDir);
  expect(readFileSync(path.join(dataDir, 'nairatop.pid'), 'utf8').trim()).toBe(String(process.pid));
  expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  lock.release();
  lockDataDir(dataDir).release();
});

it('takes over a lock left by a process that is gone', () => {
  writeFileSync(path.join(dataDir, 'nairatop.pid'), `${deadPid()}\n`);
  const lock = lockDataDir(dataDir);
  expect(readFileSync(path.join(dataDir, 'nairatop.pid'), 'utf8').trim()).toBe(String(process.pid));
  lock.release();
});

/** A running process standing in for another server: it lives until killed (its stdin stays open). */
function holdingProcess(): ChildProcess {
  const holder = spawn(process.execPath, ['-e', 'process.stdin.resume()']);
  writeFileSync(path.join(dataDir, 'nairatop.pid'), `${holder.pid}\n`);
  return holder;
}

const refusal = (pid: number | undefined) =>
  `another NairaTop is already using DATA_DIR ${dataDir} (pid ${pid}); ` +
  'stop it or set DATABASE_URL for several processes';

describe('a folder another process holds', () => {
  let holder: ChildProcess;
  beforeEach(() => {
    holder = holdingProcess();
  });
  afterEach(() => holder.kill('SIGKILL'));

  it('is refused, naming the process', () => {
    expect(() => lockDataDir(dataDir)).toThrow(refusal(holder.pid));
  });
});
