import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, newUser, snap, type NewUser } from './support';

/** Registers an account through the API (the screens are covered by auth.spec). */
export async function registered(
  request: APIRequestContext,
  prefix: string,
  details: Partial<NewUser> = {},
): Promise<NewUser> {
  const user = { ...newUser(prefix), ...details };
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
  expect(response.status()).toBe(201);
  return user;
}

/**
 * Gives a registered user a console role, as `npm run ops -- staff create` does, with the operator
 * token the server keeps in its data folder (the e2e server's unless another is named). The first
 * owner needs no one named; anyone after is added as an owner acting (`--as`) names.
 */
export async function makeStaff(
  request: APIRequestContext,
  email: string,
  role: 'owner' | 'support',
  dataDir = process.env.E2E_DATA_DIR ?? '',
  as?: string,
) {
  const token = readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim();
  const response = await request.post('/api/v1/console/staff', {
    headers: {
      'x-ops-token': token,
      'x-ops-operator': 'e2e',
      ...(as ? { 'x-ops-as': encodeURIComponent(as) } : {}),
    },
    data: { email, role, reason: 'e2e set-up' },
  });
  expect(response.ok()).toBe(true);
}

/** Screenshots of the page at 1280 and 390 px wide, back at 1280 after. */
export async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The console's id of an account, found by e-mail as the signed-in staff member. */
export async function consoleCustomerId(page: Page, email: string): Promise<number> {
  const response = await page.request.get(
    `/api/v1/console/customers?q=${encodeURIComponent(email)}`,
    { headers: await authHeader(page) },
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(1);
  return data[0]?.id ?? 0;
}

/** Adjustments made so far: each gets its own Idempotency-Key. */
let adjustments = 0;

/**
 * A manual credit or debit by the signed-in staff member, through the API; its answer (a large
 * credit is held for a second owner's approval instead of made).
 */
export async function adjustWallet(
  page: Page,
  customerId: number,
  direction: 'credit' | 'debit',
  amount: number,
  reason: string,
) {
  return page.request.post(`/api/v1/console/customers/${customerId}/adjust`, {
    headers: {
      ...(await authHeader(page)),
      'Idempotency-Key': `adjust-${customerId}-${Date.now()}-${++adjustments}`,
    },
    data: { direction, amount, reason },
  });
}
