import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { answerDialog, authHeader, signIn, snap } from './support';
import { bothWidths, makeStaff, registered } from './console-support';

const SUPPORT_ON_OWNER = "Support staff cannot act on an owner's account.";
const walletCard = (page: Page) => page.getByRole('region', { name: 'Wallet Balance' });

/** The console's id of an account, found by e-mail as the signed-in staff member. */
async function customerId(page: Page, email: string) {
  const response = await page.request.get(
    `/api/v1/console/customers?q=${encodeURIComponent(email)}`,
    { headers: await authHeader(page) },
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(1);
  return data[0]?.id ?? 0;
}

async function signedIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { email, password });
  return { context, page };
}

async function staffMember(
  request: APIRequestContext,
  prefix: string,
  role: 'owner' | 'support',
  firstName: string,
) {
  const person = await registered(request, prefix, { firstName });
  await makeStaff(request, person.email, role);
  return person;
}

test('support is refused on an owner: actions disabled with the reason, a forced call is 403', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await staffMember(request, 'gr-owner', 'owner', 'Adaeze');
  const support = await staffMember(request, 'gr-support', 'support', 'Tolu');
  await signIn(page, support);
  const ownerId = await customerId(page, owner.email);

  await page.goto(`/console/customers/${ownerId}`);
  await expect(page.getByRole('heading', { name: `Adaeze ${owner.lastName}` })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: SUPPORT_ON_OWNER })).toBeVisible();
  for (const name of [
    'Credit wallet',
    'Debit wallet',
    'Change level',
    'Suspend',
    'Sign out everywhere',
  ])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  await page.getByRole('button', { name: 'Suspend' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(SUPPORT_ON_OWNER);
  await snap(page, 'console-guardrails-support-tooltip-1280', false);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await bothWidths(page, 'console-guardrails-support-on-owner');

  // The server refuses the same thing when the screen is bypassed.
  const forced = await page.request.post(`/api/v1/console/customers/${ownerId}/suspend`, {
    headers: await authHeader(page),
    data: { reason: 'Trying anyway' },
  });
  expect(forced.status()).toBe(403);
  expect(((await forced.json()) as { message: string }).message).toBe(SUPPORT_ON_OWNER);
});

test('an owner credits ₦600,000, a second owner approves, the customer sees it once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const requester = await staffMember(request, 'gr-req', 'owner', 'Chidi');
  const approver = await staffMember(request, 'gr-appr', 'owner', 'Funke');
  const customer = await registered(request, 'gr-cust', { firstName: 'Emeka', lastName: 'Nwosu' });

  await signIn(page, requester);
  const id = await customerId(page, customer.email);
  await page.goto(`/console/customers/${id}`);
  await expect(page.getByRole('heading', { name: 'Emeka Nwosu' })).toBeVisible();
  await page.getByRole('button', { name: 'Credit wallet' }).click();
  const form = page.getByRole('form', { name: /Credit .* wallet/ });
  await form.getByLabel('Amount').fill('600000');
  await form.getByLabel('Reason').fill('Agent float paid by bank transfer');
  await form.getByRole('button', { name: 'Credit', exact: true }).click();
  await answerDialog(page, 'Yes');
  await expect(page.getByText('Sent for approval', { exact: true })).toBeVisible();
  await bothWidths(page, 'console-guardrails-sent-for-approval');

  // The requester sees the request but cannot decide it (only withdraw it).
  await page.goto('/console/approvals');
  const mine = page.getByLabel(/^Request \d+: Manual credit ₦600,000\.00 to Emeka Nwosu/);
  await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const second = await signedIn(browser, approver.email, approver.password);
  await second.page.goto('/console');
  await second.page.getByRole('link', { name: 'Approvals' }).first().click();
  const pending = second.page.getByLabel(/^Request \d+: Manual credit ₦600,000\.00 to Emeka Nwosu/);
  await expect(pending).toContainText('Agent float paid by bank transfer');
  await expect(pending).toContainText(requester.email);
  await bothWidths(second.page, 'console-guardrails-approvals-pending');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(second.page.locator('.ant-modal-confirm-title')).toHaveText(
    'Approve: manual credit ₦600,000.00 to Emeka Nwosu?',
  );
  await answerDialog(second.page, 'Yes');
  await expect(
    second.page.getByText('Approved: ₦600,000.00 credited to the wallet.').first(),
  ).toBeVisible();
  await expect(second.page.getByLabel(/^Decided request \d+/).first()).toContainText('Approved');
  await expect(pending).toHaveCount(0);
  await bothWidths(second.page, 'console-guardrails-approvals-decided');
  await second.context.close();

  // The customer has the credit once: the balance and one row in their history.
  const own = await signedIn(browser, customer.email, customer.password);
  await expect(walletCard(own.page).getByText('₦600,000.00')).toBeVisible({ timeout: 30_000 });
  await own.page.goto('/dashboard/transactions');
  const credits = own.page.getByRole('row', { name: /Manual credit by NairaTop/ });
  await expect(credits).toHaveCount(1);
  await expect(credits).toContainText('₦600,000.00');
  await own.context.close();
});
