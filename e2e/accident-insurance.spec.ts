import { expect, test, type Page } from '@playwright/test';
import { confirmPurchase, fundedByApi, newUser, SANDBOX, signUp, snap } from './support';

/** Types every detail of the insured person key by key, as a customer would. */
async function typePerson(page: Page) {
  await page.getByLabel('Full Name of the Insured').pressSequentially('Adaeze Okafor');
  await page.getByLabel('Phone Number', { exact: true }).pressSequentially(SANDBOX.success);
  await page.getByLabel('Date of Birth').fill('1990-05-01');
  await page.getByLabel('Home Address').pressSequentially('12 Allen Avenue, Ikeja');
  await page.getByLabel('Occupation').pressSequentially('Trader');
  await page.getByLabel("Next of Kin's Full Name").pressSequentially('Ngozi Okafor');
  await page.getByLabel("Next of Kin's Phone Number").pressSequentially('08021234567');
}

test('a customer finds Insurance in the menu and buys a year of accident cover with its certificate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = newUser('insured');
  await signUp(page, user);
  await fundedByApi(page, 5000);

  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Insurance' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/buy-insurance$/);
  await expect(page.getByRole('heading', { name: 'Personal Accident Insurance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fund wallet', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Personal Accident' }).click();
  await page
    .getByLabel('Cover')
    .selectOption({ label: 'Accident Cover Option A - 1 Year at ₦2,500.00' });
  await expect(page.getByText('You will be charged ₦2,500.00')).toBeVisible();
  await typePerson(page);
  await snap(page, 'insurance-ready', false);

  await confirmPurchase(page);
  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result).toContainText('₦2,500.00');
  await expect(result).toContainText(/https:\/\/sandbox\.vtpass\.com\/certificates\/PA-\d+\.pdf/);
  // the cover is filed under the insured name, which is no phone number to save
  await expect(page.getByRole('button', { name: 'Save this number' })).toHaveCount(0);
  await snap(page, 'insurance-result', false);

  await page.goto('/dashboard/transactions');
  await page.getByRole('link', { name: /View/ }).first().click();
  const receipt = page.getByRole('table');
  await expect(receipt.getByRole('row', { name: /Customer Name\s*Adaeze Okafor/ })).toBeVisible();
  await expect(receipt.getByRole('row', { name: /Certificate\s*https:\/\/sandbox/ })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('₦2,500.00').first()).toBeVisible();
});

test('on a phone, the insurance form says what is wrong before anything is charged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const user = newUser('insured-phone');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await page.goto('/dashboard/buy-insurance');
  await page.getByRole('radio', { name: 'Personal Accident' }).click();
  await page
    .getByLabel('Cover')
    .selectOption({ label: 'Accident Cover Option B - 1 Year at ₦4,000.00' });
  await typePerson(page);
  await page.getByLabel('Date of Birth').fill('2015-01-01');
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(
    page.getByText('The insured person must be at least 18 years old').first(),
  ).toBeVisible();
  await snap(page, 'insurance-phone-refused', true);
  await page.getByLabel('Date of Birth').fill('1990-05-01');
  await confirmPurchase(page);
  await expect(page.getByRole('region', { name: 'Purchase result' })).toContainText('₦4,000.00');
  await snap(page, 'insurance-phone-result', true);
});
