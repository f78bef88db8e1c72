// Lighthouse mobile on the dashboard pages, signed in, cold cache: serves the build (DIST_DIR) with
// the API on a fresh data folder, registers a customer through the API, puts the session cookie in
// Chromium, then clears the HTTP cache before each page so every run downloads the app again.
// Usage: node bench/dashboard-vitals.mjs   (SKIP_BUILD=true to use the build as it is)
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath, startSite } from './lib/local-site.mjs';

const port = Number(process.env.BENCH_PORT ?? 8096);
const base = `http://localhost:${port}`;
const routes = [
  '/dashboard',
  '/dashboard/purchase-airtime',
  '/dashboard/purchase-data',
  '/dashboard/transactions',
  '/dashboard/fund-wallet',
];

async function signedInToken() {
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

const server = await startSite(port, 'error');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  const token = await signedInToken();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  await context.addCookies([{ name: 'accessToken', value: token, url: base }]);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);

  console.log(
    '\nLighthouse (mobile, signed in, cold cache): performance accessibility | LCP TBT JS',
  );
  for (const route of routes) {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(base + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    const jsKb =
      (audits['network-requests'].details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== route) throw new Error(`${route} ended on ${landed}: not signed in`);
    console.log(
      `${route.padEnd(30)} ${categories.performance.score.toFixed(2)} ${categories.accessibility.score.toFixed(2)} | ${Math.round(audits['largest-contentful-paint'].numericValue)} ms ${Math.round(audits['total-blocking-time'].numericValue)} ms ${jsKb.toFixed(0)} KB`,
    );
  }
  await browser.close().catch(() => undefined);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
