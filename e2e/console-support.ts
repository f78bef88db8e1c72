import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, newUser, registerByApi, snap, type NewUser } from './support';

/** Registers an account through the API (the screens are covered by auth.spec). */
export async function registered(
  request: APIRequestContext,
  prefix: string,
  details: Partial<NewUser> = {},
): Promise<NewUser> {
  const user = { ...newUser(prefix), ...details };
  await registerByApi(request, user);
  return user;
}

const opsToken = (dataDir: string) => readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim();

/**
 * The server's first owner, made once per data folder the way a new business does it
 * (`npm run ops -- staff create --role owner`, refused once an owner exists) and kept in that
 * folder, so every spec after the first adds staff as that owner, through the console.
 */
async function firstOwner(request: APIRequestContext, dataDir: string) {
  const file = path.join(dataDir, 'e2e-first-owner.json');
  if (!existsSync(file)) {
    const owner = await registered(request, 'first-owner');
    const response = await request.post('/api/v1/console/staff', {
      headers: { 'x-ops-token': opsToken(dataDir) },
      data: { email: owner.email, role: 'owner', reason: 'setting up the console' },
    });
    expect(response.status()).toBe(201);
    writeFileSync(file, JSON.stringify({ email: owner.email, password: owner.password }));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string };
}

/**
 * Gives a registered user a console role as an owner does on the Staff screen (the server's first
 * owner, made once with the ops command's set-up).
 */
export async function makeStaff(
  request: APIRequestContext,
  email: string,
  role: 'owner' | 'support',
  dataDir = process.env.E2E_DATA_DIR ?? '',
) {
  const owner = await firstOwner(request, dataDir);
  const login = await request.post('/api/v1/auth/login/', {
    data: { email: owner.email, password: owner.password },
  });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { access: string } };
  const response = await request.post('/api/v1/console/staff', {
    headers: { authorization: `Bearer ${data.access}` },
    data: { email, role, reason: 'hired for the e2e run' },
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
