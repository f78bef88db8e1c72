import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { ACCESS_TOKEN_COOKIE } from '@contract/first-load';

export const screenshotDir = path.resolve(__dirname, 'artifacts/screens');

/**
 * Keeps a screenshot of a page (whole, unless `fullPage` is false) or of one element in
 * artifacts/screens/<name>.png, for a person to look at. None with E2E_SCREENSHOTS=false, which CI
 * sets: it keeps them for nobody, and a full page's image costs the browser 0.2-1.4 s.
 */
export async function snap(target: Page | Locator, name: string, fullPage = true) {
  if (process.env.E2E_SCREENSHOTS === 'false') return;
  const file = path.join(screenshotDir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

/** A phone number no other account of this run holds (a number belongs to one account). */
export const uniquePhone = () =>
  `081${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The reset link from the newest message to `email` in DATA_DIR/outbox (no SMTP configured). */
export function resetLinkFromOutbox(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .filter((name) => name.includes(email))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail to ${email} in ${outbox}`);
  const body = readFileSync(path.join(outbox, newest), 'utf8');
  const match = body.match(/https?:\/\/[^\s"<>]+\/password-reset\/confirm\/\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`no reset link in ${newest}`);
  return match[0];
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export const newUser = (prefix: string): NewUser => ({
  firstName: 'Chioma',
  lastName: prefix === 'referrer' ? 'Eze' : 'Adeyemi',
  email: uniqueEmail(prefix),
  phone: uniquePhone(),
  password: 'Passw0rd!23',
});

export async function register(page: Page, user: NewUser, ref?: string) {
  await page.goto(ref ? `/register?ref=${encodeURIComponent(ref)}` : '/register');
  await page.getByLabel(/first name/i).fill(user.firstName);
  await page.getByLabel(/last name/i).fill(user.lastName);
  await page.getByLabel(/^email/i).fill(user.email);
  await page.getByLabel(/phone/i).fill(user.phone);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByLabel(/confirm password/i).fill(user.password);
  await page.getByLabel(/hear about us|hear us/i).selectOption('Google');
  // A referral code is shown read-only; an old link's e-mail is honoured but never shown.
  if (ref?.includes('@')) {
    await expect(page.getByLabel(/referr/i)).toHaveCount(0);
    await expect(page.getByText(ref)).toHaveCount(0);
  } else if (ref) await expect(page.getByLabel(/referr/i)).toHaveValue(ref);
  await snap(page, ref ? 'register-with-ref' : 'register');
  await page.getByRole('button', { name: /register|create account|sign up/i }).click();
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await page.waitForURL('**/login', { timeout: 10_000 });
}

/** The password each page signed in with: the PIN set-up in a confirmation asks for it. */
const signedInPasswords = new WeakMap<Page, string>();

/** The transaction PIN the e2e customers set (at their first charge, in the confirmation). */
export const E2E_PIN = '2468';

/** Signs in at /login; a customer lands on the dashboard, a staff member on the console. */
export async function login(page: Page, email: string, password: string) {
  signedInPasswords.set(page, password);
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(`  ${email}  `);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();
  await expect(page.getByText('Logged in successfully').first()).toBeVisible();
  await page.waitForURL(/\/(dashboard|console)$/, { timeout: 10_000 });
}

/**
 * Registers `user` through the API, for a spec that does not test the sign-up screen (auth.spec
 * and account-phone.spec do).
 */
export async function registerByApi(request: APIRequestContext, user: NewUser) {
  const response = await request.post('/api/v1/register/', {
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.email,
      email: user.email,
      password: user.password,
      password2: user.password,
      phone_no: user.phone,
      referred_by: '',
      hear_us: 'Google',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Signs `page` in through the API, the session being the login screen's own (its token in the
 * session cookie), and opens `landing`: by default where the login screen sends them, a customer
 * to the dashboard and a staff member to the console. For a spec that does not test the login
 * screen (auth.spec does).
 */
export async function signIn(
  page: Page,
  user: { email: string; password: string },
  landing?: string,
) {
  signedInPasswords.set(page, user.password);
  const response = await page.request.post('/api/v1/auth/login/', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { access?: string; staff_role?: string } };
  expect(data.access, 'a staff member with two-factor sign-in signs in with login()').toBeTruthy();
  await page.context().addCookies([
    {
      name: ACCESS_TOKEN_COOKIE,
      value: data.access ?? '',
      url: new URL('/', response.url()).href,
      sameSite: 'Strict',
    },
  ]);
  await page.goto(landing ?? (data.staff_role === undefined ? '/dashboard' : '/console'));
}

/** Registers `user` and signs `page` in, both through the API: `page` is on the dashboard. */
export async function signUp(page: Page, user: NewUser) {
  await registerByApi(page.request, user);
  await signIn(page, user);
}

export async function fundByCard(page: Page, amount: string) {
  await page.goto('/dashboard/fund-wallet');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.waitForURL('**/simulator/monnify/**');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/dashboard/callback**');
  await expect(page.getByText('Payment successful!')).toBeVisible();
}

/**
 * Funds the signed-in user's wallet by card through the API, for a spec that does not test the
 * funding screens (wallet.spec does): the checkout is started, paid on the Monnify simulator and
 * verified as the callback page verifies it, then the dashboard is opened with the new balance.
 */
export async function fundedByApi(page: Page, amount: number) {
  const headers = await authHeader(page);
  const link = await page.request.post('/api/v1/generate-payment-link/', {
    headers,
    data: { amount },
  });
  expect(link.status(), await link.text()).toBe(200);
  const { data } = (await link.json()) as {
    data: { checkoutUrl: string; paymentReference: string };
  };
  const paid = await page.request.post(data.checkoutUrl, {
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const verified = await page.request.get('/api/v1/verify-atm-payment/', {
    headers,
    params: { payment_reference: data.paymentReference },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { data: payment } = (await verified.json()) as {
    data: { responseBody: { paymentStatus: string; amountPaid: number } };
  };
  expect(payment.responseBody).toMatchObject({ paymentStatus: 'PAID', amountPaid: amount });
  await page.goto('/dashboard');
}

/** An 11-digit NIN no other run has used (a NIN verifies one account); never ending 0000. */
export const newIdNumber = () =>
  `7${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 900) + 100)}`;

/**
 * Verifies the signed-in user's NIN (or BVN) through the API, for a spec that does not test the
 * verification screen: the Monnify simulator is told the identity, in the user's name, then the
 * customer verifies it. Answers the number (banks that ask for a NIN need it).
 */
export async function verifiedByApi(
  page: Page,
  user: Pick<NewUser, 'firstName' | 'lastName'>,
  kind: 'nin' | 'bvn' = 'nin',
) {
  const number = newIdNumber();
  const dateOfBirth = '1990-04-23';
  const known = await page.request.post('/simulator/monnify/identities', {
    data: {
      kind,
      number,
      first_name: user.firstName,
      last_name: user.lastName,
      date_of_birth: dateOfBirth,
    },
  });
  expect(known.status(), await known.text()).toBe(200);
  const verified = await page.request.post('/api/v1/kyc/verify/', {
    headers: await authHeader(page),
    data: { kind, number, date_of_birth: dateOfBirth },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return number;
}

/** Sets the signed-in user's transaction PIN through the API (E2E_PIN), before a walk needs it. */
export async function pinSetByApi(page: Page, password: string) {
  const set = await page.request.put('/api/v1/transaction-pin/', {
    headers: await authHeader(page),
    data: { pin: E2E_PIN, password },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

/** The signed-in user's bearer header, from the session cookie. */
export async function authHeader(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  return { authorization: `Bearer ${token}` };
}

export interface ApiTransaction {
  id: number;
  tx_ref: string;
  phone_no: string | null;
  status: string;
  amount: number;
  plan: string | null;
  token: string | null;
}

/** The signed-in user's newest transactions, straight from the API. */
export async function transactions(page: Page): Promise<ApiTransaction[]> {
  const response = await page.request.get('/api/v1/get-transactions/', {
    headers: await authHeader(page),
  });
  return ((await response.json()) as { data: ApiTransaction[] }).data;
}

/** The sandbox numbers of the VTpass simulator (VTpass's published sandbox test values). */
export const SANDBOX = {
  success: '08011111111',
  pending: '201000000000',
  prepaidMeter: '1111111111111',
  smartCard: '1212121212',
  jambProfile: '0123456789',
};

/** Presses the screen's confirm button and answers Yes to 'Are you sure you want to proceed?'. */
/**
 * Answers the open confirm dialog. antd zooms a dialog in from the pointer, so its buttons move
 * while it opens; on a busy machine a click aimed at one then lands where it no longer is. The
 * answer is given once the dialog stands still, as a person would give it.
 */
export async function answerDialog(page: Page, answer: 'Yes' | 'No' | 'OK') {
  await expect(
    page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: answer }).click();
}

/**
 * Answers Yes to a charge's confirmation with the transaction PIN: typed when the customer has
 * one (its 4th digit is the answer); set there first (the new PIN twice and the password the page
 * signed in with, then Yes) when not.
 */
export async function confirmCharge(page: Page, pin = E2E_PIN) {
  const dialog = page.getByRole('dialog');
  const asked = dialog.getByLabel('Transaction PIN', { exact: true });
  const setUp = dialog.getByLabel('New transaction PIN', { exact: true });
  await expect(asked.or(setUp)).toBeVisible();
  if (await setUp.isVisible()) {
    const password = signedInPasswords.get(page);
    if (!password) throw new Error('a PIN is set in the confirmation only after login()');
    await setUp.pressSequentially(pin);
    await dialog.getByLabel('Repeat the PIN', { exact: true }).pressSequentially(pin);
    await dialog.getByLabel('Account password', { exact: true }).fill(password);
    await answerDialog(page, 'Yes');
  } else {
    // an existing PIN goes ahead on its 4th digit, without Yes
    await asked.pressSequentially(pin);
    if (!/^\d{4}$/.test(pin)) await answerDialog(page, 'Yes');
  }
}

export async function confirmPurchase(page: Page, button = 'Confirm Purchase') {
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
    'Are you sure you want to proceed?',
  );
  await confirmCharge(page);
}

/** Requests each watched page has in flight, leaving out the live status stream. */
const requestsInFlight = new WeakMap<Page, Set<Request>>();
const LIVE_STREAM = '/api/v1/events/';

/**
 * Starts counting `page`'s requests, for `settled`. Playwright's 'networkidle' never comes on a
 * signed-in page: the live status stream stays open as long as the page does.
 */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().includes(LIVE_STREAM)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  requestsInFlight.set(page, open);
}

/** Waits for the page's load and then for 500 ms without a request in flight but the stream. */
export async function settled(page: Page) {
  const open = requestsInFlight.get(page);
  if (!open) throw new Error('call watchRequests(page) before navigating');
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { intervals: [100] },
    )
    .toBeGreaterThanOrEqual(500);
}

/** Waits until no animation is running (a dialog's zoom, a drawer's slide, colour transitions). */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** Opens `path` and reloads it once the service worker is installed, so the worker controls it. */
export async function openUnderServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** Purchases seeded so far: each gets its own Idempotency-Key. */
let seeded = 0;

/** The sandbox's number whose purchases fail at once, and are refunded. */
export const SANDBOX_FAILS = '08022222222';

/** The id of the package titled `title` in category `categoryId` (1 airtime, 4 electricity). */
async function packageIdOf(page: Page, categoryId: number, title: RegExp) {
  const response = await page.request.get(`/api/v1/get-package/${categoryId}/`, {
    headers: await authHeader(page),
  });
  const { data } = (await response.json()) as { data: { id: number; title: string }[] };
  const found = data.find((item) => title.test(item.title));
  if (!found) throw new Error(`no package ${title} in category ${categoryId}`);
  return found.id;
}

/**
 * Buys through the API as the signed-in user (funded first): a delivered MTN airtime, one that
 * fails and is refunded, and a prepaid electricity token. Gives the history rows of every kind.
 */
export async function seedPurchases(page: Page) {
  const headers = await authHeader(page);
  const mtn = await packageIdOf(page, 1, /^MTN$/i);
  const ikeja = await packageIdOf(page, 4, /Ikeja/i);
  const buy = async (path: string, data: object, expected: number) => {
    const response = await page.request.post(`/api/v1/${path}/`, {
      headers: { ...headers, 'Idempotency-Key': `seed-${path}-${Date.now()}-${++seeded}` },
      data,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(expected);
  };
  const airtime = (phone: string) => ({
    network: 'MTN',
    phone_number: phone,
    amount: 200,
    package_id: mtn,
  });
  await buy('purchase-airtime', airtime(SANDBOX.success), 200);
  await buy('purchase-airtime', airtime(SANDBOX_FAILS), 400);
  await buy(
    'purchase-electricity',
    {
      package_id: ikeja,
      billersCode: SANDBOX.prepaidMeter,
      variation_code: 'prepaid',
      amount: 1000,
      phone_number: SANDBOX.success,
    },
    200,
  );
}

/**
 * Waits until no dialog is still zooming in, so a click lands on the button it aims at (a busy
 * machine draws the animation slowly, and a click during it can miss).
 */
export async function dialogSettled(page: Page) {
  await expect(
    page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]'),
  ).toHaveCount(0);
}

/**
 * A new customer, signed up and funded, with the seeded purchases (seedPurchases): the failed
 * airtime and the electricity token among them, as a receipt walk starts.
 */
export async function customerWithPurchases(page: Page, prefix: string) {
  const user = newUser(prefix);
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await seedPurchases(page);
  const rows = await transactions(page);
  const failed = rows.find((row) => row.status === 'failed');
  const electricity = rows.find((row) => row.token);
  if (!failed || !electricity?.token) throw new Error('the seeded purchases are missing');
  return { user, failed, electricity: { ...electricity, token: electricity.token } };
}
