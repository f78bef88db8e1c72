import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility';
import {
  confirmCharge,
  dialogSettled,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  transactions,
} from './support';

/** Where the screenshots of this spec go: looked at by a person, never committed. */
const SHOTS = process.env.SCHEDULE_SHOTS_DIR ?? '/tmp/shots-schedules';

/*
 * The e2e server polls its jobs every half second (playwright.config), so a schedule whose first
 * run is "now" runs while the page is open; the list looks again every few seconds while a run is
 * due, so its result shows without a reload.
 */
test('schedule a daily airtime, see its run, pause it and delete it', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const user = newUser('sched');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Scheduled top-ups' })
    .click();
  await page.waitForURL('**/dashboard/schedules');
  await expect(page.getByText(/No scheduled top-ups yet/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Schedule a purchase' });
  await form.getByRole('radio', { name: 'MTN' }).click();
  await form.getByLabel('Amount').pressSequentially('100');
  await form.getByLabel('Phone number').pressSequentially(SANDBOX.success);
  await expect(form.getByLabel('How often')).toBeVisible();
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `₦100.00 MTN airtime for ${SANDBOX.success}, every day, until you stop it, first run now`,
  );
  await confirmCharge(page);

  const list = page.getByRole('list', { name: 'Scheduled top-ups' });
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText('08011111111');
  // The first run happens within a second on the server; the list shows it as bought.
  await expect(item.getByText(/^Bought/)).toBeVisible({ timeout: 20_000 });
  await expect(item.getByText('Active')).toBeVisible();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/schedules-${width}.png`, fullPage: true });
    // The dashboard's fixed top bar covers part of a full-page shot: the list on its own too.
    await list.screenshot({ path: `${SHOTS}/schedules-list-${width}.png` });
  }

  expect(await axeViolations(page)).toEqual([]);

  // The run bought once: one airtime purchase for the number.
  const bought = (await transactions(page)).filter((row) => row.phone_no === SANDBOX.success);
  expect(bought.map((row) => row.status)).toEqual(['confirmed']);

  await item.getByRole('button', { name: /^Pause / }).click();
  await expect(item.locator('.ant-tag')).toHaveText('Paused');
  await expect(item.getByRole('button', { name: /^Resume / })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/schedules-paused-1280.png`, fullPage: true });

  await item.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this schedule?');
  await dialogSettled(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/No scheduled top-ups yet/)).toBeVisible();
});
