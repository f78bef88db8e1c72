import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { login } from './support';
import { bothWidths, makeStaff, registered } from './console-support';

/** The code an authenticator app shows `steps` periods (30 s) from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/login(\?|$)/);
}

test('a staff member sets up two-factor sign-in, signs in with a code, and ends the other session', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await registered(request, 'owner2fa');
  await makeStaff(request, owner.email, 'owner');

  // Set-up: the QR code and the key as text; the code from the key turns it on.
  await login(page, owner.email, owner.password);
  await page.goto('/console/security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await bothWidths(page, 'console-two-factor-setup');
  await page.getByLabel('Authentication code').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await bothWidths(page, 'console-two-factor-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/Recovery codes left: 10\./)).toBeVisible();

  // Signed out and in again: the password alone is not enough.
  await signOut(page);
  await page.getByLabel(/email/i).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(
    page.getByText('Enter the 6-digit code from your authenticator app to finish signing in.'),
  ).toBeVisible();
  await bothWidths(page, 'login-two-factor-code');
  // The next period's code: the one used at set-up may not be used again.
  await code.fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Logged in successfully').first()).toBeVisible();
  // back where the sign-out happened
  await page.waitForURL('**/console/security');

  // Two sessions: this one and the one signed out of in the browser; the other is ended.
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This session')).toHaveCount(1);
  await bothWidths(page, 'console-sessions');
  await sessions.getByRole('button', { name: /^End session on/ }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('This session')).toBeVisible();
});
