import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const base = process.env.BASE ?? 'http://localhost:8097';
const routes = process.argv.slice(2);
const chromeFlags = ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'];
for (const route of routes) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const r = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    fs.writeFileSync(`/tmp/lh/${route.replace(/\W/g,'_')}.json`, JSON.stringify(r.lhr));
    console.log(route, 'perf', r.lhr.categories.performance.score, 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3));
    const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log('  LCP element:', lcpEl?.snippet, lcpEl?.nodeLabel?.slice(0,60));
    const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    if (phases) console.log('  phases:', phases.map(p => `${p.phase}=${Math.round(p.timing)}`).join(' '));
    console.log('  mainthread:', a['mainthread-work-breakdown'].details.items.map(i => `${i.group}=${Math.round(i.duration)}`).join(' '));
    console.log('  bootup:', a['bootup-time'].details.items.slice(0,8).map(i => `${i.url.split('/').pop()} total=${Math.round(i.total)} script=${Math.round(i.scripting)}`).join('\n          '));
  } finally { await chrome.kill(); }
}
