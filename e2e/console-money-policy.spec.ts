import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { answerDialog, authHeader, fundedByApi, SANDBOX, signIn } from './support';
import {
  adjustWallet,
  bothWidths,
  consoleCustomerId,
  makeStaff,
  registered,
} from './console-support';
import { OwnServer } from './own-server';

/*
 * One money policy for every staff movement of a customer's money, as staff meet it in the
 * console: a support member cannot pay himself by confirming his own airtime-to-cash request; an
 * owner resolves a conflict (a purchase refunded early that the provider then delivered) with the
 * provider's answer as evidence and sees the money move; a request kept for another owner's
 * approval is withdrawn by the one who asked. Its own server keeps the sandbox's pending number
 * pending for a day, so the purchase is still pending when the owner refunds it.
 */

const port = Number(
  process.env.CONSOLE_POLICY_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 3,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-policy-e2e-'));
const server = new OwnServer({
  port,
  dataDir,
  env: {
    VTPASS_SIMULATOR_PENDING_SECONDS: '86400',
    REQUERY_FIRST_DELAY_MS: '1000',
    JOBS_POLL_MS: '500',
  },
});
const baseURL = server.baseURL;

type Packages = { data: { id: number; service_id: string }[] };

async function mtnPackage(page: Page, category: number) {
  const networks = (await (
    await page.request.get(`/api/v1/get-package/${category}/`, {
      headers: await authHeader(page),
    })
  ).json()) as Packages;
  return networks.data.find((network) => network.service_id === 'mtn')?.id;
}

async function walletOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/get-user/', {
    headers: await authHeader(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { wallet_balance: number } }).data.wallet_balance;
}

async function buyPendingAirtime(page: Page): Promise<string> {
  const bought = await page.request.post('/api/v1/purchase-airtime/', {
    headers: { ...(await authHeader(page)), 'Idempotency-Key': `policy-${Date.now()}` },
    data: {
      package_id: await mtnPackage(page, 1),
      network: 'MTN',
      phone_number: SANDBOX.pending,
      amount: 1000,
    },
  });
  expect(bought.status()).toBe(201);
  const body = (await bought.json()) as { data: { transaction: { tx_ref: string } } };
  return body.data.transaction.tx_ref;
}

test.afterAll(async () => {
  await server.stop();
});

test('staff meet one money policy: no self payout, conflicts resolved with evidence, requests withdrawn', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ownerContext = await browser.newContext({ baseURL });
  const supportContext = await browser.newContext({ baseURL });
  const customerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  const supportPage = await supportContext.newPage();
  const customerPage = await customerContext.newPage();

  await server.start(ownerContext.request);
  const owner = await registered(ownerContext.request, 'policy-owner', { firstName: 'Adaeze' });
  const support = await registered(supportContext.request, 'policy-support', {
    firstName: 'Tunde',
  });
  const customer = await registered(customerContext.request, 'policy-customer', {
    firstName: 'Ngozi',
  });
  await makeStaff(ownerContext.request, owner.email, 'owner', dataDir);
  await makeStaff(ownerContext.request, support.email, 'support', dataDir);

  // (a) The support member files an airtime-to-cash request from his own customer account...
  await signIn(supportPage, support);
  const asked = await supportPage.request.post('/api/v1/convert-airtime-to-cash/', {
    headers: await authHeader(supportPage),
    data: {
      package_id: await mtnPackage(supportPage, 5),
      phone_number: '08031234567',
      amount_transferred: 5000,
    },
  });
  expect(asked.status()).toBe(201);
  const before = await walletOf(supportPage);

  // ...and tries to confirm it himself in the console: refused, in words, and nothing credited.
  await supportPage.goto('/console/airtime-to-cash');
  const own = supportPage.getByLabel(/^Airtime to cash /).filter({ hasText: support.email });
  await own.getByRole('button', { name: 'Confirm' }).click();
  const dialog = supportPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The airtime has arrived');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You cannot confirm your own airtime-to-cash request: another staff member must.',
  );
  await bothWidths(supportPage, 'console-policy-self-payout-refused');
  expect(await walletOf(supportPage)).toBe(before);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(own).toBeVisible();

  // Support sees conflicts but no way to resolve them, nor the loss (checked below, once one exists).

  // (b) A customer's purchase stays pending at the provider; the owner refunds it early on
  // VTpass support's word, from the transaction's page.
  await signIn(customerPage, customer);
  await fundedByApi(customerPage, 5000);
  const txRef = await buyPendingAirtime(customerPage);
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/console/transactions/${txRef}`);
  await ownerPage.getByRole('button', { name: `Refund ${txRef}`, exact: true }).click();
  const refund = ownerPage.getByRole('dialog');
  await refund
    .getByRole('textbox', { name: 'Reason' })
    .fill('VTpass support confirmed failure, ticket 1234');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(
    ownerPage.getByText(`Refunded ₦990.00 of ${txRef} to the customer's wallet.`),
  ).toBeVisible();
  expect(await walletOf(customerPage)).toBe(5000);

  // The provider then says it delivered (the simulator's control, as VTpass's later answer), and
  // the decision check lists the purchase under Conflicts, with the loss for the owner.
  const detail = (await (
    await ownerPage.request.get(`/api/v1/console/transactions/${txRef}`, {
      headers: await authHeader(ownerPage),
    })
  ).json()) as { data: { transaction: { request_id: string } } };
  const delivered = await ownerPage.request.post('/simulator/vtpass/control/resolve', {
    data: { request_id: detail.data.transaction.request_id, status: 'delivered' },
  });
  expect(delivered.ok()).toBe(true);
  const conflict = ownerPage.getByLabel(`Conflict on ${txRef}`);
  await expect(async () => {
    await ownerPage.goto('/console/conflicts');
    await expect(conflict).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(conflict).toContainText(/Loss if the provider is right: ₦\d/);
  await expect(conflict).toContainText('Delivered');
  await bothWidths(ownerPage, 'console-policy-conflict-open');

  await supportPage.goto('/console/conflicts');
  const seenBySupport = supportPage.getByLabel(`Conflict on ${txRef}`);
  await expect(seenBySupport).toBeVisible();
  await expect(seenBySupport.getByRole('button')).toHaveCount(0);
  await expect(seenBySupport).not.toContainText('Loss if the provider is right');

  // The owner keeps the charge on the provider's answer: the confirmation names the money.
  await conflict
    .getByRole('button', { name: `Provider delivered: keep the charge (${txRef})` })
    .click();
  const form = ownerPage.getByRole('form', {
    name: `Provider delivered: keep the charge: ${txRef}`,
  });
  await form
    .getByLabel("Evidence (the provider's answer)")
    .fill('VTpass requery: code 000, TRANSACTION SUCCESSFUL');
  await form.getByLabel('Reason').fill('The provider delivered the airtime after all');
  await bothWidths(ownerPage, 'console-policy-conflict-form');
  await form.getByRole('button', { name: 'Provider delivered: keep the charge' }).click();
  await expect(ownerPage.locator('.ant-modal-confirm-content')).toHaveText(
    `₦990.00 is charged to ${customer.email} again and the purchase is confirmed delivered.`,
  );
  await answerDialog(ownerPage, 'Yes');
  await expect(
    ownerPage.getByText(`${txRef} is delivered: ₦990.00 charged to the customer again.`),
  ).toBeVisible();
  await expect(conflict).toContainText('Provider delivered: the charge is kept');
  await expect(conflict).toContainText('VTpass requery: code 000, TRANSACTION SUCCESSFUL');
  await expect(conflict).toContainText(owner.email);
  await expect(conflict.getByRole('button')).toHaveCount(0);
  await bothWidths(ownerPage, 'console-policy-conflict-resolved');
  expect(await walletOf(customerPage)).toBe(4010);

  // (c) An owner's large credit waits for another owner; the owner who asked withdraws it.
  const customerId = await consoleCustomerId(ownerPage, customer.email);
  const large = await adjustWallet(
    ownerPage,
    customerId,
    'credit',
    600_000,
    'Agent float by transfer',
  );
  expect(large.status()).toBe(202);
  await ownerPage.goto('/console/approvals');
  const mine = ownerPage.getByLabel(/^Request \d+: Manual credit ₦600,000\.00 to Ngozi/);
  await expect(mine).toContainText('another owner must decide it');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await bothWidths(ownerPage, 'console-policy-approval-mine');
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  await expect(ownerPage.locator('.ant-modal-confirm-title')).toHaveText(
    /^Withdraw: manual credit ₦600,000\.00 to Ngozi/,
  );
  await answerDialog(ownerPage, 'Yes');
  await expect(ownerPage.getByText('Withdrawn: no money moved.').first()).toBeVisible();
  await expect(mine).toHaveCount(0);
  const withdrawn = ownerPage.getByLabel(/^Decided request \d+/).first();
  await expect(withdrawn).toContainText('Withdrawn');
  await expect(withdrawn).toContainText('Manual credit ₦600,000.00');
  await bothWidths(ownerPage, 'console-policy-approval-withdrawn');
  expect(await walletOf(customerPage)).toBe(4010);

  // An owner caps the customer's airtime-to-cash payouts, with a reason, from their page.
  await ownerPage.goto(`/console/customers/${customerId}`);
  const cap = ownerPage.getByLabel('Airtime-to-cash cap');
  await expect(cap).toContainText('No cap');
  await cap.getByRole('button', { name: 'Set cap' }).click();
  const capForm = ownerPage.getByRole('form', { name: /airtime-to-cash payouts$/ });
  await capForm.getByLabel('Most paid in any 24 hours').fill('20000');
  await capForm.getByLabel('Reason').fill('Many requests from new SIMs');
  await capForm.getByRole('button', { name: 'Save cap' }).click();
  await expect(cap).toContainText('At most ₦20,000.00 paid out in any 24 hours');
  await bothWidths(ownerPage, 'console-policy-customer-cap');

  await ownerContext.close();
  await supportContext.close();
  await customerContext.close();
});
