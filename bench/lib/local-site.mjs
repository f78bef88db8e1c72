// What the browser benches share: Chromium's flags on this machine and `npm start` on a fresh data
// folder, waited for until its API answers.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
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

/**
 * BENCH_PORT, or a port the system says is free: two people's benches on one machine must not
 * share a port (the second would measure the first one's server, or fail to start).
 */
export async function benchPort() {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` (scripts/start.mjs) on `port` with a fresh data folder of its own; resolves once it
 * answers, and fails if it exits first (a port already taken answers from someone else's server).
 */
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
  let exited = false;
  server.once('exit', () => (exited = true));
  for (let i = 0; i < 600 && !exited; i++) {
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

/** A new customer registered through the API of the site at `base`, signed in: their token. */
export async function signedInToken(base) {
  const email = `bench.${Date.now()}@example.com`;
  const post = (url, body) =>
    fetch(`${base}/api/v1/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const password = 'Passw0rd!23';
  await post('register/', {
    first_name: 'Bench',
    last_name: 'Customer',
    username: email,
    email,
    password,
    password2: password,
    phone_no: '08031234567',
    referred_by: '',
    hear_us: 'Google',
  });
  const login = await post('auth/login/', { email, password });
  return login.data.access;
}
