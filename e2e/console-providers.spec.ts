import { expect, test, type Page } from '@playwright/test';
import { signIn, snap } from './support';
import { makeStaff, registered } from './console-support';

/** Screenshots of the Providers page at 1280 and 360 px. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner sees VTpass up with its balance, forces it down with a reason, sees it down and releases it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registered(request, 'owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);

  await page.goto('/console');
  await page.getByRole('menuitem', { name: 'Providers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Providers' })).toBeVisible();
  const vtpass = page.getByRole('row').filter({ hasText: 'vtpass' });
  await expect(vtpass.getByText('Up', { exact: true })).toBeVisible();
  // the balance job read the simulator's balance at start
  await expect(vtpass.getByText(/^₦[\d,]+\.\d\d$/)).toBeVisible();
  await shots(page, 'console-providers');

  await page.getByRole('button', { name: 'Force vtpass down' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('VTpass announced maintenance');
  await shots(page, 'console-providers-force-down');
  await dialog.getByRole('button', { name: 'Force down' }).click();
  await expect(dialog).toBeHidden();
  await expect(vtpass.getByText('Down', { exact: true })).toBeVisible();
  await expect(vtpass.getByText('Forced down by the owner')).toBeVisible();
  await shots(page, 'console-providers-down');

  await page.getByRole('button', { name: 'Release vtpass' }).click();
  await dialog.getByLabel('Reason').fill('Maintenance over');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(dialog).toBeHidden();
  await expect(vtpass.getByText('Up', { exact: true })).toBeVisible();

  // both changes are in the audit log with their reasons
  await page.goto('/console/audit');
  await expect(page.getByText('VTpass announced maintenance').first()).toBeVisible();
  await expect(page.getByText('Maintenance over').first()).toBeVisible();
});
