import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, fundedByApi, SANDBOX, signIn } from './support';
import { bothWidths, makeStaff, registered } from './console-support';
import { OwnServer } from './own-server';

/*
 * A purchase gets stuck (needs attention) only after a day of requeries, so this spec runs its own
 * server on its own data folder: a customer buys airtime the simulator keeps pending, the server
 * stops, the purchase is aged a day with 23 unanswered requeries (as the server tests do), and the
 * server starts again; its reconciler's next requery puts the purchase in the queue. An owner then
 * refunds it from the Needs attention screen and the customer's dashboard shows the money back.
 */

const port = Number(process.env.CONSOLE_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-console-e2e-'));
const server = new OwnServer({
  port,
  dataDir,
  env: {
    // the sandbox's pending number stays pending for a day: only staff settle it
    VTPASS_SIMULATOR_PENDING_SECONDS: '86400',
    REQUERY_FIRST_DELAY_MS: '1000',
    JOBS_POLL_MS: '500',
  },
});
const baseURL = server.baseURL;

/** What the server tests do to age a pending purchase: a day old, 23 answers, requery due. */
async function ageIntoAttention(txRef: string) {
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    const updated = await db.query(
      `UPDATE transactions SET created_at = now() - interval '25 hours', requery_attempts = 23,
         next_requery_at = now() - interval '1 second' WHERE tx_ref = $1`,
      [txRef],
    );
    expect(updated.affectedRows).toBe(1);
  } finally {
    await db.close();
  }
}

type Answer = { data: { id: number; service_id: string; transaction?: { tx_ref: string } }[] };

async function buyPendingAirtime(page: Page): Promise<string> {
  const headers = await authHeader(page);
  const networks = (await (
    await page.request.get('/api/v1/get-package/1/', { headers })
  ).json()) as Answer;
  const mtn = networks.data.find((network) => network.service_id === 'mtn');
  const bought = await page.request.post('/api/v1/purchase-airtime/', {
    headers: { ...headers, 'Idempotency-Key': `stuck-${Date.now()}` },
    data: { package_id: mtn?.id, network: 'MTN', phone_number: SANDBOX.pending, amount: 1000 },
  });
  expect(bought.status()).toBe(201);
  const body = (await bought.json()) as { data: { transaction: { tx_ref: string } } };
  return body.data.transaction.tx_ref;
}

async function askAirtimeToCash(page: Page) {
  const headers = await authHeader(page);
  const networks = (await (
    await page.request.get('/api/v1/get-package/5/', { headers })
  ).json()) as Answer;
  const mtn = networks.data.find((network) => network.service_id === 'mtn');
  const asked = await page.request.post('/api/v1/convert-airtime-to-cash/', {
    headers,
    data: { package_id: mtn?.id, phone_number: '08031234567', amount_transferred: 5000 },
  });
  expect(asked.status()).toBe(201);
}

test.afterAll(async () => {
  await server.stop();
});

test('an owner refunds a stuck purchase from the needs-attention queue and the customer sees the money back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const customerContext = await browser.newContext({ baseURL });
  const ownerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const ownerPage = await ownerContext.newPage();

  await server.start(customerContext.request);
  const customer = await registered(customerContext.request, 'stuck');
  const owner = await registered(ownerContext.request, 'owner');
  await makeStaff(ownerContext.request, owner.email, 'owner', dataDir);

  // ₦5,000 in, ₦1,000 of MTN airtime bought for ₦990 and still pending at the provider.
  await signIn(customerPage, customer);
  // a reseller's endpoint that never answers: the refund's webhook shows in the delivery log
  const hooked = await customerPage.request.put('/api/v1/update-user-profile/', {
    headers: await authHeader(customerPage),
    data: { webhook_url: 'https://93.184.215.14/nairatop-hook' },
  });
  expect(hooked.ok()).toBe(true);
  await fundedByApi(customerPage, 5000);
  const txRef = await buyPendingAirtime(customerPage);
  await askAirtimeToCash(customerPage);
  await customerPage.goto('/dashboard');
  await expect(customerPage.getByText('₦4,010.00').first()).toBeVisible();

  // A day of requeries later (the server stopped while the purchase is aged, then started again).
  await server.stop();
  await ageIntoAttention(txRef);
  await server.start(ownerContext.request);

  // The owner finds it in the queue once the reconciler has given up on it, and refunds it.
  await signIn(ownerPage, owner);
  await expect(async () => {
    await ownerPage.goto('/console/attention');
    await expect(ownerPage.getByRole('link', { name: txRef })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const card = ownerPage.getByLabel(`Stuck purchase ${txRef}`);
  await expect(card).toContainText(customer.email);
  await expect(card).toContainText('Still pending after 24 answers');
  await bothWidths(ownerPage, 'console-attention');

  await card.getByRole('button', { name: `Refund ${txRef}` }).click();
  const dialog = ownerPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('VTpass confirms it failed');
  await bothWidths(ownerPage, 'console-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(
    ownerPage.getByText(`Refunded ₦990.00 of ${txRef} to the customer's wallet.`),
  ).toBeVisible();
  await expect(ownerPage.getByText('Nothing needs attention.')).toBeVisible();

  // The transaction's history shows the refund, who made it and why.
  await ownerPage.goto(`/console/transactions/${txRef}`);
  await expect(ownerPage.getByText('Wallet +₦990.00 (purchase refund)')).toBeVisible();
  await expect(ownerPage.getByText(`transaction.refund by ${owner.email}`)).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: `Refund ${txRef}` })).toBeDisabled();
  await bothWidths(ownerPage, 'console-transaction');

  // The other screens, for the record.
  await ownerPage.goto(`/console/transactions?email=${encodeURIComponent(customer.email)}`);
  await expect(ownerPage.getByRole('link', { name: txRef })).toBeVisible();
  await bothWidths(ownerPage, 'console-transactions');
  await ownerPage.goto('/console/airtime-to-cash');
  await expect(ownerPage.getByText(customer.email)).toBeVisible();
  await bothWidths(ownerPage, 'console-airtime-to-cash');
  await ownerPage.goto(`/console/webhooks?email=${encodeURIComponent(customer.email)}`);
  await expect(ownerPage.getByRole('link', { name: txRef })).toBeVisible();
  await bothWidths(ownerPage, 'console-webhooks');

  // The customer's balance has the ₦990 back.
  await customerPage.goto('/dashboard');
  await expect(customerPage.getByText('₦5,000.00').first()).toBeVisible();

  await customerContext.close();
  await ownerContext.close();
});
