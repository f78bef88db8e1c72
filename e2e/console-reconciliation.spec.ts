import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, fundedByApi, SANDBOX, signIn } from './support';
import { bothWidths, makeStaff, registered } from './console-support';
import { OwnServer } from './own-server';

/*
 * An owner reconciles today: a customer funded the wallet by card (Monnify's records agree) and
 * bought airtime that VTpass keeps pending (its server keeps the sandbox's pending number pending
 * for a day), so VTpass has taken the money for a purchase we have not counted yet. The page lists
 * every bills provider, VTpass and ClubKonnect, and Monnify; the purchase behind VTpass's
 * difference links to its page. Screenshots of the reconciliation and overview screens.
 */

const port = Number(
  process.env.CONSOLE_RECONCILIATION_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 3,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-reconciliation-e2e-'));
const server = new OwnServer({
  port,
  dataDir,
  env: { VTPASS_SIMULATOR_PENDING_SECONDS: '86400' },
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
    headers: { ...headers, 'Idempotency-Key': `recon-${Date.now()}` },
    data: { package_id: mtn?.id, network: 'MTN', phone_number: SANDBOX.pending, amount: 1000 },
  });
  expect(bought.status()).toBe(201);
  const body = (await bought.json()) as { data: { transaction: { tx_ref: string } } };
  return body.data.transaction.tx_ref;
}

test.afterAll(async () => {
  await server.stop();
});

test('the reconciliation page lists every bills provider and Monnify, each difference linking to its transaction', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customerContext = await browser.newContext({ baseURL });
  const ownerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const ownerPage = await ownerContext.newPage();

  await server.start(customerContext.request);
  const customer = await registered(customerContext.request, 'recon');
  const owner = await registered(ownerContext.request, 'owner');
  await makeStaff(ownerContext.request, owner.email, 'owner', dataDir);

  await signIn(customerPage, customer);
  await fundedByApi(customerPage, 5000);
  const txRef = await buyPendingAirtime(customerPage);

  await signIn(ownerPage, owner);
  const todayInLagos = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  await ownerPage.goto(`/console/reconciliation?day=${todayInLagos}`);
  for (const title of ['VTpass', 'ClubKonnect', 'Monnify: funding'])
    await expect(ownerPage.getByText(title, { exact: true })).toBeVisible();
  const taken = ownerPage.getByRole('region', { name: 'VTpass: Counted by VTpass, not by us' });
  await expect(taken).toContainText('Us: Pending, ₦0.00; VTpass: Pending');
  await expect(
    ownerPage.getByText("Every transaction agrees with ClubKonnect's records."),
  ).toBeVisible();
  await expect(
    ownerPage.getByText("Every transaction agrees with Monnify's records."),
  ).toBeVisible();
  await expect(
    ownerPage.getByText('₦5,000.00 credited (1); Monnify received ₦5,000.00'),
  ).toBeVisible();
  await bothWidths(ownerPage, 'console-reconciliation-providers');

  await taken.getByRole('link', { name: txRef }).click();
  await expect(ownerPage).toHaveURL(
    new RegExp(`/console/transactions/${encodeURIComponent(txRef)}$`),
  );
  await expect(ownerPage.getByText(txRef).first()).toBeVisible();

  await ownerPage.goto('/console');
  // a card's link is named by its title and figure, then its hint
  await expect(
    ownerPage.getByRole('link', { name: /^Airtime to cash paid ₦0\.00( |$)/ }),
  ).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: /^Not delivered 0 failed( |$)/ })).toBeVisible();
  await bothWidths(ownerPage, 'console-overview-payouts');

  await customerContext.close();
  await ownerContext.close();
});
