// Builds the SPA if needed, serves it with the API on a fresh data folder, then prints the
// first-load JavaScript (gzipped) of each public route and Lighthouse mobile scores.
// Usage: npm run bench:web   (CHROMIUM_PATH overrides /usr/bin/chromium)
//        npm run bench:web -- --budget   first-load JS only, exit 1 over budget (CI runs this)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPort, chromeFlags, chromePath, startSite } from './lib/local-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
// the build the server serves (scripts/start.mjs reads the same DIST_DIR)
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const port = await benchPort();
const base = `http://localhost:${port}`;
const publicRoutes = [
  '/',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
];
const lighthouseRoutes = ['/', '/login', '/register', '/pricing'];
const targets = { firstLoadKb: 150, performance: 0.95, accessibility: 0.95 };
/**
 * Our own budget for every other public route: antd's runtime alone is about 100 KB, so a page that
 * starts loading it by mistake (an import through a slice's index, say) goes over.
 */
const publicRouteBudgetKb = 200;
const budgetOnly = process.argv.includes('--budget');

/**
 * Texts only the operator console's code holds (its screens' titles, its refusal page). None may
 * be in a public page's first load: the console arrives in its own chunks when /console is opened.
 */
const consoleMarkers = [
  'Webhook deliveries',
  'Catalogue & prices',
  'This page is for NairaTop staff.',
];

function holdsConsoleCode(url) {
  const file = path.join(distDir, new URL(url).pathname);
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  return consoleMarkers.some((marker) => text.includes(marker));
}

function gzippedSize(url) {
  const file = path.join(distDir, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

async function firstLoadJs() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const rows = [];
  for (const route of publicRoutes) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const bytes = [...scripts].reduce((sum, url) => sum + gzippedSize(url), 0);
    const consoleCode = [...scripts].some(holdsConsoleCode);
    rows.push({ route, files: scripts.size, kb: bytes / 1024, consoleCode });
    await page.close();
  }
  await browser.close();
  return rows;
}

async function lighthouseScores() {
  const rows = [];
  for (const route of lighthouseRoutes) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result.lhr.categories;
      rows.push({
        route,
        performance: c.performance.score,
        accessibility: c.accessibility.score,
        bestPractices: c['best-practices'].score,
        seo: c.seo.score,
        lcpMs: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
        failing: Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}

const server = await startSite(port);
let failed = false;
try {
  console.log('\nFirst-load JavaScript (gzipped)');
  for (const row of await firstLoadJs()) {
    const budget = row.route === '/' ? targets.firstLoadKb : publicRouteBudgetKb;
    const flag =
      (row.kb > budget ? `  <- over ${budget} KB` : '') +
      (row.consoleCode ? '  <- loads operator console code' : '');
    if (flag) failed = true;
    console.log(
      `${row.route.padEnd(24)} ${row.kb.toFixed(1).padStart(7)} KB in ${row.files} files${flag}`,
    );
  }
  if (budgetOnly) {
    process.exitCode = failed ? 1 : 0;
  } else {
    await printLighthouse();
  }
} finally {
  server.kill('SIGTERM');
}
console.log(failed ? '\nSome targets were missed.' : '\nAll targets met.');

async function printLighthouse() {
  console.log('\nLighthouse (mobile): performance accessibility best-practices seo | LCP TBT');
  for (const row of await lighthouseScores()) {
    const below =
      row.performance < targets.performance || row.accessibility < targets.accessibility;
    if (below) failed = true;
    console.log(
      `${row.route.padEnd(12)} ${row.performance.toFixed(2)} ${row.accessibility.toFixed(2)} ${row.bestPractices.toFixed(2)} ${row.seo.toFixed(2)} | ${row.lcpMs} ms ${row.tbtMs} ms${below ? '  <- below target' : ''}${row.failing.length ? `\n             failing audits: ${row.failing.join(', ')}` : ''}`,
    );
  }
}
