import { expect, test } from '@playwright/test';
import {
  confirmPurchase,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  snap,
  transactions,
} from '../../../../e2e/support';

for (const width of [360, 1280]) {
  test(`at ${width} px a customer funds a Bet9ja account for a verified customer ID, once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    const user = newUser(`bet${width}`);
    await signUp(page, user);
    await fundedByApi(page, 5000);

    await page.goto('/dashboard/fund-betting-wallet');
    await expect(page.getByRole('heading', { name: 'Fund Betting Wallet' })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Fund a betting wallet' }).getByRole('note'),
    ).toContainText('tops up a betting account you already have');
    await page.getByRole('radio', { name: 'Bet9ja' }).click();
    await page.getByLabel('Customer ID').fill('0000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('dialog')).toContainText('could not verify');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Customer ID').fill(SANDBOX.success);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Customer Details')).toContainText('TEST CUSTOMER');
    // typed key by key, as a person types it
    await page.getByLabel('Amount').pressSequentially('1000.05');
    await page.getByLabel('Phone Number', { exact: true }).fill(SANDBOX.success);
    await expect(page.getByText('You will be charged ₦1,000.05')).toBeVisible();
    await snap(page, `betting-ready-${width}`);

    await confirmPurchase(page);
    const result = page.getByRole('region', { name: 'Purchase result' });
    await expect(result).toContainText('₦1,000.05');
    await expect(result).toBeInViewport();
    await snap(page, `betting-result-${width}`, false);

    const [latest, ...rest] = await transactions(page);
    // a Normal account gets no discount on betting: charged the amount, once
    expect(latest).toMatchObject({ status: 'confirmed', amount: 1000.05 });
    expect(rest.filter((row) => row.plan === latest?.plan)).toHaveLength(0);
    await page.goto('/dashboard');
    await expect(page.getByText('₦3,999.95').first()).toBeVisible();
  });
}
