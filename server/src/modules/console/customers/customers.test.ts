import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type {
  CustomerActionResponse,
  CustomerProfile,
  CustomerSearchPage,
  LedgerPage,
  ManualAdjustmentResponse,
} from '@contract/api/console';
import type { TransactionsPage } from '@contract/api';
import { staffAudit } from '../../../db/schema';
import { bearer, login, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { SANDBOX, buy, packageId } from '../../../../test/purchases';
import { seedBalance, snapshot } from '../../../../test/wallet';
import { SUSPENDED_MESSAGE } from '../../auth/plugin';
import { DEFAULT_CONSOLE_CONFIG } from '../../../console-config';
import { CUSTOMER_MESSAGES } from './actions';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const SUPPORT_LIMIT_NAIRA = 10_000;

beforeAll(async () => {
  ctx = await startTestApp({
    console: { ...DEFAULT_CONSOLE_CONFIG, supportCreditLimitKobo: SUPPORT_LIMIT_NAIRA * 100 },
  });
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const consoleCall = (
  staff: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/console/${path}`,
    headers: { ...bearer(staff.token), ...headers },
    ...(payload ? { payload } : {}),
  });

const credit = (
  staff: { token: string },
  customerId: number,
  amount: number,
  key = randomUUID(),
  direction: 'credit' | 'debit' = 'credit',
) =>
  consoleCall(
    staff,
    'POST',
    `customers/${customerId}/adjust`,
    { direction, amount, reason: 'Refund for a failed bank transfer' },
    { 'idempotency-key': key },
  );

const auditRows = (customerId: number) =>
  ctx.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.subjectId, String(customerId)));

describe('search', () => {
  it('finds a customer by phone in any usual form, e-mail, name and transaction reference', async () => {
    const customer = await signedInUser(ctx.app, {
      phone_no: '08129876543',
      first_name: 'Chidinma',
    });
    const { data } = json<ManualAdjustmentResponse>(await credit(owner, customer.id, 100));
    for (const q of [
      '08129876543',
      '+234 812 987 6543',
      customer.email.toUpperCase(),
      'chidinma obi',
      data.tx_ref,
    ]) {
      const response = await consoleCall(support, 'GET', `customers?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      const page = json<CustomerSearchPage>(response);
      expect({ q, ids: page.data.map((row) => row.id) }).toEqual({ q, ids: [customer.id] });
    }
  });

  it('pages newest first', async () => {
    const first = await signedInUser(ctx.app, { last_name: 'Pagetest' });
    const second = await signedInUser(ctx.app, { last_name: 'Pagetest' });
    const response = await consoleCall(owner, 'GET', 'customers?q=pagetest&page_size=1&page=2');
    const page = json<CustomerSearchPage>(response);
    expect(page.meta).toEqual({ count: 2, page: 2, page_size: 1 });
    expect(page.data.map((row) => row.id)).toEqual([first.id]);
    expect(second.id).toBeGreaterThan(first.id);
  });
});

describe('manual credit and debit', () => {
  it('credits once under a burst of clicks with one Idempotency-Key, and the customer sees it', async () => {
    const customer = await signedInUser(ctx.app);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => credit(support, customer.id, 500, key)),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const refs = new Set(
      answers.map((response) => json<ManualAdjustmentResponse>(response).data.tx_ref),
    );
    expect(refs.size).toBe(1);
    const after = await snapshot(ctx.database.db, customer.id);
    expect(after).toMatchObject({ wallet: 50_000, entries: 1, transactions: 1 });

    const history = json<TransactionsPage>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/get-transactions/',
        headers: bearer(customer.token),
      }),
    );
    expect(history.data).toEqual([
      expect.objectContaining({
        kind: 'manual_credit',
        amount: 500,
        status: 'confirmed',
        new_balance: 500,
      }),
    ]);
    const audit = await auditRows(customer.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'customer.credit',
        staffEmail: support.email,
        reason: 'Refund for a failed bank transfer',
        before: { wallet_balance: 0 },
        after: { wallet_balance: 500, tx_ref: [...refs][0] },
      }),
    ]);
  });

  it('refuses the same key for a different amount', async () => {
    const customer = await signedInUser(ctx.app);
    const key = randomUUID();
    expect((await credit(owner, customer.id, 200, key)).statusCode).toBe(200);
    const reused = await credit(owner, customer.id, 300, key);
    expect(reused.statusCode).toBe(422);
    expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({ wallet: 20_000 });
  });

  it('needs an Idempotency-Key and a reason', async () => {
    const customer = await signedInUser(ctx.app);
    const noKey = await consoleCall(owner, 'POST', `customers/${customer.id}/adjust`, {
      direction: 'credit',
      amount: 100,
      reason: 'Goodwill',
    });
    expect(noKey.statusCode).toBe(400);
    expect(json<ErrorBody>(noKey).message).toBe(CUSTOMER_MESSAGES.keyRequired);
    const noReason = await consoleCall(
      owner,
      'POST',
      `customers/${customer.id}/adjust`,
      { direction: 'credit', amount: 100 },
      { 'idempotency-key': randomUUID() },
    );
    expect(noReason.statusCode).toBe(400);
    expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({ wallet: 0, entries: 0 });
  });

  it('refuses support above the limit with the limit in the message; an owner may', async () => {
    const customer = await signedInUser(ctx.app);
    const over = await credit(support, customer.id, SUPPORT_LIMIT_NAIRA + 1);
    expect(over.statusCode).toBe(403);
    expect(json<ErrorBody>(over).message).toContain('₦10,000');
    expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({
      wallet: 0,
      transactions: 0,
    });
    expect((await credit(support, customer.id, SUPPORT_LIMIT_NAIRA)).statusCode).toBe(200);
    expect((await credit(owner, customer.id, SUPPORT_LIMIT_NAIRA * 5)).statusCode).toBe(200);
    expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({ wallet: 6_000_000 });
  });

  it('debits through the ledger, never below zero, and the ledger shows the running balance', async () => {
    const customer = await signedInUser(ctx.app);
    await credit(owner, customer.id, 1_000);
    const debit = await credit(owner, customer.id, 400, randomUUID(), 'debit');
    expect(debit.statusCode).toBe(200);
    expect(json<ManualAdjustmentResponse>(debit).data.wallet_balance).toBe(600);
    const tooMuch = await credit(owner, customer.id, 601, randomUUID(), 'debit');
    expect(tooMuch.statusCode).toBe(400);
    const ledger = json<LedgerPage>(
      await consoleCall(owner, 'GET', `customers/${customer.id}/ledger`),
    );
    expect(ledger.data.map((row) => [row.kind, row.amount, row.balance_after])).toEqual([
      ['manual_debit', -400, 600],
      ['manual_credit', 1_000, 1_000],
    ]);
    expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({
      wallet: 60_000,
      entries: 2,
      transactions: 2,
    });
  });
});

describe('customer page and actions', () => {
  it("shows the customer's profile, balances and transactions", async () => {
    const customer = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, customer.id, 'bonus', 250);
    await credit(owner, customer.id, 700);
    const profile = json<{ data: CustomerProfile }>(
      await consoleCall(support, 'GET', `customers/${customer.id}`),
    ).data;
    expect(profile).toMatchObject({
      id: customer.id,
      email: customer.email,
      wallet_balance: 700,
      bonus: 250,
      level: 'Normal',
      suspension: null,
      virtual_accounts: [],
    });
    const list = json<TransactionsPage>(
      await consoleCall(support, 'GET', `customers/${customer.id}/transactions`),
    );
    expect(list.data.map((row) => row.kind)).toEqual(['manual_credit']);
    expect((await consoleCall(support, 'GET', 'customers/999999')).statusCode).toBe(404);
  });

  it('changes the level, audited before and after', async () => {
    const customer = await signedInUser(ctx.app);
    const response = await consoleCall(support, 'PUT', `customers/${customer.id}/level`, {
      level_id: 3,
      reason: 'Reseller agreement signed',
    });
    expect(response.statusCode).toBe(200);
    expect(json<CustomerActionResponse>(response).data.level_id).toBe(3);
    const [row] = await auditRows(customer.id);
    expect(row).toMatchObject({
      action: 'customer.change_level',
      reason: 'Reseller agreement signed',
    });
    expect(row?.before).toMatchObject({ level: 'Normal' });
    expect(row?.after).toMatchObject({ level: 'Reseller' });
  });

  it('suspends: no login, no purchase, older tokens refused; unsuspending lets them back', async () => {
    const customer = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, customer.id, 'wallet', 1_000);
    const suspended = await consoleCall(support, 'POST', `customers/${customer.id}/suspend`, {
      reason: 'Chargeback fraud report',
    });
    expect(suspended.statusCode).toBe(200);
    expect(json<CustomerActionResponse>(suspended).data.suspension).toMatchObject({
      reason: 'Chargeback fraud report',
      by: support.email,
    });

    const refusedLogin = await login(ctx.app, customer.email, customer.password);
    expect(refusedLogin.statusCode).toBe(403);
    expect(json<ErrorBody>(refusedLogin).message).toBe(SUSPENDED_MESSAGE);
    const oldToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(customer.token),
    });
    expect(oldToken.statusCode).toBe(401);
    const mtn = await packageId(ctx.database.db, 'mtn-airtime');
    const purchase = await buy(ctx.app, customer.token, 'purchase-airtime', {
      network: 'MTN',
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: mtn,
    });
    expect(purchase.statusCode).toBe(401);
    expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({
      wallet: 100_000,
      transactions: 0,
    });

    const lifted = await consoleCall(owner, 'POST', `customers/${customer.id}/unsuspend`, {
      reason: 'Bank cleared it',
    });
    expect(lifted.statusCode).toBe(200);
    expect((await login(ctx.app, customer.email, customer.password)).statusCode).toBe(200);
    expect((await auditRows(customer.id)).map((row) => row.action).sort()).toEqual([
      'customer.suspend',
      'customer.unsuspend',
    ]);
  });

  it('refuses any request of a suspended customer, whatever the token', async () => {
    const customer = await signedInUser(ctx.app);
    await ctx.database.db.execute(
      sql`UPDATE users SET suspended_at = now() WHERE id = ${customer.id}`,
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).message).toBe(SUSPENDED_MESSAGE);
  });

  it('signs a customer out everywhere', async () => {
    const customer = await signedInUser(ctx.app);
    const response = await consoleCall(support, 'POST', `customers/${customer.id}/sign-out`, {
      reason: 'Lost phone',
    });
    expect(response.statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(customer.token),
    });
    expect(old.statusCode).toBe(401);
    expect((await auditRows(customer.id)).map((row) => row.action)).toEqual(['customer.sign_out']);
  });
});

describe('audit log', () => {
  it('is filtered by staff and action, for owners', async () => {
    const customer = await signedInUser(ctx.app);
    await credit(support, customer.id, 50);
    const response = await consoleCall(
      owner,
      'GET',
      `audit?staff_id=${support.id}&action=customer.credit`,
    );
    expect(response.statusCode).toBe(200);
    const page = json<{ data: { staff_email: string; action: string }[]; meta: { count: number } }>(
      response,
    );
    expect(page.data.length).toBeGreaterThan(0);
    expect(
      page.data.every(
        (row) => row.staff_email === support.email && row.action === 'customer.credit',
      ),
    ).toBe(true);
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const dated = json<{ meta: { count: number } }>(
      await consoleCall(owner, 'GET', `audit?from=${today}&to=${today}`),
    );
    expect(dated.meta.count).toBeGreaterThan(0);
    const past = json<{ meta: { count: number } }>(
      await consoleCall(owner, 'GET', 'audit?to=2020-01-01'),
    );
    expect(past.meta.count).toBe(0);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(staffAudit);
    expect(before?.n).toBeGreaterThan(0);
    await expect(
      ctx.database.db.execute(sql`UPDATE staff_audit SET reason = 'edited'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`DELETE FROM staff_audit`)).rejects.toThrow();
    const [after] = await ctx.database.db.select({ n: count() }).from(staffAudit);
    expect(after?.n).toBe(before?.n);
    const edited = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.reason, 'edited'));
    expect(edited).toEqual([]);
  });
});
