import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Every run starts `npm start`'s server on a fresh data folder, as a new user would.
const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'nairatop-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless) draws the same pages as the full browser with a fifth less CPU; the full browser when
 * the shell is not installed. CHROMIUM_PATH names another.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

export default defineConfig({
  // the walks through the whole product (e2e/), and each service's own walk beside its form
  // (src/features/<service>/ui/*.e2e.ts)
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'src/features/*/ui/*.e2e.ts'],
  // CI runs lanes of files side by side, each keeping its own failures' screenshots
  outputDir: process.env.E2E_OUTPUT_DIR ?? './e2e/artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // CI runs two lanes side by side on 2 cores: a test that fails once under that load is run once
  // more and reported as flaky (a test that fails twice fails the run)
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/v1/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      // pending sandbox purchases resolve in seconds, and the reconciler looks often
      VTPASS_SIMULATOR_PENDING_SECONDS: '4',
      REQUERY_FIRST_DELAY_MS: '1000',
      JOBS_POLL_MS: '500',
      // the history spec buys for the one sandbox number many times in a few seconds
      VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS: '0',
      // specs make their accounts through the API, more a minute from one address than a person
      // could; the limit itself is tested by the server's suites
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
