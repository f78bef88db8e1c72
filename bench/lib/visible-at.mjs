// When what a customer came for is on screen, on a phone over a slow network: Chromium's own
// network and CPU throttling (devtools), 360 px wide, timed in the page from the navigation's start
// to the first frame that shows it.

/** Lighthouse's "Slow 4G" as devtools applies it for real: 1.6 Mbit/s down, 562 ms a request. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/**
 * What each page is opened for, drawn by the server in the page (its first view) or by the app:
 * the dashboard's balance, the airtime networks.
 */
export const TARGETS = [
  {
    route: '/dashboard',
    what: 'balance',
    selector: '#summary-wallet-balance, #nairatop-first-view .fv-value',
  },
  {
    route: '/dashboard/purchase-airtime',
    what: 'networks',
    selector: '[role="radiogroup"] [role="radio"], #nairatop-first-view .fv-choice',
  },
];

/* global requestAnimationFrame, performance, MutationObserver -- runs in the page */
/** Records performance.now() at the first frame where `selector` is in the document. */
const watchFor = (selector) => {
  const seen = () => {
    if (window.__visibleAt !== undefined || !document.querySelector(selector)) return;
    requestAnimationFrame(() => (window.__visibleAt = performance.now()));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

/**
 * Milliseconds from navigation to `selector` visible, `runs` times (cold: caches cleared first;
 * warm: the page opened once before, as a returning customer).
 */
export async function visibleAt(context, base, { route, selector }, { warm, runs }) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const cdp = await context.newCDPSession(page);
    if (warm) {
      await page.goto(base + route, { waitUntil: 'load' });
      await page.locator(selector).first().waitFor();
      await page.waitForTimeout(2000);
    } else {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage',
      });
    }
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchFor, selector);
    await page.goto(base + route, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__visibleAt !== undefined, null, { timeout: 60_000 });
    times.push(await page.evaluate(() => window.__visibleAt));
    await page.close();
  }
  return times.sort((a, b) => a - b);
}
