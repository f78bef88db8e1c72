import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const root = path.resolve(__dirname, '../../..');
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

  it('stops a second server before it starts: exit 1 with the reason', async () => {
    // a port of its own: a server that wrongly started would not meet someone else's
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_ROOT: path.join(dataDir, 'no-site'),
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(`exit ${code}: ${stderr}`).toBe(`exit 1: ${refusal(holder.pid)}\n`);
  });

  // Opening the folder creates a new PGlite cluster (its initdb): 4 s on a quiet machine, over the
  // suites' 30 s in CI beside the other suites on two cores (twice in a row on 2026-11-27).
  const NEW_CLUSTER_MS = 120_000;
  it(
    'is taken over once that process has crashed, and the database opens',
    async () => {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        expect(readFileSync(path.join(dataDir, 'nairatop.pid'), 'utf8').trim()).toBe(
          String(process.pid),
        );
      } finally {
        await database.close();
      }
    },
    NEW_CLUSTER_MS,
  );
});
