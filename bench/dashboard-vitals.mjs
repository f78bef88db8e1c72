// Lighthouse mobile on the dashboard pages, signed in, cold cache: serves the build (DIST_DIR) with
// the API on a fresh data folder, registers a customer through the API, puts the session cookie in
// Chromium, then clears the HTTP cache and the service worker's caches before each page so every
// run downloads the app again.
// Usage: node bench/dashboard-vitals.mjs   (SKIP_BUILD=true to use the build as it is)
//        CACHE=warm   a returning customer instead: each page is opened once first and nothing is
//        cleared, so scripts come from the service worker's and the HTTP cache; WARM_VISITS=2
//        opens each page twice first (a customer back for a third time)
//        THROTTLING=devtools   slows the network and CPU for real while loading (Lighthouse's
//        default simulates the slow load from a fast one)
//        VISIBLE=off   skips the "visible at" timing that follows (bench/lib/visible-at.mjs)
//        LIGHTHOUSE=off   only that timing
//        ROUTES=/dashboard,/dashboard/transactions   only these pages
//        REPORT_DIR=/tmp/lh   also writes each page's Lighthouse JSON there (for the main-thread
//        breakdown, the long tasks and the bootup time per script)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPort, chromeFlags, chromePath, signedInToken, startSite } from './lib/local-site.mjs';
import { TARGETS, visibleAt } from './lib/visible-at.mjs';

const port = await benchPort();
const reportDir = process.env.REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const base = `http://localhost:${port}`;
const warm = process.env.CACHE === 'warm';
const warmVisits = Number(process.env.WARM_VISITS ?? 1);
const routes = process.env.ROUTES?.split(',') ?? [
  '/dashboard',
  '/dashboard/purchase-airtime',
  '/dashboard/purchase-data',
  '/dashboard/transactions',
  '/dashboard/fund-wallet',
];

const server = await startSite(port, 'error');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  const token = await signedInToken(base);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  await context.addCookies([{ name: 'accessToken', value: token, url: base }]);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);

  console.log(
    `\nLighthouse (mobile, signed in, ${warm ? 'warm' : 'cold'} cache): performance accessibility | LCP TBT CLS | JS CSS`,
  );
  for (const route of process.env.LIGHTHOUSE === 'off' ? [] : routes) {
    if (warm) {
      // the service worker keeps the scripts a page uses once it has run them; Chromium keeps
      // their compiled code once they have run from its cache (WARM_VISITS=2 and up)
      for (let visit = 0; visit < warmVisits; visit++) {
        await page.goto(base + route);
        await page.waitForLoadState('load');
        await page.waitForTimeout(3000);
      }
    } else {
      await cdp.send('Network.clearBrowserCache');
      // the service worker keeps every script it served: without this only the first page is cold
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage',
      });
    }
    const result = await lighthouse(base + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility'],
      ...(process.env.THROTTLING === 'devtools' && { throttlingMethod: 'devtools' }),
    });
    if (reportDir) {
      const name = route.replace(/^\//, '').replace(/\//g, '_');
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const transferKb = (type) =>
      (audits['network-requests'].details?.items ?? [])
        .filter((item) => item.resourceType === type)
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== route) throw new Error(`${route} ended on ${landed}: not signed in`);
    // a score Lighthouse could not compute (a metric missing on a starved machine) prints n/a
    const score = (category) => category.score?.toFixed(2) ?? 'n/a';
    const ms = (id) => `${Math.round(audits[id].numericValue ?? NaN)} ms`;
    console.log(
      `${route.padEnd(30)} ${score(categories.performance)} ${score(categories.accessibility)} | ${ms('largest-contentful-paint')} ${ms('total-blocking-time')} ${(audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)} | ${transferKb('Script').toFixed(0)} KB ${transferKb('Stylesheet').toFixed(0)} KB`,
    );
  }

  // What the customer came for, on screen over a really slow network (median of 3, cold and warm).
  if (process.env.VISIBLE !== 'off') {
    console.log(
      '\nVisible at (360 px, devtools throttling: 1.6 Mbit/s, 562 ms, CPU 4x), median of 3:',
    );
    for (const target of TARGETS) {
      const cold = await visibleAt(context, base, target, { warm: false, runs: 3 });
      const warmTimes = await visibleAt(context, base, target, { warm: true, runs: 3 });
      const line = (times) => `${Math.round(times[1])} ms (${times.map(Math.round).join(', ')})`;
      console.log(
        `${target.route.padEnd(30)} ${target.what} cold ${line(cold)}; returning ${line(warmTimes)}`,
      );
    }
  }
  await browser.close().catch(() => undefined);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
