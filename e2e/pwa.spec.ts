import { expect, test } from '@playwright/test';
import { viewportOf } from './pages';
import { openUnderServiceWorker, snap } from './support';

test.use({ viewport: viewportOf(360) });

test('installable: the manifest and the service worker are in place', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    short_name: 'NairaTop',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#0a8a4f',
  });
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL;
  });
  expect(worker).toMatch(/\/sw\.js$/);

  // Chromium's own installability check (what Lighthouse's installable audit reported)
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // a Playwright context is a private window, where no browser offers installation
  const reasons = installabilityErrors.map((error) => error.errorId);
  expect(reasons.filter((reason) => reason !== 'in-incognito')).toEqual([]);
});

test('offline: pages show the offline page and the API is never answered from a cache', async ({
  page,
  context,
}) => {
  await openUnderServiceWorker(page, '/');
  await page.evaluate(() => fetch('/api/v1/health/').then((response) => response.ok));

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await snap(page, 'offline-360', false);
  const api = await page.evaluate(() =>
    fetch('/api/v1/health/').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await context.setOffline(false);
});
