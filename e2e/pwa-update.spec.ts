import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { viewportOf } from './pages';
import { OwnServer } from './own-server';
import { openUnderServiceWorker, snap } from './support';

/*
 * A new deploy while a customer has the app open: this spec's own server serves a copy of the
 * build, the copy's service worker changes (as any new build's precache list does), and the open
 * page offers "New version available" instead of mixing the old shell with the new one; Reload
 * hands the page to the new version.
 */

const port = Number(process.env.PWA_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 2);
const webRoot = mkdtempSync(path.join(tmpdir(), 'nairatop-deploy-'));
const server = new OwnServer({
  port,
  dataDir: mkdtempSync(path.join(tmpdir(), 'nairatop-pwa-e2e-')),
  webRoot,
});

test.use({ viewport: viewportOf(360), baseURL: server.baseURL });

test.afterAll(async () => {
  await server.stop();
});

test('a new deploy is offered with "New version available" and Reload moves the page to it', async ({
  page,
  request,
}) => {
  cpSync(path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist'), webRoot, {
    recursive: true,
  });
  await server.start(request);
  await openUnderServiceWorker(page, '/about');
  const prompt = page.getByRole('status').filter({ hasText: 'New version available.' });
  await expect(prompt).toHaveCount(0);

  // The next deploy: a service worker that differs by a byte is a new version to the browser.
  appendFileSync(path.join(webRoot, 'sw.js'), `\n// deploy ${Date.now()}\n`);
  // the build's compressed copies would still be served as the old worker
  for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(webRoot, compressed));
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
  });

  await expect(prompt).toBeVisible();
  await snap(page, 'pwa-update-prompt-360', false);
  // the page still runs the version it loaded until the customer chooses
  expect(
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)),
  ).toBe(true);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // the worker that waited is the one in charge now
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      waiting: Boolean(registration.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
  expect(after).toEqual({ waiting: false, controlled: true });
});
