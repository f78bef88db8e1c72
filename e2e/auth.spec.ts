import { expect, test, type Page } from '@playwright/test';
import {
  animationsEnded,
  answerDialog,
  login,
  newUser,
  type NewUser,
  register,
  resetLinkFromOutbox,
  signUp,
  snap,
} from './support';

/**
 * The app's account link in the header, once the app has drawn it (the dashboard's server-drawn
 * first view, which the app removes when it draws the balance, names the customer too).
 */
const signedInAs = (page: Page, user: NewUser) =>
  page.getByRole('link', { name: `Profile: ${user.firstName} ${user.lastName}` });

test('register with a referral link, log in, reload, log out, reset the password', async ({
  page,
}) => {
  const referrer = newUser('referrer');
  await register(page, referrer);

  const user = newUser('customer');
  await register(page, user, referrer.email);

  await login(page, user.email, user.password);
  await expect(signedInAs(page, user)).toBeVisible();
  await snap(page, 'dashboard');

  await page.reload();
  await expect(signedInAs(page, user)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A copy of the token (say, taken from this browser) must stop working at Logout, not in 7 days.
  const copied = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  expect(copied).toBeTruthy();
  const withCopy = () =>
    page.request.get('/api/v1/get-user/', { headers: { authorization: `Bearer ${copied}` } });
  expect((await withCopy()).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await answerDialog(page, 'Yes');
  await page.waitForURL('**/login');
  expect((await withCopy()).status()).toBe(401);
  await page.goto('/dashboard');
  await page.waitForURL('**/login');

  await page.goto('/forgot-password');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByRole('button', { name: /reset|send|submit/i }).click();
  await expect(page.getByText(/sent an email/i).first()).toBeVisible();
  await snap(page, 'forgot-password');

  const link = resetLinkFromOutbox(user.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const newPassword = 'N3wPassword!45';
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole('button', { name: /reset|submit|change/i }).click();
  await expect(page.getByText('Password reset done successfully').first()).toBeVisible();
  await snap(page, 'password-reset');
  await page.waitForURL('**/login', { timeout: 10_000 });

  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();
  await expect(page.getByText(/e-mail or password is wrong/i).first()).toBeVisible();

  await login(page, user.email, newPassword);
  await expect(signedInAs(page, user)).toBeVisible();
});

test('the mobile menu opens, locks scrolling and closes at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await snap(page, 'home-360');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeInViewport();
  // the screenshot is taken once the slide-in has ended
  await animationsEnded(page);
  await snap(page, 'mobile-menu-open', false);
  // focus stays inside the open menu, forwards and backwards, as in any dialog
  const menu = page.getByRole('navigation', { name: /mobile/i });
  for (const key of [...Array<string>(24).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const inside = await menu.evaluate((nav) => nav.contains(document.activeElement));
    expect(inside, `focus left the menu after ${key}`).toBe(true);
  }
  await page
    .getByRole('navigation', { name: /mobile/i })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await page.waitForURL('**/pricing');
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
});

test('public pages load with titles and the API documentation is served', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/pricing', 'Pricing'],
    ['/faq', 'FAQs'],
    ['/contact', 'Contact Us'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`NairaTop | ${title}`);
    await expect(page.locator('h1')).toHaveCount(1);
  }
  await page.goto('/pricing');
  await expect(page.getByText('MTN SME').first()).toBeVisible();
  await snap(page, 'pricing');
  const docs = await page.request.get('/api/docs/json');
  expect(docs.ok()).toBeTruthy();
  const spec = (await docs.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining(['/api/v1/auth/login/', '/api/v1/register/']),
  );
});

test('a sandbox server says so at the top of every page, at 360 and 1280 px', async ({ page }) => {
  await signUp(page, newUser('sandbox'));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/', '/login', '/dashboard', '/dashboard/purchase-airtime']) {
      await page.goto(path);
      const banner = page.getByRole('note').filter({ hasText: 'Sandbox: no real money moves' });
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width });
      expect(box?.height).toBeLessThanOrEqual(40);
    }
    await snap(page, `sandbox-banner-${width}`, false);
  }
});
