import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { consoleCustomerId, makeStaff, registered } from './console-support';
import path from 'node:path';
import { authHeader, newUser, signIn, signUp, snap, verifiedByApi } from './support';

/*
 * Identity tiers in the console, as far as the server can be given data from outside: the review
 * queue and the held wallets (empty until customers verify and send documents), the tiers' limits
 * an owner sets with a reason and support reads, and the identity panel on a customer's page.
 * Approving a document is covered by the server's and the page's tests.
 */

async function atWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an owner sets the tier limits with a reason; support reads them and the empty queue', async ({
  page,
  request,
}) => {
  const owner = await registered(request, 'kyc-owner');
  await makeStaff(request, owner.email, 'owner');
  const customer = await registered(request, 'kyc-customer');
  await signIn(page, owner);

  await page.goto('/console');
  await page.getByRole('menuitem', { name: 'Identity reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Identity reviews', level: 1 })).toBeVisible();
  await expect(page.getByText('No document is waiting for review.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await atWidths(page, 'console-kyc-queue');

  await page.getByRole('tab', { name: 'Tier limits' }).click();
  const form = page.getByRole('form', { name: 'Tier limits' });
  await expect(form.getByLabel('Not verified: One deposit')).toHaveValue('20000');
  await expect(form.getByLabel('Tier 3: Wallet balance')).toHaveValue('');
  // a higher tier below a lower one is refused on its field, before anything is sent
  await form.getByLabel('Tier 1: One deposit').fill('10000');
  await form.getByLabel('Reason').fill('CBN circular on tiered KYC');
  await form.getByRole('button', { name: 'Save tier limits' }).click();
  await expect(
    form.getByText(
      'A higher tier cannot allow less: an unverified account allows ₦20,000.00 (one deposit).',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await atWidths(page, 'console-kyc-limits-refused');
  // (the resize for the screenshots redrew the form: the reason is typed again)
  await form.getByLabel('Tier 1: One deposit').fill('60000.50');
  await form.getByLabel('Reason').fill('CBN circular on tiered KYC');
  await form.getByRole('button', { name: 'Save tier limits' }).click();
  await expect(page.getByText('The tier limits are saved.')).toBeVisible();
  await expect(form.getByText(`Last changed by ${owner.email}`)).toBeVisible();
  await expect(form.getByLabel('Tier 1: One deposit')).toHaveValue('60000.5');

  // the customer's page shows their identity tier
  const customerId = await consoleCustomerId(page, customer.email);
  await page.goto(`/console/customers/${customerId}`);
  const panel = page.getByLabel('Identity (KYC)');
  await expect(panel.getByText('Not verified').first()).toBeVisible();
  await expect(panel.getByText('No NIN or BVN check yet.')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await atWidths(page, 'console-kyc-customer');

  expect(await axeViolations(page)).toEqual([]);

  // the owner's session, to put the shipped limits back after the walk (other walks fund by them)
  const ownerHeaders = await authHeader(page);

  // support reads the limits as a table, with nothing to change
  const support = await registered(request, 'kyc-support');
  await makeStaff(request, support.email, 'support');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, support);
  await page.goto('/console/kyc');
  await page.getByRole('tab', { name: 'Tier limits' }).click();
  await expect(page.getByRole('row', { name: /Tier 1 ₦60,000\.50 ₦50,000\.00/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Tier limits' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await atWidths(page, 'console-kyc-limits-support');

  const restored = await page.request.put('/api/v1/console/kyc/limits', {
    headers: ownerHeaders,
    data: {
      tiers: [
        { tier: 0, single_deposit: 20_000, daily_inflow: 50_000, balance: 50_000 },
        { tier: 1, single_deposit: 50_000, daily_inflow: 50_000, balance: 300_000 },
        { tier: 2, single_deposit: 100_000, daily_inflow: 200_000, balance: 500_000 },
        { tier: 3, single_deposit: 5_000_000, daily_inflow: 5_000_000, balance: null },
      ],
      reason: 'Back to the shipped limits after the walk',
    },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('a tier-2 customer sends an ID document at 360 px; an owner views it and approves; the customer is Tier 3', async ({
  page,
  request,
}) => {
  const customer = newUser('kyc-tier3');
  await page.setViewportSize({ width: 360, height: 780 });
  await signUp(page, customer);
  await verifiedByApi(page, customer, 'nin');
  await verifiedByApi(page, customer, 'bvn');

  await page.goto('/dashboard/verify');
  await expect(page.locator('.ant-tag', { hasText: 'Tier 2' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send an ID document' });
  await form.getByLabel('ID document').selectOption('passport');
  await form
    .getByLabel('Photo or scan of the document')
    .setInputFiles(path.join(__dirname, '../server/public/media/brand/icon-192.png'));
  await form.getByLabel('Home address').pressSequentially('12 Allen Avenue, Ikeja, Lagos');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(
    page.getByText('Your document is with our team. We will e-mail you when it is reviewed.'),
  ).toBeVisible();
  await snap(page, 'kyc-document-sent-360');

  const owner = await registered(request, 'kyc-approver');
  await makeStaff(request, owner.email, 'owner');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, owner);
  await page.goto('/console/kyc');
  const review = page.getByLabel(`Review of ${customer.firstName} ${customer.lastName}`);
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'View document' }).click();
  const documentImage = page.getByAltText('ID document: icon-192.png');
  await expect(documentImage).toBeVisible();
  // drawn, not a broken image: the file came back whole and the page may show it
  await expect
    .poll(() => documentImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(192);
  await snap(page, 'console-kyc-document-1280');
  await page.keyboard.press('Escape');
  await review.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('form', {
    name: `Approve ${customer.firstName} ${customer.lastName}'s document`,
  });
  await dialog.getByLabel('Reason').pressSequentially('Passport clear, name and address match');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('No document is waiting for review.')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, customer);
  await page.goto('/dashboard/verify');
  await expect(page.locator('.ant-tag', { hasText: 'Tier 3' })).toBeVisible();
  await snap(page, 'kyc-tier-3-360');
});
