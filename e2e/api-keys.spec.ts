import { expect, test } from '@playwright/test';
import { dialogSettled, fundedByApi, newUser, SANDBOX, signUp, snap } from './support';

interface Answer {
  message: string;
  data: { transaction?: { status: string } } & { id: number; service_id: string }[];
}

test('create an API key in Profile, buy airtime with it from a plain fetch, revoke it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const user = newUser('apikeys');
  await signUp(page, user);
  await fundedByApi(page, 1000);

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByLabel('Key name')).toHaveCount(0);
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  await section.getByLabel('Key name').fill('Shop server');
  await section.getByRole('button', { name: 'Create key' }).click();
  const shown = section.getByLabel('New API key');
  await expect(shown).toHaveValue(/^ntk_/);
  const key = await shown.inputValue();
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'api-key-created-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await section.screenshot({ path: 'e2e/artifacts/screens/api-key-created-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  // The integrator's server: plain fetch, the key in X-API-Key, no cookie, no session.
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api/v1/${path}`, {
      ...init,
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json', ...init.headers },
    });
  const networks = (await (await call('get-package/1/')).json()) as Answer;
  const mtn = networks.data.find((network) => network.service_id === 'mtn');
  expect(mtn).toBeDefined();
  const bought = await call('purchase-airtime/', {
    method: 'POST',
    headers: { 'Idempotency-Key': `order-${Date.now()}` },
    body: JSON.stringify({ package_id: mtn?.id, phone_number: SANDBOX.success, amount: 100 }),
  });
  expect(bought.status).toBe(200);
  const purchase = (await bought.json()) as Answer;
  expect(purchase.data.transaction?.status).toBe('confirmed');

  // The purchase is the user's, and the key shows when it was last used.
  await page.goto('/dashboard/transactions');
  await expect(
    // below 1600 px the description shares the plan's column
    page.getByRole('row', { name: /MTN Airtime ₦100\.00 .*08011111111.*Confirmed/ }),
  ).toBeVisible();
  await page.goto('/dashboard/profile');
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  const keys = page.getByRole('list', { name: 'Your API keys' });
  await expect(keys.getByText('Shop server')).toBeVisible();
  await expect(keys.getByText('Never')).toHaveCount(0);
  await snap(page, 'api-keys-list-1280');

  await keys.getByRole('button', { name: 'Revoke Shop server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke "Shop server"?' });
  await dialogSettled(page);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  const refused = await call('get-user/');
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Invalid API key/);
});

test('a key made earlier stops working when the customer changes the password', async ({
  page,
  baseURL,
}) => {
  const user = newUser('apikeys-password');
  await signUp(page, user);

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByLabel('Password').fill('not-my-password');
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  await expect(section.getByText('Wrong password: 4 tries left.').first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: 'e2e/artifacts/screens/api-keys-proof-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await section.screenshot({ path: 'e2e/artifacts/screens/api-keys-proof-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  await section.getByLabel('Key name').fill('Till');
  await section.getByRole('button', { name: 'Create key' }).click();
  const key = await section.getByLabel('New API key').inputValue();
  const getUser = () => fetch(`${baseURL}/api/v1/get-user/`, { headers: { 'X-API-Key': key } });
  expect((await getUser()).status).toBe(200);

  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'N3wPassword!45';
  await form.getByLabel('Old password').fill(user.password);
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel(/confirm/i).fill(newPassword);
  await form.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText(/Password changed successfully/).first()).toBeVisible();

  expect((await getUser()).status).toBe(401);
  // This browser's session continues with the token the change answered.
  await page.reload();
  await expect(page.getByRole('region', { name: 'API keys' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile/);
});
