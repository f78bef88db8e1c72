import { expect, test } from '@playwright/test';
import { viewportOf } from './pages';
import { newUser, registerByApi, signUp, snap } from './support';

test.use({ viewport: viewportOf(360) });

test('an unknown referral code is cleared and sign-up completes', async ({ page }) => {
  const user = newUser('referral');
  await page.goto('/register?ref=UNKNOWN2');
  await page.getByLabel(/first name/i).fill(user.firstName);
  await page.getByLabel(/last name/i).fill(user.lastName);
  await page.getByLabel(/^email/i).fill(user.email);
  await page.getByLabel(/phone/i).fill(user.phone);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByLabel(/confirm password/i).fill(user.password);
  await page.getByLabel(/hear about us/i).selectOption('Google');
  await page.getByRole('button', { name: 'Create account' }).click();

  const referral = page.getByLabel('Referral code');
  await expect(referral).toBeEditable();
  await expect(
    page.getByRole('alert').filter({ hasText: 'does not match any user' }).first(),
  ).toBeVisible();
  await snap(page, 'register-unknown-referral-360');
  await referral.clear();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await page.waitForURL('**/login');
});

test('signed in: Back after login, the public header, /login and /register redirect', async ({
  page,
}) => {
  const user = newUser('back');
  await registerByApi(page.request, user);
  await page.goto('/pricing');
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await snap(page, 'pricing-signed-in-360', false);

  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await page.waitForURL('**/dashboard');
  }
});

test('an expired session says so on the login page, then returns to the page', async ({
  page,
  context,
}) => {
  const user = newUser('expiry');
  await signUp(page, user);
  await page.goto('/dashboard/transactions?page_size=25');
  await expect(page.getByLabel('Sort by')).toBeVisible();

  // The server no longer accepts the token: a forged one stands in for an expired one.
  const cookie = (await context.cookies()).find((c) => c.name === 'accessToken');
  expect(cookie).toBeDefined();
  await context.addCookies([{ ...cookie!, value: 'expired.token.value' }]);
  await page.goto('/dashboard/transactions?page_size=25');

  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await snap(page, 'login-session-expired-360', false);
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/transactions?page_size=25');
  await expect(page.getByLabel('Sort by')).toBeVisible();
});

test('a visitor without a session downloads no dashboard code before the login page', async ({
  page,
}) => {
  const user = newUser('no-session');
  await registerByApi(page.request, user);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto('/dashboard/purchase-airtime');
  await page.waitForURL('**/login?next=%2Fdashboard%2Fpurchase-airtime');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // the signed-in pages bring antd's stylesheet with their shell; the login page does not need it
  expect(fetched.filter((path) => /\/assets\/antd\.[0-9a-f]+\.css$/.test(path))).toEqual([]);

  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/purchase-airtime');
  await expect(page.getByRole('heading', { name: /airtime/i }).first()).toBeVisible();
  expect(fetched.filter((path) => /\/assets\/antd\.[0-9a-f]+\.css$/.test(path))).toHaveLength(1);
});
