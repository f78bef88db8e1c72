import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { DASHBOARD_PAGES, PUBLIC_PAGES, viewportOf } from './pages';
import {
  fundByCard,
  login,
  newUser,
  register,
  seedPurchases,
  settled,
  snap,
  watchRequests,
} from './support';

test.beforeEach(({ page }) => watchRequests(page));

const A11Y_WIDTHS = [360, 1280] as const;

const screenshotName = (path: string, width: number) =>
  `page${path === '/' ? '-home' : path.replaceAll('/', '-')}-${width}`;

/**
 * Every page at both widths, once it has settled; all violations reported together. Each page's
 * screenshot is kept for a person to look at.
 */
async function violationsOn(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      await snap(page, screenshotName(path, width));
      for (const violation of await axeViolations(page))
        found.push(`${path} @${width}: ${violation}`);
    }
  }
  return found;
}

test('axe finds no violation on any public page at 360 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await violationsOn(page, PUBLIC_PAGES)).toEqual([]);
});

test('axe finds no violation on any dashboard page or the logout dialog at 360 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const user = newUser('axe');
  await register(page, user);
  await login(page, user.email, user.password);
  // the history is checked with rows in it (a delivered, a refunded and a token purchase)
  await fundByCard(page, '5000');
  await seedPurchases(page);
  const found = await violationsOn(page, DASHBOARD_PAGES);

  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    // colours are read once the dialog's zoom-in and its buttons' colour transitions have ended
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    for (const violation of await axeViolations(page))
      found.push(`logout dialog @${width}: ${violation}`);
  }
  expect(found).toEqual([]);
});
