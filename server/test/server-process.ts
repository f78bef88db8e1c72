import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import type { AppConfig } from '../src/config';

/*
 * The real server (server/src/main.ts) as its own process, for what only a process shows: how it
 * exits on a signal, whether an error event nobody listens to ends it.
 */
const root = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  method?: string;
  path: string;
  body?: object;
  headers?: Record<string, string>;
  /** a keep-alive agent to send it on; otherwise a connection of its own */
  agent?: http.Agent;
}

/** One HTTP request to the process; rejects on a connection error (refused, reset). */
export function request(port: number, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export interface ServerProcessOptions {
  port: number;
  config: AppConfig;
  /** variables on top of the test's own (DATABASE_URL, DATA_DIR, timeouts) */
  env: Record<string, string>;
}

/** Starts `server/src/main.ts` and resolves once it answers its liveness check. */
export async function startServerProcess({
  port,
  config,
  env,
}: ServerProcessOptions): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: config.jwtSecret,
      OPS_TOKEN: config.opsToken,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TRUST_PROXY: '',
      ...env,
    },
    // SERVER_PROCESS_STDOUT=1 shows the processes' logs when a test needs reading.
    stdio: ['ignore', process.env.SERVER_PROCESS_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await request(port, { path: '/api/v1/health/live' }).catch(() => undefined);
    if (up?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process's exit code (null when a signal ended it), once it has exited. */
export const exited = (server: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve(server.exitCode);
    else server.once('exit', (code) => resolve(code));
  });
