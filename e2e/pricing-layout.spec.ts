import { expect, test } from '@playwright/test';
import { viewportOf } from './pages';
import { snap } from './support';

/** The caption of every price table that is wider than its card. */
const cutTables = () =>
  [...document.querySelectorAll('table')]
    .map((table) => table.parentElement as HTMLElement)
    .filter((scroller) => scroller.scrollWidth > scroller.clientWidth + 1)
    .map((scroller) => scroller.querySelector('caption')?.textContent ?? '?');

test('every price table fits its card at 1280 px', async ({ page }) => {
  await page.setViewportSize(viewportOf(1280));
  await page.goto('/pricing');
  await expect(page.locator('table').first()).toBeVisible();
  // content-visibility leaves far sections unlaid until they near the screen: bring each in
  for (const table of await page.locator('table').all()) await table.scrollIntoViewIfNeeded();
  expect(await page.evaluate(cutTables)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'pricing-1280', false);
});

test('on a phone the plan stays in view and a hint says more tiers lie to the right', async ({
  page,
}) => {
  await page.setViewportSize(viewportOf(360));
  await page.goto('/pricing');
  const firstTable = page
    .getByRole('region')
    .filter({ has: page.locator('table') })
    .first();
  await expect(firstTable).toBeVisible();
  await expect(
    page.getByText(/Swipe the table for Agent, Reseller and API prices/).first(),
  ).toBeVisible();
  const header = firstTable.locator('thead th').nth(1);
  await expect(header).toHaveText('Normal');
  await firstTable.scrollIntoViewIfNeeded();
  await snap(page, 'pricing-360', false);
});
