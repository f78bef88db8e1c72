import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { viewportOf } from './pages';
import { confirmCharge, fundedByApi, newUser, SANDBOX, signUp, snap } from './support';

/*
 * A reseller tops up five lines from a spreadsheet: one line is wrong and is left out, the other
 * four are bought after one PIN, each with its own result; the results keep the sheet's line
 * numbers and list the left-out line with why. Screenshots at 360 and 1280 px are kept as
 * bulk-*.
 */

// Rows 1 and 2 are delivered (the sandbox number); 3 is no number; 4 and 5 fail and are refunded.
const SHEET = [
  'phone,amount,plan,network',
  `${SANDBOX.success},100,,MTN`,
  `${SANDBOX.success},,mtn-sme-500mb-30days,MTN`,
  '0803123,100,,',
  '08031234567,100,,',
  '08051234567,,glo-gifting-1gb-3days,',
].join('\n');

/** The row of the results table (or card) whose Row cell is `n`. */
const resultRow = (page: Page, n: number) =>
  page
    .getByRole('region', { name: 'Results' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });

async function shoot(page: Page, name: string) {
  // From the top, the pointer off the menu: a full-page shot of a scrolled page moves the header.
  await page.mouse.move(0, 0);
  for (const width of [360, 1280]) {
    await page.setViewportSize(viewportOf(width));
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, `bulk-${name}-${width}`);
  }
  await page.setViewportSize(viewportOf(360));
}

test.use({ viewport: viewportOf(360) });

test('uploads a 5-line CSV, leaves the bad line out, buys the rest after one PIN and shows each result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = newUser('bulk');
  await signUp(page, user);
  await fundedByApi(page, 5000);

  await page.goto('/dashboard');
  // On a phone the menu opens from the header.
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('link', { name: 'Bulk top-up' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bulk$/);
  // the plan codes a sheet's plan column takes are listed on the page, with the caller's price
  await page.getByText(/^Data plan codes for the plan column/).click();
  await expect(page.getByRole('cell', { name: 'mtn-sme-500mb-30days' })).toBeVisible();
  await shoot(page, 'plan-codes');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'lines.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SHEET),
  });

  await expect(page.getByRole('status')).toHaveText(
    '5 numbers: 4 ready, 1 with problems (left out)',
  );
  await expect(page.getByText('Phone number is invalid')).toBeVisible();
  await shoot(page, 'preview');

  const buy = page.getByRole('button', { name: /^Buy for ₦/ });
  await buy.click();
  await expect(page.getByRole('dialog')).toContainText('Top up 4 numbers');
  await expect(page.getByRole('dialog')).toContainText('Left out, with problems: row 3.');
  await confirmCharge(page);

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('status')).toHaveText(
    'All 4 rows are done: 2 delivered, 2 failed (refunded or not charged).',
    { timeout: 60_000 },
  );
  await expect(results.getByText('Confirmed')).toHaveCount(2);
  await expect(results.getByText('Failed', { exact: true })).toHaveCount(2);
  await expect(results.getByRole('button', { name: 'Download results as CSV' })).toBeVisible();
  // the results follow the sheet: line 3 is listed as left out, with why; line 5 keeps its number
  await page.setViewportSize(viewportOf(1280));
  await expect(resultRow(page, 3)).toContainText('Left out');
  await expect(resultRow(page, 3)).toContainText('Phone number is invalid');
  await expect(resultRow(page, 5)).toContainText('08051234567');
  await page.setViewportSize(viewportOf(360));
  await shoot(page, 'results');

  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Download results as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^nairatop-bulk-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').slice(0, 2).join(','));
  expect(lines.slice(1)).toEqual([
    `1,${SANDBOX.success}`,
    `2,${SANDBOX.success}`,
    '3,0803123',
    '4,08031234567',
    '5,08051234567',
  ]);
  await expect(
    results.getByText('Delivered 2 · Failed 2 · In progress 0 · of 4 · Left out 1'),
  ).toBeVisible();
  await expect(results.getByRole('progressbar', { name: 'Batch progress' })).toBeVisible();

  // the batch stays listed after the page is left: reopened from "Your batches"
  await page.reload();
  const past = page.getByRole('region', { name: 'Your batches' });
  await expect(past).toContainText('2 delivered, 2 failed');
  await shoot(page, 'past-batches');
  await past.getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('status')).toHaveText(
    'All 4 rows are done: 2 delivered, 2 failed (refunded or not charged).',
  );
});
