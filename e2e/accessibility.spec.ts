import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility';
import { A11Y_WIDTHS, problemsOn, SITE_CHECKS } from './page-walk';
import { DASHBOARD_PAGES, PUBLIC_PAGES, viewportOf } from './pages';
import {
  animationsEnded,
  fundedByApi,
  newUser,
  seedPurchases,
  signUp,
  watchRequests,
} from './support';

test.beforeEach(({ page }) => watchRequests(page));

test('every public page: no axe violation at 360 and 1280 px, the chat button covers no link, button or input at 360, 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(await problemsOn(page, PUBLIC_PAGES, SITE_CHECKS)).toEqual([]);
});

test('every dashboard page: no axe violation at 360 and 1280 px, the chat button covers no link, button or input at 360, 375 and 1280 px; the logout dialog has no axe violation', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const user = newUser('axe');
  await signUp(page, user);
  // the history is checked with rows in it (a delivered, a refunded and a token purchase)
  await fundedByApi(page, 5000);
  await seedPurchases(page);
  const found = await problemsOn(page, DASHBOARD_PAGES, SITE_CHECKS);

  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    // colours are read once the dialog's zoom-in and its buttons' colour transitions have ended
    await animationsEnded(page);
    for (const violation of await axeViolations(page))
      found.push(`logout dialog @${width}: ${violation}`);
  }
  expect(found).toEqual([]);
});
