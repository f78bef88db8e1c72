import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';

/*
 * A second server started on a DATA_DIR another process holds: it stops before it starts; once
 * that process has crashed, the folder is taken over and its database opens. The lock itself
 * (taken, refused, taken over from a process that is gone) is tested in data-dir-lock.test.ts.
 */
const root = path.resolve(__dirname, '../../..');
let dataDir: string;
let holder: ChildProcess;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-lock-'));
  // A running process standing in for the first server: it lives until killed.
  holder = spawn(process.execPath, ['-e', 'process.stdin.resume()']);
  writeFileSync(path.join(dataDir, 'nairatop.pid'), `${holder.pid}\n`);
});
afterEach(() => {
  holder.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const refusal = (pid: number | undefined) =>
  `another NairaTop is already using DATA_DIR ${dataDir} (pid ${pid}); ` +
  'stop it or set DATABASE_URL for several processes';

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

// Opening the folder creates a new PGlite cluster (its initdb): 4 s on a quiet machine, over 30 s
// in CI beside other suites on two cores (twice in a row on 2026-11-27).
const NEW_CLUSTER_MS = 120_000;
it(
  'takes the folder over once that process has crashed, and the database opens',
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
