import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

it('refuses a folder held by another running process, naming it', () => {
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  try {
    writeFileSync(path.join(dataDir, 'nairatop.pid'), `${holder.pid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(
      `another NairaTop is already using DATA_DIR ${dataDir} (pid ${holder.pid}); ` +
        'stop it or set DATABASE_URL for several processes',
    );
  } finally {
    holder.kill('SIGKILL');
  }
});

describe('two servers on one PGlite folder', () => {
  const servers: ChildProcess[] = [];
  afterEach(() => servers.forEach((server) => server.kill('SIGKILL')));

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });

  /** `npm run serve` on the test's folder; resolves with its exit code, or 'up' once it answers. */
  async function startServer(): Promise<{ server: ChildProcess; outcome: Promise<string> }> {
    const port = await freePort();
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
    servers.push(server);
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let running = true;
    const exited = new Promise<string>((resolve) =>
      server.once('exit', (code) => {
        running = false;
        resolve(`exit ${code}: ${stderr}`);
      }),
    );
    const answered = (async () => {
      while (running) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
          if (response.ok) return 'up';
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return 'exited';
    })();
    return { server, outcome: Promise.race([exited, answered]) };
  }

  it('refuses the second, and a restart after a crash takes the folder over', async () => {
    const first = await startServer();
    expect(await first.outcome).toBe('up');
    const firstPid = first.server.pid;

    const second = await startServer();
    expect(await second.outcome).toBe(
      `exit 1: another NairaTop is already using DATA_DIR ${dataDir} (pid ${firstPid}); ` +
        'stop it or set DATABASE_URL for several processes\n',
    );

    first.server.kill('SIGKILL');
    await new Promise((resolve) => first.server.once('exit', resolve));
    const restarted = await startServer();
    expect(await restarted.outcome).toBe('up');
    // three server start-ups: the bound only catches a hang
  }, 120_000);
});
