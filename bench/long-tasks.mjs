// The long tasks of a signed-in page's cold load on a slow phone's CPU (Chromium at 4x slowdown,
// 412 px, no network throttling): each task over 50 ms with what filled it (a script evaluated, a
// function called from a timer or a promise, style and layout), and their sum over 50 ms, which
// is what Lighthouse's Total Blocking Time adds up. Steadier than Lighthouse's TBT on a shared
// machine, and it says which script to cut.
// Usage: node bench/long-tasks.mjs [route ...]   (DIST_DIR, SKIP_BUILD as for the other benches;
//        RUNS=3 loads each route that many times and prints each run;
//        CACHE=warm measures a returning customer: the route is opened once in the same browser
//        first, so its scripts come from the service worker's and the HTTP cache;
//        DEBUGGER=on attaches DevTools' debugger to the measured load as Lighthouse does for each
//        of its loads (for the async stacks of requests): with it, Chromium's use of a script's
//        cached compiled code costs the main thread time it does not cost a customer)
import { chromium } from 'playwright-core';
import { benchPort, chromePath, signedInToken, startSite } from './lib/local-site.mjs';

const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
const SETTLE_MS = 9_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/dashboard'];
const runs = Number(process.env.RUNS ?? 1);
const port = await benchPort();
const base = `http://localhost:${port}`;

const threadOf = (event) => `${event.pid}:${event.tid}`;

/** The page's main thread: the busiest renderer main thread of the trace. */
function mainThreadEvents(traceEvents) {
  const complete = traceEvents.filter((event) => event.ph === 'X' && event.dur);
  const busy = new Map();
  for (const event of complete)
    busy.set(threadOf(event), (busy.get(threadOf(event)) ?? 0) + event.dur);
  const mains = traceEvents
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map(threadOf)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  return complete.filter((event) => threadOf(event) === mains[0]);
}

const within = (outer, inner) =>
  inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;

/** What filled a task: its largest direct children, e.g. "EvaluateScript(main.js) 362". */
function contentsOf(task, events) {
  const inside = events.filter((event) => within(task, event));
  const direct = inside.filter((event) => !inside.some((parent) => within(parent, event)));
  return direct
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => {
      const data = event.args?.data ?? {};
      const what = data.url ? data.url.split('/').pop() : data.functionName || data.type || '';
      return `${event.name}${what ? `(${what})` : ''} ${Math.round(event.dur / 1000)}`;
    })
    .join('; ');
}

async function measure(browser, token, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'accessToken', value: token, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (process.env.CACHE === 'warm') {
    await page.goto(base + route);
    // the service worker keeps the scripts a page uses once it has run them
    await page.waitForLoadState('load');
    await page.waitForTimeout(3000);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (process.env.DEBUGGER === 'on') {
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setSkipAllPauses', { skip: true });
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(base + route);
  await page.waitForTimeout(SETTLE_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const events = mainThreadEvents(traceEvents);
  const tasks = events
    .filter((event) => TOP_LEVEL.has(event.name) && event.dur > LONG_TASK_US)
    .filter((task) => !events.some((outer) => TOP_LEVEL.has(outer.name) && within(outer, task)))
    .sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => ({
    at: Math.round((task.ts - tasks[0].ts) / 1000),
    ms: Math.round(task.dur / 1000),
    contents: contentsOf(task, events),
  }));
}

const server = await startSite(port, 'error');
try {
  const token = await signedInToken(base);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      const tasks = await measure(browser, token, route);
      const blocking = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
      console.log(`\n${route} (run ${run}): ${tasks.length} long tasks, ${blocking} ms over 50 ms`);
      for (const task of tasks)
        console.log(
          `${String(task.at).padStart(6)} ms  ${String(task.ms).padStart(4)} ms  ${task.contents}`,
        );
    }
  }
  await browser.close();
} finally {
  server.kill();
}
