import { eq, sql } from 'drizzle-orm';
import { staffAudit, transactions, users } from '../../db/schema';
import { webhookDeliveries } from '../webhooks/tables';
import { bearer, signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { CSV_HEADERS, csvRecords, parseCsv } from '../../../test/csv';
import { startTestApp, type TestContext } from '../../../test/harness';
import { seedBalance } from '../../../test/wallet';
import { purchaseNeedingAttention } from '../../../test/console-transactions';

/*
 * Every console list answers `Accept: text/csv` on its own route with the whole list as a file:
 * the JSON list's filters, every matching row (past one page and past one database batch), naira
 * from kobo, Lagos time, quoting and formula neutralising, and the route's own role rules.
 */

// a shared 2-core machine can take longer than the default to start the app and insert the rows
jest.setTimeout(120_000);

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;

/** more than one JSON page (100) and than one database batch of the export (500) */
const BULK = 1_201;
const TRICKY = 'Line one, "quoted"\nline two';
const AT = new Date('2026-11-26T13:05:09Z');

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
  customer = await signedInUser(ctx.app);
  const db = ctx.app.db;
  await db
    .update(users)
    .set({ firstName: '=HYPERLINK("http://evil")', lastName: 'Obi, Jr' })
    .where(eq(users.id, customer.id));
  await seedBalance(db, customer.id, 'wallet', 1234.56);
  // many rows sharing one created_at: the export must walk them by id without skipping or repeating
  await db.execute(sql`
    INSERT INTO transactions (user_id, tx_ref, kind, description, amount_kobo, status, created_at)
    SELECT ${customer.id}, 'NTBULK' || lpad(n::text, 5, '0'), 'purchase', 'bulk', 1000 + n,
           'confirmed', timestamptz '2026-11-20 10:00:00.123456+00' + ((n / 100) * interval '1 microsecond')
    FROM generate_series(1, ${BULK}) AS n`);
  await db.insert(transactions).values([
    {
      userId: customer.id,
      txRef: 'NTEXACT1',
      kind: 'purchase',
      description: TRICKY,
      amountKobo: 123_456,
      status: 'failed',
      createdAt: AT,
    },
    {
      userId: customer.id,
      txRef: 'NTFORMULA',
      kind: 'purchase',
      description: '=cmd|/C calc!A0',
      amountKobo: 5,
      status: 'failed',
      createdAt: AT,
    },
  ]);
});
afterAll(() => ctx.close());

const exportOf = (path: string, who: { headers: Record<string, string> } = owner) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/console${path}`,
    headers: { ...who.headers, ...CSV_HEADERS },
  });

describe('console transactions as CSV', () => {
  it('answers an attachment named after the list and the Lagos day, with a header row', async () => {
    const response = await exportOf(`/transactions?email=${customer.email}&tx_ref=NTEXACT1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nairatop-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(response.body)[0]).toEqual([
      'Reference',
      'Created (Lagos)',
      'Customer',
      'Kind',
      'Service',
      'Package',
      'Description',
      'Phone',
      'Amount (NGN)',
      'Status',
      'Needs attention',
      'Provider',
      'Provider cost (NGN)',
      'Margin (NGN)',
    ]);
    expect(csvRecords(response.body)).toEqual([
      expect.objectContaining({
        Reference: 'NTEXACT1',
        'Created (Lagos)': '2026-11-26 14:05:09',
        Customer: customer.email,
        Description: TRICKY,
        'Amount (NGN)': '1234.56',
        Status: 'failed',
        'Needs attention': 'no',
      }),
    ]);
  });

  it('holds every matching row, newest first, not one page, each once', async () => {
    const response = await exportOf(`/transactions?email=${customer.email}&status=confirmed`);
    const refs = csvRecords(response.body).map((row) => row.Reference);
    expect(refs).toHaveLength(BULK);
    expect(new Set(refs).size).toBe(BULK);
    // same created_at within each hundred: ties go by id, newest first
    expect(refs[0]).toBe('NTBULK01201');
    expect(refs.at(-1)).toBe('NTBULK00001');
  });

  it('applies the filters of the JSON list', async () => {
    const cheap = await exportOf(`/transactions?email=${customer.email}&max_amount=0.05`);
    expect(csvRecords(cheap.body).map((row) => row.Reference)).toEqual(['NTFORMULA']);
    const nobody = await exportOf('/transactions?email=nobody@example.com');
    expect(parseCsv(nobody.body)).toHaveLength(1);
    const bad = await exportOf('/transactions?min_amount=5&max_amount=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const response = await exportOf(`/transactions?tx_ref=NTFORMULA`);
    expect(csvRecords(response.body)[0]).toMatchObject({
      Description: "'=cmd|/C calc!A0",
      'Amount (NGN)': '0.05',
    });
  });

  it('still answers JSON without the Accept header', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/transactions?tx_ref=NTEXACT1',
      headers: owner.headers,
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body).data[0].amount).toBe(1234.56);
  });
});

describe('the other console lists as CSV', () => {
  it('customers: the search, names neutralised and quoted, balances in naira', async () => {
    const response = await exportOf(`/customers?q=${customer.email}`);
    expect(csvRecords(response.body)).toEqual([
      expect.objectContaining({
        Name: '\'=HYPERLINK("http://evil") Obi, Jr',
        'E-mail': customer.email,
        'Wallet (NGN)': '1234.56',
        'Bonus (NGN)': '0.00',
        Suspended: 'no',
      }),
    ]);
    expect(response.headers['content-disposition']).toMatch(/nairatop-customers-/);
  });

  it('needs attention and airtime to cash: the queues', async () => {
    const stuck = await purchaseNeedingAttention(ctx.app);
    const attention = csvRecords((await exportOf('/attention')).body);
    expect(attention).toEqual([
      expect.objectContaining({
        Reference: stuck.ref,
        Customer: stuck.user.email,
        'Amount (NGN)': '990.00',
      }),
    ]);
    await ctx.app.db.insert(transactions).values({
      userId: customer.id,
      txRef: 'NTA2C1',
      kind: 'airtime_to_cash',
      phoneNo: '08031234567',
      amountKobo: 85_000,
      upstreamAmountKobo: 100_000,
      status: 'pending',
      createdAt: AT,
    });
    const a2c = await exportOf('/airtime-to-cash');
    expect(a2c.headers['content-disposition']).toMatch(/nairatop-airtime-to-cash-/);
    expect(csvRecords(a2c.body)).toEqual([
      expect.objectContaining({
        Reference: 'NTA2C1',
        'Requested (Lagos)': '2026-11-26 14:05:09',
        'Transferred (NGN)': '1000.00',
        'Payout (NGN)': '850.00',
      }),
    ]);
  });

  it('audit log: owners only, filtered by action, JSON before and after round-trip', async () => {
    await ctx.app.db.insert(staffAudit).values({
      staffUserId: owner.id,
      staffEmail: owner.email,
      action: 'test.export',
      subjectType: 'user',
      subjectId: '1',
      reason: '@SUM(1+1), "why"',
      before: { level: 1 },
      after: { level: 2 },
      createdAt: AT,
    });
    expect((await exportOf('/audit?action=test.export', support)).statusCode).toBe(403);
    const rows = csvRecords((await exportOf('/audit?action=test.export')).body);
    expect(rows).toEqual([
      {
        'When (Lagos)': '2026-11-26 14:05:09',
        Staff: owner.email,
        Action: 'test.export',
        'Subject type': 'user',
        Subject: '1',
        Reason: '\'@SUM(1+1), "why"',
        Before: '{"level":1}',
        After: '{"level":2}',
      },
    ]);
  });

  it('webhook deliveries: filtered by status', async () => {
    const [tx] = await ctx.app.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.txRef, 'NTEXACT1'));
    await ctx.app.db.insert(webhookDeliveries).values([
      {
        userId: customer.id,
        transactionId: tx!.id,
        event: 'transaction.failed',
        status: 'failed',
        url: 'https://example.com/hook?a=1,b=2',
        payload: '{}',
        attempts: 7,
        lastStatusCode: 500,
        lastError: 'Server said "no"',
        createdAt: AT,
      },
      {
        userId: customer.id,
        transactionId: tx!.id,
        event: 'transaction.confirmed',
        status: 'delivered',
        url: 'https://example.com/hook',
        payload: '{}',
      },
    ]);
    const rows = csvRecords(
      (await exportOf(`/webhooks?status=failed&email=${customer.email}`)).body,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        'Created (Lagos)': '2026-11-26 14:05:09',
        Reference: 'NTEXACT1',
        URL: 'https://example.com/hook?a=1,b=2',
        Attempts: '7',
        'Last HTTP status': '500',
        'Last error': 'Server said "no"',
      }),
    ]);
  });

  it('staff and catalogue: owners only', async () => {
    expect((await exportOf('/staff', support)).statusCode).toBe(403);
    expect((await exportOf('/catalogue', support)).statusCode).toBe(403);
    const staff = csvRecords((await exportOf('/staff')).body);
    expect(staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ 'E-mail': owner.email, Role: 'owner' }),
        expect.objectContaining({ 'E-mail': support.email, Role: 'support' }),
      ]),
    );
    const catalogue = csvRecords((await exportOf('/catalogue')).body);
    expect(catalogue).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Package: 'MTN', Pricing: 'discount', 'Tier unit': '%' }),
        expect.objectContaining({ Pricing: 'plans', 'Tier unit': 'NGN' }),
      ]),
    );
    const plan = catalogue.find((row) => row.Pricing === 'plans');
    expect(plan?.Normal).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses a customer, as the JSON list does', async () => {
    const response = await exportOf('/transactions', { headers: bearer(customer.token) });
    expect(response.statusCode).toBe(403);
  });

  it('get-user names a staff member’s role (the dashboard links them to the console)', async () => {
    const read = async (token: string) =>
      JSON.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/v1/get-user/',
            headers: bearer(token),
          })
        ).body,
      ).data;
    expect(await read(owner.token)).toMatchObject({ staff_role: 'owner' });
    expect(await read(customer.token)).not.toHaveProperty('staff_role');
  });
});
