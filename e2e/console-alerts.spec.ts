import { expect, test } from '@playwright/test';
import { authHeader, signIn } from './support';
import {
  adjustWallet,
  bothWidths,
  consoleCustomerId,
  makeStaff,
  registered,
} from './console-support';

/*
 * An owner reads and changes the alert settings (with a reason), then finds an alert in the record
 * of sent alerts: a large credit waiting for another owner is told to the owners within the
 * alert check's half minute, and the record links to the approvals.
 */
test('the owner changes the alert thresholds and finds the approval alert in the sent record', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await registered(request, 'alert-owner');
  await makeStaff(request, owner.email, 'owner');
  const customer = await registered(request, 'alert-customer');
  await signIn(page, owner);

  await page.goto('/console');
  await page.getByRole('menuitem', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Alerts', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Alert settings' });
  await expect(form.getByText(/their SMS is held and not sent later/)).toBeVisible();
  await bothWidths(page, 'console-alerts-settings');

  await form.getByRole('spinbutton', { name: 'Failure rate on a network' }).fill('40');
  await form.getByLabel('Reason').fill('Fewer false alarms at peak hours');
  await form.getByRole('button', { name: 'Save alert settings' }).click();
  await expect(page.getByText('Alert settings saved.')).toBeVisible();
  await expect(form.getByText(`Last changed by ${owner.email}`)).toBeVisible();

  // a large credit waits for a second owner: the owners are alerted once
  const customerId = await consoleCustomerId(page, customer.email);
  const large = await adjustWallet(page, customerId, 'credit', 600_000, 'Agent float by transfer');
  expect(large.status()).toBe(202);
  const { data } = (await large.json()) as { data: { approval: { id: number } } };

  await page.getByRole('link', { name: 'Sent alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Sent alerts' })).toBeVisible();
  const subject = page.getByRole('link', { name: `approval ${data.approval.id}` }).first();
  await expect(async () => {
    await page.reload();
    await expect(subject).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 70_000, intervals: [3_000] });
  await expect(page.getByText('Approval waiting').first()).toBeVisible();
  await bothWidths(page, 'console-alerts-sent');

  await subject.click();
  await expect(page).toHaveURL(/\/console\/approvals$/);
  const withdrawn = await page.request.post(
    `/api/v1/console/approvals/${data.approval.id}/withdraw`,
    { headers: await authHeader(page), data: { note: 'e2e done' } },
  );
  expect(withdrawn.ok()).toBe(true);
});
