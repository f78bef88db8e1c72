import { and, desc, eq } from 'drizzle-orm';
import { EXPORT_MESSAGES } from '@contract/rules';
import { staffAudit } from '../../db/schema';
import { signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { CSV_HEADERS, csvRecords, parseCsv } from '../../../test/csv';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { GUARD_MESSAGES } from './guard';

/*
 * Who may take a console list away as a file, and the record of it: owners export every list,
 * support nothing unless an owner allows the transactions (that list only, without costs); every
 * export is in the audit log with who, which list, the filters and the rows sent.
 */

jest.setTimeout(120_000);

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
let buyer: Awaited<ReturnType<typeof signedInUser>>;
let ref: string;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
  buyer = await signedInUser(ctx.app);
  await seedBalance(ctx.app.db, buyer.id, 'wallet', 10_000);
  const bought = await buy(ctx.app, buyer.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: 1000,
    package_id: await packageId(ctx.app.db, 'mtn-airtime'),
  });
  if (bought.statusCode !== 200) throw new Error(bought.body);
  ref = json<{ data: { transaction: { tx_ref: string } } }>(bought).data.transaction.tx_ref;
});
afterAll(() => ctx.close());

const exportOf = (path: string, who: { headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/console${path}`,
    headers: { ...who.headers, ...CSV_HEADERS },
  });

const changeSettings = (who: { headers: Record<string, string> }, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/console/settings', headers: who.headers, payload });

/** the newest audit entries of an action, newest first */
const auditOf = (action: string) =>
  ctx.app.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, action))
    .orderBy(desc(staffAudit.id));

/** Every console list that answers as a file, with the list its file and audit entry are named by. */
const EXPORTS = [
  { path: '/transactions', list: 'transactions', supportSeesList: true },
  { path: '/customers', list: 'customers', supportSeesList: true },
  { path: '/attention', list: 'needs-attention', supportSeesList: true },
  { path: '/airtime-to-cash', list: 'airtime-to-cash', supportSeesList: true },
  { path: '/conflicts', list: 'conflicts', supportSeesList: true },
  { path: '/webhooks', list: 'webhook-deliveries', supportSeesList: true },
  { path: '/staff', list: 'staff', supportSeesList: false },
  { path: '/audit', list: 'audit-log', supportSeesList: false },
  { path: '/approvals', list: 'approvals-pending', supportSeesList: false },
  { path: '/approvals?state=decided', list: 'approvals-decided', supportSeesList: false },
  { path: '/catalogue', list: 'catalogue', supportSeesList: false },
] as const;

it('knows every console route that answers as a file', () => {
  const csvRoutes = ctx.app.consoleRoutes
    .filter((route) => {
      const { response } = route.schema as { response?: Record<string, { content?: object }> };
      return route.method === 'GET' && 'text/csv' in (response?.[200]?.content ?? {});
    })
    .map((route) => route.url.replace('/api/v1/console', ''))
    .sort();
  const known = [...new Set(EXPORTS.map((entry) => entry.path.split('?')[0]))].sort();
  expect(csvRoutes).toEqual(known);
});

describe('support', () => {
  it.each(EXPORTS)('is refused the $list file with the reason (403)', async (entry) => {
    const response = await exportOf(entry.path, support);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const expected = !entry.supportSeesList
      ? GUARD_MESSAGES.wrongRole(['owner'])
      : entry.list === 'transactions'
        ? EXPORT_MESSAGES.transactionsNotAllowed
        : EXPORT_MESSAGES.ownersOnly;
    expect(json<ErrorBody>(response).message).toBe(expected);
  });

  it('has the refusal in the audit log, and no export', async () => {
    await exportOf('/customers', support);
    const [refused] = await ctx.app.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, 'refused.consoleSearchCustomers'),
          eq(staffAudit.staffUserId, support.id),
        ),
      );
    expect(refused).toMatchObject({ reason: EXPORT_MESSAGES.ownersOnly });
    const exports = await auditOf('list.export');
    expect(exports.filter((entry) => entry.staffUserId === support.id)).toEqual([]);
  });

  it('still reads the lists on screen (JSON)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/customers',
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('an owner', () => {
  it.each(EXPORTS)('exports the $list file, and the export is audited', async (entry) => {
    const before = (await auditOf('list.export')).length;
    const response = await exportOf(entry.path, owner);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body).length - 1;
    const [latest, ...older] = await auditOf('list.export');
    expect(older).toHaveLength(before);
    expect(latest).toMatchObject({
      staffUserId: owner.id,
      staffEmail: owner.email,
      subjectType: 'list',
      subjectId: entry.list,
      after: { filters: expect.any(Object), rows, complete: true },
    });
  });

  it('has the filters and the row count of an export in the audit log, not the paging', async () => {
    const response = await exportOf(
      `/transactions?email=${buyer.email}&status=confirmed&page=3&page_size=5`,
      owner,
    );
    expect(csvRecords(response.body)).toHaveLength(1);
    const [latest] = await auditOf('list.export');
    expect(latest?.after).toEqual({
      filters: { email: buyer.email, status: 'confirmed' },
      rows: 1,
      complete: true,
    });
  });

  it('reads in the transactions file the provider, what it charged us and our margin', async () => {
    const row = await transactionByRef(ctx.app.db, ref);
    const response = await exportOf(`/transactions?tx_ref=${ref}`, owner);
    expect(parseCsv(response.body)[0]?.slice(-3)).toEqual([
      'Provider',
      'Provider cost (NGN)',
      'Margin (NGN)',
    ]);
    expect(csvRecords(response.body)).toEqual([
      expect.objectContaining({
        Reference: ref,
        Provider: row.provider,
        'Provider cost (NGN)': ((row.providerCostKobo ?? NaN) / 100).toFixed(2),
        'Margin (NGN)': ((row.marginKobo ?? NaN) / 100).toFixed(2),
      }),
    ]);
  });
});

describe('the setting that lets support export transactions', () => {
  it('is off at first, and every staff member reads it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/settings',
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      support_may_export_transactions: false,
      updated_at: null,
      updated_by: null,
    });
  });

  it('is an owner’s to change, with a reason', async () => {
    const bySupport = await changeSettings(support, {
      support_may_export_transactions: true,
      reason: 'I need the file',
    });
    expect(bySupport.statusCode).toBe(403);
    const noReason = await changeSettings(owner, { support_may_export_transactions: true });
    expect(noReason.statusCode).toBe(400);
    const blank = await changeSettings(owner, {
      support_may_export_transactions: true,
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect((await auditOf('settings.change')).length).toBe(0);
  });

  it('once on, lets support export the transactions without costs, and nothing else', async () => {
    const on = await changeSettings(owner, {
      support_may_export_transactions: true,
      reason: 'Support answers disputes from the file',
    });
    expect(on.statusCode).toBe(200);
    expect(json(on).data).toMatchObject({
      support_may_export_transactions: true,
      updated_by: owner.email,
    });
    const [change] = await auditOf('settings.change');
    expect(change).toMatchObject({
      staffUserId: owner.id,
      reason: 'Support answers disputes from the file',
      before: { support_may_export_transactions: false },
      after: { support_may_export_transactions: true },
    });

    const response = await exportOf(`/transactions?tx_ref=${ref}`, support);
    expect(response.statusCode).toBe(200);
    const [header = []] = parseCsv(response.body);
    expect(header).toContain('Amount (NGN)');
    expect(header.filter((name) => /provider|cost|margin/i.test(name))).toEqual([]);
    expect(csvRecords(response.body)).toEqual([expect.objectContaining({ Reference: ref })]);
    const [audited] = await auditOf('list.export');
    expect(audited).toMatchObject({
      staffUserId: support.id,
      subjectId: 'transactions',
      after: { filters: { tx_ref: ref }, rows: 1, complete: true },
    });

    for (const entry of EXPORTS.filter((item) => item.list !== 'transactions'))
      expect({
        list: entry.list,
        status: (await exportOf(entry.path, support)).statusCode,
      }).toEqual({ list: entry.list, status: 403 });
  });

  it('once off again, refuses support the transactions', async () => {
    const off = await changeSettings(owner, {
      support_may_export_transactions: false,
      reason: 'Dispute season is over',
    });
    expect(off.statusCode).toBe(200);
    const response = await exportOf('/transactions', support);
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).message).toBe(EXPORT_MESSAGES.transactionsNotAllowed);
  });
});
