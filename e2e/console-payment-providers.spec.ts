import { expect, test, type Page } from '@playwright/test';
import { authHeader, newUser, signIn, signUp, snap } from './support';
import { makeStaff, registered } from './console-support';

/** The page at 1280 and 360 px wide into e2e/artifacts/screens, back at 1280 after. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner prefers Paystack and changes its charge; a customer’s card checkout then goes to Paystack', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await registered(request, 'owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/console');
  await page.getByRole('menuitem', { name: 'Payments providers' }).click();
  await expect(page.getByRole('heading', { name: 'Payments providers', level: 1 })).toBeVisible();
  const monnify = page.getByRole('region', { name: 'Monnify' });
  const paystack = page.getByRole('region', { name: 'Paystack' });
  await expect(monnify.getByText('Preferred', { exact: true })).toBeVisible();
  await expect(paystack.getByText('Closed: healthy')).toBeVisible();
  await shots(page, 'console-payment-providers');

  try {
    // card checkouts go to Paystack first, with the reason kept in the audit log
    const preference = page.getByRole('form', { name: 'Preferred provider' });
    await preference.getByRole('radio', { name: 'Paystack' }).check();
    await preference.getByRole('button', { name: 'Save preference' }).click();
    await expect(preference.getByText('Give a reason (at least 3 characters).')).toBeVisible();
    await preference.getByLabel('Reason').fill('Monnify settlements are late this week');
    await preference.getByRole('button', { name: 'Save preference' }).click();
    await expect(page.getByText('Card checkouts now go to Paystack first.')).toBeVisible();
    await expect(paystack.getByText('Preferred', { exact: true })).toBeVisible();

    // Paystack's deposit charge: 1.5%, at most ₦250
    const charge = page.getByRole('form', { name: 'Paystack deposit charge' });
    await charge.getByLabel('Percent of each deposit').fill('12');
    await charge.getByRole('button', { name: 'Save deposit charge' }).click();
    await expect(
      charge.getByText('Enter a percent from 0 to 10, at most two decimals.'),
    ).toBeVisible();
    await charge.getByLabel('Percent of each deposit').fill('1.5');
    await charge.getByLabel('At most').fill('250');
    await charge.getByLabel('Reason').fill('Match the partner bank');
    await shots(page, 'console-payment-providers-editing');
    await charge.getByRole('button', { name: 'Save deposit charge' }).click();
    await expect(page.getByText('Paystack’s deposit charge saved.')).toBeVisible();
    await expect(paystack.getByText('1.5% of every deposit, at most ₦250.00.')).toBeVisible();

    // a customer's card checkout now opens on Paystack
    const customerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const customer = await customerContext.newPage();
    await signUp(customer, newUser('paystack-pref'));
    await customer.goto('/dashboard/fund-wallet');
    await customer.getByLabel('Amount').fill('5000');
    await customer.getByRole('button', { name: 'Fund wallet' }).click();
    await customer.waitForURL('**/simulator/paystack/checkout/**');
    await expect(customer.getByTestId('amount')).toHaveText('₦5,000.00');
    await snap(customer, 'console-payment-providers-customer-checkout-360');
    await customer.getByRole('button', { name: 'Pay' }).click();
    await customer.waitForURL('**/dashboard/callback**');
    await expect(customer.getByText('Payment successful!')).toBeVisible();
    await customerContext.close();

    // the payment is in Paystack's figures for today
    await page.reload();
    const today = paystack
      .getByRole('table', { name: 'Funding through Paystack' })
      .getByRole('row', { name: /Today/ });
    await expect(today.getByText('₦5,000.00 (1)')).toBeVisible();
    await shots(page, 'console-payment-providers-after');

    // the overview splits today's money in by provider
    await page.getByRole('menuitem', { name: 'Overview' }).click();
    const byProvider = page.getByRole('table', { name: 'Money in by payments provider' });
    await expect(
      byProvider.getByRole('row', { name: /^Card/ }).getByText('₦5,000.00'),
    ).toBeVisible();
    await byProvider.scrollIntoViewIfNeeded();
    await shots(page, 'console-overview-by-provider');
  } finally {
    // the other walks fund through Monnify: it is the preferred one again
    const back = await page.request.put('/api/v1/console/payment-providers/monnify', {
      headers: await authHeader(page),
      data: { preferred: true, reason: 'Back to Monnify after the walk' },
    });
    expect(back.ok()).toBe(true);
    // and Paystack's shipped deposit charge, which the Paystack walk shows
    const charge = await page.request.put('/api/v1/console/payment-providers/paystack', {
      headers: await authHeader(page),
      data: {
        deposit_charge_percent: 1,
        deposit_charge_cap: 300,
        reason: 'Back to the shipped charge after the walk',
      },
    });
    expect(charge.ok(), await charge.text()).toBe(true);
  }
});
