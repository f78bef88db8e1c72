import { expect, test, type Page } from '@playwright/test';
import {
  dialogSettled,
  fundedByApi,
  newUser,
  SANDBOX,
  SANDBOX_FAILS,
  signUp,
  snap,
} from './support';

/** Picks an option of an antd Select by its label and the option's text. */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByTitle(option, { exact: true }).click();
}

test('a reseller moves MSORG code over: a key in that format, the old plan list mapped, the same request buys', async ({
  page,
  baseURL,
}) => {
  const user = newUser('msorg');
  await signUp(page, user);
  await fundedByApi(page, 2000);

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  await section.getByLabel('Key name').fill('Old site');
  await pick(page, 'API format', 'MSORG (Husmodata style): your existing code, at /api');
  await section.getByRole('button', { name: 'Create key' }).click();
  const key = await section.getByLabel('New API key').inputValue();
  await section.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('list', { name: 'Your API keys' });
  await expect(
    keys.getByText('MSORG (Husmodata style), at /api with Authorization: Token'),
  ).toBeVisible();

  // The old host's plan list: one line matches, one does not say its validity.
  await keys.getByRole('button', { name: 'Plan map of Old site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan map: Old site' });
  await dialogSettled(page);
  await dialog
    .getByLabel('Old plan list (CSV)')
    .fill('id,network,name,type\n353,MTN,1GB - 30 days,SME\n9,MTN,1.0GB,SME');
  await dialog.getByRole('button', { name: 'Match to our plans' }).click();
  await expect(dialog.getByText('1 matched, 1 to map by hand.')).toBeVisible();
  await expect(dialog.getByLabel('Your id, line 1')).toHaveValue('353');
  await snap(dialog, 'plan-map-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(dialog, 'plan-map-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save plan map' }).click();
  await expect(page.getByText('Plan map saved.')).toBeVisible();
  await keys.scrollIntoViewIfNeeded();
  await snap(keys, 'reseller-keys-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(keys, 'reseller-keys-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The reseller's server, unchanged but for the base URL and the token.
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api/${path}`, {
      ...init,
      headers: { Authorization: `Token ${key}`, 'Content-Type': 'application/json' },
    });
  const bought = await call('data/', {
    method: 'POST',
    body: JSON.stringify({
      network: 1,
      mobile_number: SANDBOX.success,
      plan: 353,
      Ported_number: true,
      ident: `Data${Date.now()}`,
    }),
  });
  expect(bought.status).toBe(201);
  expect(await bought.json()).toMatchObject({
    Status: 'successful',
    plan: 353,
    plan_name: 'MTN SME 1GB - 30 Days',
    balance_before: '2000.00',
  });
  const balance = (await (await call('user/')).json()) as { user: { Account_Balance: string } };
  expect(Number(balance.user.Account_Balance)).toBeLessThan(2000);

  // The order is the customer's, like any other.
  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('row', { name: /MTN SME 1GB - 30 Days.*Confirmed/ })).toBeVisible();
});

test('a reseller builds an ADEX integration with a test key before funding: every answer says test, nothing moves', async ({
  page,
  baseURL,
}) => {
  const user = newUser('adextest');
  await signUp(page, user);

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  await section.getByLabel('Key name').fill('New site (test)');
  await pick(page, 'API format', 'ADEX (n3tdata style): your existing code, at /api');
  await pick(
    page,
    'Live or test',
    'Test key (ntk_test_): orders answered by the sandbox in every format, no money moves',
  );
  await section.getByRole('button', { name: 'Create key' }).click();
  const key = await section.getByLabel('New API key').inputValue();
  expect(key).toMatch(/^ntk_test_/);
  await section.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('list', { name: 'Your API keys' });
  await expect(
    keys.getByText('Test key: its orders are answered by the sandbox, no money moves'),
  ).toBeVisible();
  await keys.scrollIntoViewIfNeeded();
  await snap(keys, 'reseller-test-key-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(keys, 'reseller-test-key-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The reseller's ADEX code: log in with Basic, then the token on every call.
  const basic = Buffer.from(`${user.email}:${key}`).toString('base64');
  const login = await fetch(`${baseURL}/api/user`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}` },
  });
  const session = (await login.json()) as { AccessToken: string; balance: string; test: boolean };
  expect(session, JSON.stringify(session)).toMatchObject({ test: true, balance: '0.00' });
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        Authorization: `Token ${session.AccessToken}`,
        'Content-Type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const listing = (await call('network')) as {
    data_plans: { id: number; plan_name: string }[];
    cable_plans: { id: number; cablename: number }[];
  };
  const plan = listing.data_plans.find((one) => one.plan_name === 'MTN SME 1GB - 30 Days')!;
  const stamp = Date.now();
  expect(
    await call('data', {
      network: 1,
      phone: '08031234567',
      data_plan: plan.id,
      bypass: false,
      'request-id': `Data_${stamp}`,
    }),
  ).toMatchObject({ test: true, status: 'success', oldbal: '0.00', newbal: '0.00' });
  expect(await call(`cable/cable-validation?iuc=${SANDBOX.smartCard}&cable=1`)).toMatchObject({
    test: true,
    status: 'success',
  });
  const gotv = listing.cable_plans.find((one) => one.cablename === 1)!;
  expect(
    await call('cable', {
      cable: 1,
      iuc: SANDBOX.smartCard,
      cable_plan: gotv.id,
      bypass: false,
      'request-id': `Cable_${stamp}`,
    }),
  ).toMatchObject({ test: true, status: 'success' });
  const bill = await call('bill', {
    disco: 1,
    meter_type: 'prepaid',
    meter_number: SANDBOX.prepaidMeter,
    amount: 1000,
    bypass: false,
    'request-id': `Bill_${stamp}`,
  });
  expect(bill).toMatchObject({ test: true, status: 'success' });
  expect(String(bill.token)).toMatch(/^\d{4}(-\d{4}){4}$/);
  expect(
    await call('data', {
      network: 1,
      phone: SANDBOX_FAILS,
      data_plan: plan.id,
      bypass: true,
      'request-id': `Fail_${stamp}`,
    }),
  ).toMatchObject({ test: true, status: 'fail' });

  // Nothing reached the wallet or the history.
  await page.goto('/dashboard/transactions');
  await expect(page.getByText('No transactions yet.')).toBeVisible();
  expect(await call('user', undefined)).toMatchObject({ test: true });

  // The profile reads back what the integration sent, as the sandbox answered it.
  await page.goto('/dashboard/profile');
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Show my API keys' }).click();
  await keys.getByRole('button', { name: 'Test orders of New site (test)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test orders: New site (test)' });
  await dialogSettled(page);
  const orders = dialog.getByRole('list', { name: 'Test orders of New site (test)' });
  await expect(orders.getByRole('listitem')).toHaveCount(4);
  await expect(orders.getByRole('listitem').first()).toContainText('Failed');
  await expect(orders.getByText(String(bill.token), { exact: false })).toBeVisible();
  await snap(dialog, 'test-orders-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(dialog, 'test-orders-360');
});
