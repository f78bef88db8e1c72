import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, fundedByApi, SANDBOX, signIn } from './support';
import { bothWidths, makeStaff, registered } from './console-support';
import { OwnServer } from './own-server';

/*
 * Settling on evidence: a customer's airtime stays pending at the provider (its own server keeps
 * the sandbox's pending number pending for a day), and an owner refunds it early, with the reason
 * VTpass's support gave, from the transaction's page. The customer sees the money back and the
 * purchase failed. The provider then says it delivered after all: no money moves, and the purchase
 * is listed under Conflicts. Screenshots of the overview, conflicts and reconciliation screens.
 */

const port = Number(
  process.env.CONSOLE_SETTLING_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 2,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-settling-e2e-'));
const server = new OwnServer({
  port,
  dataDir,
  env: {
    VTPASS_SIMULATOR_PENDING_SECONDS: '86400',
    REQUERY_FIRST_DELAY_MS: '1000',
    JOBS_POLL_MS: '500',
    // the sandbox simulator's float starts at ₦10,000,000: warn below ₦20,000,000 to show it
    PROVIDER_LOW_BALANCE: '20000000',
  },
});
const baseURL = server.baseURL;

type Answer = { data: { id: number; service_id: string }[] };

async function buyPendingAirtime(page: Page): Promise<string> {
  const headers = await authHeader(page);
  const networks = (await (
    await page.request.get('/api/v1/get-package/1/', { headers })
  ).json()) as Answer;
  const mtn = networks.data.find((network) => network.service_id === 'mtn');
  const bought = await page.request.post('/api/v1/purchase-airtime/', {
    headers: { ...headers, 'Idempotency-Key': `settle-${Date.now()}` },
    data: { package_id: mtn?.id, network: 'MTN', phone_number: SANDBOX.pending, amount: 1000 },
  });
  expect(bought.status()).toBe(201);
  const body = (await bought.json()) as { data: { transaction: { tx_ref: string } } };
  return body.data.transaction.tx_ref;
}

test.afterAll(async () => {
  await server.stop();
});

test('an owner refunds a pending purchase early with a reason and the customer sees the refund', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const customerContext = await browser.newContext({ baseURL });
  const ownerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const ownerPage = await ownerContext.newPage();

  await server.start(customerContext.request);
  const customer = await registered(customerContext.request, 'early');
  const owner = await registered(ownerContext.request, 'owner');
  await makeStaff(ownerContext.request, owner.email, 'owner', dataDir);

  await signIn(customerPage, customer);
  await fundedByApi(customerPage, 5000);
  const txRef = await buyPendingAirtime(customerPage);
  await customerPage.goto('/dashboard');
  await expect(customerPage.getByText('₦4,010.00').first()).toBeVisible();

  // Minutes old, still being requeried: the owner refunds it on VTpass support's word.
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/console/transactions/${txRef}`);
  const refund = ownerPage.getByRole('button', { name: `Refund ${txRef}`, exact: true });
  await expect(refund).toBeEnabled();
  // a delivered-only action says why it is unavailable, in words
  await expect(
    ownerPage.getByRole('list', { name: 'Why some actions are unavailable' }),
  ).toContainText('Refund after dispute: Only a delivered purchase is refunded after a dispute');
  await refund.click();
  const dialog = ownerPage.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('VTpass support confirmed failure, ticket 1234');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(
    ownerPage.getByText(`Refunded ₦990.00 of ${txRef} to the customer's wallet.`),
  ).toBeVisible();
  await expect(ownerPage.getByText('Wallet +₦990.00 (purchase refund)')).toBeVisible();

  // The customer has the ₦990 back, and the purchase reads failed and refunded.
  await customerPage.goto('/dashboard');
  await expect(customerPage.getByText('₦5,000.00').first()).toBeVisible();
  await customerPage.goto('/dashboard/transactions');
  await expect(customerPage.getByText('Failed').first()).toBeVisible();

  // The provider says it delivered after all: listed as a conflict, no money moves.
  const detail = (await (
    await ownerPage.request.get(`/api/v1/console/transactions/${txRef}`, {
      headers: await authHeader(ownerPage),
    })
  ).json()) as { data: { transaction: { request_id: string } } };
  const resolved = await ownerPage.request.post('/simulator/vtpass/control/resolve', {
    data: { request_id: detail.data.transaction.request_id, status: 'delivered' },
  });
  expect(resolved.ok()).toBe(true);
  await expect(async () => {
    await ownerPage.goto('/console/conflicts');
    await expect(ownerPage.getByLabel(`Conflict on ${txRef}`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const conflict = ownerPage.getByLabel(`Conflict on ${txRef}`);
  await expect(conflict).toContainText('Refunded');
  await expect(conflict).toContainText('Delivered');
  await expect(conflict).toContainText('VTpass support confirmed failure, ticket 1234');
  await expect(conflict).toContainText(owner.email);
  // the menu counts it on every screen, until an owner resolves it
  await expect(
    ownerPage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /^Conflicts\s*1$/ }),
  ).toBeVisible();
  await bothWidths(ownerPage, 'console-conflicts');
  await customerPage.goto('/dashboard');
  await expect(customerPage.getByText('₦5,000.00').first()).toBeVisible();

  // The overview and the reconciliation, for the record; the low float shows on every screen.
  await ownerPage.goto('/console');
  await expect(ownerPage.getByRole('link', { name: /^Conflicts 1 / })).toBeVisible();
  await expect(
    ownerPage.getByRole('alert').filter({ hasText: 'VTpass balance is low' }),
  ).toBeVisible();
  await bothWidths(ownerPage, 'console-overview');
  const todayInLagos = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  await ownerPage.goto(`/console/reconciliation?day=${todayInLagos}`);
  await expect(ownerPage.getByText('₦0.00 (0)').first()).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Run the ledger check' }).click();
  await expect(ownerPage.getByText(/Every balance matches its ledger entries/)).toBeVisible();
  await bothWidths(ownerPage, 'console-reconciliation');

  await customerContext.close();
  await ownerContext.close();
});
