// What the browser benches share: Chromium's flags on this machine and `npm start` on a fresh data
// folder, waited for until its API answers.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium as root, with none of its background connections (the network is closed). */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** `npm start` (scripts/start.mjs) on `port` with a fresh data folder; resolves once it answers. */
export async function startSite(port, logLevel = 'warn') {
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nairatop-bench-')),
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/v1/health/`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('server did not start');
}
