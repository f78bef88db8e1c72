import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { confirmPurchase, fundedByApi, newUser, SANDBOX, signUp, snap } from './support';

/** Whether the element's whole box lies inside the viewport (not merely "visible" somewhere). */
async function insideViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

for (const [width, height] of [
  [1280, 800],
  [360, 740],
] as const) {
  test(`a prepaid electricity token is in view and in focus after Yes at ${width}x${height}`, async ({
    page,
  }) => {
    const user = newUser(`token${width}`);
    await signUp(page, user);
    await fundedByApi(page, 5000);
    await page.setViewportSize({ width, height });

    await page.goto('/dashboard/pay-for-electricity');
    await expect(page.getByText(/Wallet balance:\s*₦5,000\.00/)).toBeVisible();
    await page.getByRole('radio', { name: 'Ikeja Electric' }).click();
    await page.locator('.ant-radio-button-wrapper', { hasText: 'Prepaid' }).click();
    await page.getByLabel('Meter Number').fill(SANDBOX.prepaidMeter);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Customer Name').first()).toBeVisible();
    await page.getByLabel('Amount').fill('1000');
    await page.getByLabel('Phone Number').fill(SANDBOX.success);
    await snap(page, `pay-for-electricity-form-${width}`, false);
    await confirmPurchase(page);

    const result = page.getByRole('region', { name: 'Purchase result' });
    const token = result.locator('code').first();
    await expect(token).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/);
    await expect(result).toBeFocused();
    await expect.poll(() => insideViewport(page, token)).toBe(true);
    await expect(result.getByRole('button', { name: 'Copy Token' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'View receipt' })).toBeVisible();
    await snap(page, `pay-for-electricity-result-${width}`, false);
    expect(await axeViolations(page)).toEqual([]);

    // The form keeps its values until the customer is done with the result.
    await expect(page.getByLabel('Amount')).toHaveValue('1000');
    await result.getByRole('button', { name: 'New purchase' }).click();
    await expect(result).toHaveCount(0);
    await expect(page.getByLabel('Amount')).toHaveValue('');
  });
}
