import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { authHeader, dialogSettled, login } from './support';
import { bothWidths, makeStaff, registered } from './console-support';
import { OwnServer } from './own-server';

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
  browser,
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
  const recoveryCode = ((await codes.getByRole('listitem').first().textContent()) ?? '').trim();
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

  // The session signed out of is gone (Sign out ends it on the server); this one is listed.
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // A second device signs in with a recovery code (each period's code works once): two
  // sessions; this one ends the other.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByLabel(/email/i).fill(owner.email);
  await otherPage.getByLabel('Password', { exact: true }).fill(owner.password);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await otherPage.getByRole('button', { name: 'Use a recovery code' }).click();
  await otherPage.getByLabel('Recovery code').fill(recoveryCode);
  await otherPage.getByRole('button', { name: 'Verify' }).click();
  await otherPage.waitForURL('**/console');
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This session')).toHaveCount(1);
  await bothWidths(page, 'console-sessions');
  await sessions.getByRole('button', { name: /^End session on/ }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('This session')).toBeVisible();
  // The other device is signed out at its next request.
  const ended = await otherPage.request.get('/api/v1/console/me', {
    headers: await authHeader(otherPage),
  });
  expect(ended.status()).toBe(401);
  await other.close();
});

/*
 * A server of this spec's own for the reset: two owners are needed, and the operator token makes
 * the first owner of a server only.
 */
const resetPort = Number(
  process.env.CONSOLE_TWO_FACTOR_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 4,
);
const resetDataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-two-factor-reset-e2e-'));
const resetServer = new OwnServer({ port: resetPort, dataDir: resetDataDir });

test.afterAll(async () => {
  await resetServer.stop();
});

test("an owner resets a co-owner's two-factor sign-in with a reason, and the co-owner is e-mailed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: resetServer.baseURL });
  const { request } = context;
  await resetServer.start(request);
  const owner = await registered(request, 'owner2fareset');
  const coOwner = await registered(request, 'coowner2fa');
  await makeStaff(request, owner.email, 'owner', resetDataDir);
  const page = await context.newPage();
  await login(page, owner.email, owner.password);
  const added = await page.request.post('/api/v1/console/staff', {
    headers: await authHeader(page),
    data: { email: coOwner.email, role: 'owner' },
  });
  expect(added.status()).toBe(201);

  // The co-owner turns two-factor sign-in on (through the API: the screens are tested above).
  const signIn = await request.post('/api/v1/auth/login/', {
    data: { email: coOwner.email, password: coOwner.password },
  });
  const headers = {
    authorization: `Bearer ${((await signIn.json()) as { data: { access: string } }).data.access}`,
  };
  const setup = await request.post('/api/v1/console/security/two-factor/setup', { headers });
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const confirmed = await request.post('/api/v1/console/security/two-factor/confirm', {
    headers,
    data: { code: await codeFor(secret) },
  });
  expect(confirmed.status()).toBe(200);

  await page.goto('/console/staff');
  await page.getByRole('button', { name: `Reset two-factor sign-in of ${coOwner.email}` }).click();
  const dialog = page.getByRole('form', { name: 'Reset two-factor sign-in' });
  await dialogSettled(page);
  await dialog.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  await expect(dialog.getByText('Give a reason (at least 3 characters).')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Lost her phone on the bus');
  await bothWidths(page, 'console-staff-reset-two-factor');
  await dialog.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  await expect(page.getByText(`Two-factor sign-in of ${coOwner.email} reset.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Reset two-factor sign-in of ${coOwner.email}` }),
  ).toHaveCount(0);

  const outbox = path.join(resetDataDir, 'outbox');
  const mails = readdirSync(outbox).filter((name) => name.includes(coOwner.email));
  const texts = mails.map((name) => readFileSync(path.join(outbox, name), 'utf8'));
  expect(texts.some((text) => text.includes('Reason given: Lost her phone on the bus'))).toBe(true);
  await context.close();
});
