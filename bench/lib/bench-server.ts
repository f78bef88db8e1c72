import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '../../server/test/server-process';
import { BenchRefusal } from './throwaway-postgres';
import { onTeardown } from './teardown';

/*
 * One server process (server/src/main.ts) of a bench, on a fixed port: started, stopped with
 * SIGTERM and started again on the same port. An exit the bench did not ask for is a death: it is
 * counted, the last lines of its log kept, and (when asked) the process is started again so the
 * run goes on.
 */

const repoRoot = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Death {
  server: string;
  at: Date;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** the end of its log */
  lastLines: string;
}

export class BenchServer {
  private child: ChildProcess | undefined;
  private stopping = false;
  private readonly dataDir: string;
  private readonly logPath: string;
  readonly deaths: Death[] = [];
  /** called after every (re)start, before the process is counted as up */
  onStarted: (server: BenchServer) => Promise<void> = async () => undefined;
  /** start the process again when it died (not when the bench stopped it) */
  restartOnDeath = true;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), `nairatop-bench-${name}-`));
    this.logPath = path.join(logDir, `${name}.log`);
    onTeardown(() => {
      if (this.child && this.child.exitCode === null && this.child.signalCode === null)
        this.child.kill('SIGKILL');
      rmSync(this.dataDir, { recursive: true, force: true });
    });
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get up() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it answers its liveness check (at most 120 s). */
  async start(): Promise<void> {
    this.stopping = false;
    const log = createWriteStream(this.logPath, { flags: 'a' });
    log.write(`\n---- start ${new Date().toISOString()} ----\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        DATA_DIR: this.dataDir,
        WEB_ROOT: path.join(this.dataDir, 'no-spa'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      // Give the log a moment to be written before reading its end.
      setTimeout(() => {
        this.deaths.push({
          server: this.name,
          at: new Date(),
          code,
          signal,
          lastLines: this.logTail(12),
        });
        console.log(`  !! ${this.name} died (exit ${code ?? signal}); see ${this.logPath}`);
        if (this.restartOnDeath)
          this.start().catch((error: unknown) =>
            console.log(`  !! ${this.name} did not start again: ${String(error)}`),
          );
      }, 200);
    });
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new BenchRefusal(`${this.name} exited while starting; see ${this.logPath}`);
      const live = await request(this.port, { path: '/api/v1/health/live' }).catch(() => undefined);
      if (live?.status === 200) {
        await this.onStarted(this);
        return;
      }
      await sleep(200);
    }
    child.kill('SIGKILL');
    throw new BenchRefusal(`${this.name} did not answer its liveness check in 120 s`);
  }

  /** SIGTERM, as a deploy would send it; SIGKILL after 15 s. Resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(15_000)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited;
    }
  }

  logTail(lines: number): string {
    try {
      return readFileSync(this.logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}
