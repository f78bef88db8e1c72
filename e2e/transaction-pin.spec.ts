import { expect, test } from '@playwright/test';
import { viewportOf } from './pages';
import {
  answerDialog,
  confirmCharge,
  E2E_PIN,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  snap,
  transactions,
} from './support';

test.use({ viewport: viewportOf(360) });

test('a phone customer sets a transaction PIN at the first purchase, then buys airtime with it; a wrong PIN is told and retried', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = newUser('pin');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  // The funding is the first row of the history; each purchase adds one.
  const funded = (await transactions(page)).length;

  // A second purchase within 30 s goes to another network (the same one is refused as a repeat).
  const buyAirtime = async (amount: string, network: string) => {
    await page.goto('/dashboard/purchase-airtime');
    await page.getByRole('radio', { name: network }).click();
    await page.getByLabel('Amount').fill(amount);
    await page.getByLabel('Phone Number').fill(SANDBOX.success);
    await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  };

  // No PIN yet: the confirmation has the customer set one first, then buys with it.
  await buyAirtime('100', 'MTN');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Set your 4-digit transaction PIN first');
  await expect(dialog.getByLabel('New transaction PIN', { exact: true })).toHaveAttribute(
    'inputmode',
    'numeric',
  );
  await snap(page, 'pin-set-in-confirm-360', false);
  await confirmCharge(page);
  await expect(page.locator('[data-notice="success"]')).toContainText('Transaction successful');
  expect((await transactions(page)).length).toBe(funded + 1);

  // A wrong PIN: the server's message, nothing bought, the form still filled; then the right one.
  await buyAirtime('200', 'GLO');
  await confirmCharge(page, '1111');
  await expect(page.getByRole('dialog')).toContainText('Wrong transaction PIN: 4 tries left.');
  await snap(page, 'pin-wrong-360', false);
  await answerDialog(page, 'OK');
  await expect(page.getByLabel('Amount')).toHaveValue('200');
  expect((await transactions(page)).length).toBe(funded + 1);
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(
    page.getByRole('dialog').getByLabel('Transaction PIN', { exact: true }),
  ).toBeVisible();
  await snap(page, 'pin-confirm-360', false);
  await confirmCharge(page, E2E_PIN);
  await expect(page.locator('[data-notice="success"]')).toContainText('Transaction successful');
  expect((await transactions(page)).length).toBe(funded + 2);

  // The profile's card changes it with the current PIN.
  await page.goto('/dashboard/profile#transaction-pin');
  const card = page.getByRole('form', { name: 'Change PIN' });
  await card.getByLabel('Current PIN').pressSequentially(E2E_PIN);
  await card.getByLabel('New PIN', { exact: true }).pressSequentially('1357');
  await card.getByLabel('Repeat the new PIN').pressSequentially('1357');
  await card.getByRole('button', { name: 'Change PIN' }).click();
  await expect(card).toContainText('Your transaction PIN is changed.');
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'pin-card-360', false);
});
