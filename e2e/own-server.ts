import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/*
 * A server of a spec's own, beside the suite's shared one: on its own port and data folder, so the
 * spec may stop it, change what it serves or age its data without touching other specs.
 */

const root = path.resolve(__dirname, '..');

export interface OwnServerOptions {
  port: number;
  dataDir: string;
  /** the built web app it serves (the suite's build unless given) */
  webRoot?: string;
  env?: Record<string, string>;
}

export class OwnServer {
  private child: ChildProcess | undefined;

  constructor(private readonly options: OwnServerOptions) {}

  get baseURL() {
    return `http://localhost:${this.options.port}`;
  }

  /** Starts it and waits until it answers (never a server left on the port by another run). */
  async start(request: APIRequestContext) {
    const answered = await request.get(`${this.baseURL}/api/v1/health/`).then(
      () => true,
      () => false,
    );
    expect(answered, `port ${this.options.port} is already in use`).toBe(false);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server/src/main.ts')],
      {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(this.options.port),
          DATA_DIR: this.options.dataDir,
          PUBLIC_URL: this.baseURL,
          WEB_ROOT: this.options.webRoot ?? path.resolve(root, process.env.DIST_DIR ?? 'dist'),
          LOG_LEVEL: 'warn',
          JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
          ...this.options.env,
        },
      },
    );
    this.child = child;
    await expect(async () => {
      expect(child.exitCode).toBeNull();
      expect((await request.get(`${this.baseURL}/api/v1/health/`)).ok()).toBe(true);
    }).toPass({ timeout: 60_000 });
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
