import { expect, test, type Page } from '@playwright/test';
import {
  animationsEnded,
  confirmPurchase,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  snap,
  transactions,
  verifiedByApi,
} from './support';

const success = (page: Page) => page.locator('[data-notice="success"]');

test('fund by card, then buy airtime, data, DStv, a prepaid token, a JAMB PIN and a pending airtime', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = newUser('buyer');
  await signUp(page, user);
  await verifiedByApi(page, user);
  await fundedByApi(page, 50000);

  // Resellers find their webhook signing secret on the profile.
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Webhook signing secret')).toHaveValue(/^whsec_/);
  await snap(page, 'profile-webhook-secret', false);

  // Airtime: ₦500 at the Normal level's 1% MTN discount costs ₦495.
  await page.goto('/dashboard/purchase-airtime');
  await page.getByRole('radio', { name: 'MTN' }).click();
  await page.getByLabel('Amount').fill('500');
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await expect(page.getByText('You will be charged ₦495.00')).toBeVisible();
  await confirmPurchase(page);
  await expect(success(page)).toContainText('Transaction successful');
  await snap(page, 'purchase-airtime-success', false);
  await page.goto('/dashboard');
  await expect(page.getByText('₦49,505.00').first()).toBeVisible();

  // Data: network, package, plan; the amount is the catalogue's.
  await page.goto('/dashboard/purchase-data');
  await page.getByRole('radio', { name: 'MTN' }).click();
  await page.getByLabel('Package').selectOption({ label: 'MTN SME' });
  const plan = page.getByLabel('Data Plan');
  await plan.selectOption({ index: 1 });
  await expect(page.getByLabel('Amount')).not.toHaveValue('');
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await confirmPurchase(page);
  await expect(success(page)).toContainText('Transaction successful');
  await snap(page, 'purchase-data-success', false);

  // DStv renewal after verifying the smart card.
  await page.goto('/dashboard/pay-for-tv');
  await page.getByRole('radio', { name: 'DSTV' }).click();
  await page.getByLabel('Smart Card / IUC Number').fill(SANDBOX.smartCard);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Renewal Amount').first()).toBeVisible();
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Renew' }).click();
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await snap(page, 'pay-for-tv-verified', false);
  await confirmPurchase(page);
  await expect(success(page)).toContainText('Transaction successful');

  // Prepaid electricity: the token and the sentence that points to it.
  await page.goto('/dashboard/pay-for-electricity');
  await page.getByRole('radio', { name: 'Ikeja Electric' }).click();
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Prepaid' }).click();
  await page.getByLabel('Meter Number').fill(SANDBOX.prepaidMeter);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Customer Name').first()).toBeVisible();
  await page.getByLabel('Amount').fill('2000');
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await confirmPurchase(page);
  await expect(success(page)).toContainText(/Token: \d{4}-\d{4}-\d{4}-\d{4}-\d{4}/);
  await expect(success(page)).toContainText(
    'Please check your transaction history for your TOKEN CODE.',
  );
  await success(page).scrollIntoViewIfNeeded();
  await snap(page, 'pay-for-electricity-token', false);

  // JAMB: verify the profile, then the PIN.
  await page.goto('/dashboard/purchase-exam-pins');
  await page.getByRole('radio', { name: 'JAMB' }).click();
  await page.getByLabel('Plan').selectOption({ index: 1 });
  await page.getByLabel('Profile ID').fill(SANDBOX.jambProfile);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Customer Name').first()).toBeVisible();
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await confirmPurchase(page);
  await expect(success(page)).toContainText(/PIN: \d+/);
  await snap(page, 'purchase-exam-jamb', false);

  // Airtime to the pending number: amber now, settled later by the reconciler.
  await page.goto('/dashboard/purchase-airtime');
  await page.getByRole('radio', { name: 'GLO' }).click();
  await page.getByLabel('Amount').fill('300');
  await page.getByLabel('Phone Number').fill(SANDBOX.pending);
  await confirmPurchase(page);
  await expect(page.locator('[data-notice="warning"]')).toContainText('being processed');
  await snap(page, 'purchase-airtime-pending', false);
  await expect
    .poll(
      async () => (await transactions(page)).find((t) => t.phone_no === SANDBOX.pending)?.status,
      {
        timeout: 60_000,
        intervals: [1000],
      },
    )
    .toBe('confirmed');
});

test('a purchase whose answer is lost on the way back is recovered by its key: bought and charged once', async ({
  page,
}) => {
  const user = newUser('retry');
  await signUp(page, user);
  await fundedByApi(page, 5000);

  // The server buys the airtime, then the answer is lost, as when a phone drops its connection.
  let answerLost = false;
  let purchasesSent = 0;
  await page.route('**/api/v1/purchase-airtime/', async (route) => {
    purchasesSent += 1;
    if (answerLost) return route.continue();
    answerLost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  // The screen's question to the server waits until the test has seen it say so.
  let letCheckAnswer = () => {};
  const checkAnswered = new Promise<void>((resolve) => (letCheckAnswer = resolve));
  const keysAsked: string[] = [];
  await page.route('**/api/v1/purchases/by-key/**', async (route) => {
    keysAsked.push(route.request().url());
    await checkAnswered;
    await route.continue();
  });
  await page.goto('/dashboard/purchase-airtime');
  await page.getByRole('radio', { name: 'MTN' }).click();
  await page.getByLabel('Amount').fill('270');
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await confirmPurchase(page);
  await expect(
    page.getByText('We could not reach NairaTop. Checking whether your purchase went through…'),
  ).toBeVisible();
  letCheckAnswer();

  // The real outcome, from the server's record of the key; no error, nothing to retry.
  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result.locator('[data-notice="success"]')).toContainText('Transaction successful');
  await expect(result).toContainText('Confirmed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The screen never sent the purchase again; it only read it back by its key (again when the
  // live status stream said the purchase changed, which is the same read).
  expect(purchasesSent).toBe(1);
  expect(keysAsked.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keysAsked).size).toBe(1);
  const airtime = (await transactions(page)).filter((t) => t.phone_no === SANDBOX.success);
  expect(airtime).toHaveLength(1);
  await page.goto('/dashboard');
  // ₦270 at the Normal level's 1% MTN discount is ₦267.30.
  await expect(page.getByText('₦4,732.70').first()).toBeVisible();
});

test('the cable plan list at 360 px shows each plan with its whole price', async ({ page }) => {
  await signUp(page, newUser('plans'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/pay-for-tv');
  await page.getByRole('radio', { name: 'DSTV' }).click();
  await page.getByLabel('Smart Card / IUC Number').fill(SANDBOX.smartCard);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Renewal Amount').first()).toBeVisible();
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Change' }).click();
  await page.getByLabel('Cable Plan').click();
  const options = page.locator('.ant-select-item-option-content');
  await expect(options.first()).toBeVisible();
  const cut = await options.evaluateAll((contents) =>
    contents
      .filter((content) => content.scrollWidth > content.clientWidth + 1)
      .map((content) => content.textContent),
  );
  expect(cut).toEqual([]);
  await expect(options.first()).toContainText(/₦[\d,]+\.\d{2}$/);
  await animationsEnded(page);
  await snap(page, 'pay-for-tv-plans-360', false);
});
