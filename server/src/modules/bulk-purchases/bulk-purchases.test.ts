import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { BulkPurchase, BulkPurchaseSummary } from '@contract/api/bulk-purchases';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { BULK_MESSAGES } from '@contract/rules/bulk-purchase';
import type { Network } from '@contract/rules/network';
import { transactions, users } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { CSV_HEADERS, csvRecords } from '../../../test/csv';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { quoteDepsOf } from '../purchases/quote';
import { acceptBatch } from './service';
import { bulkPurchaseRows } from './tables';
import { createBulkWorker, placeRow } from './worker';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.app.db;
type User = Awaited<ReturnType<typeof signedInUser>>;

async function customer(naira = 10_000): Promise<User> {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

const send = (user: User, rows: object[], key: string = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bulk-purchases/',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: { rows },
  });

const read = (user: User, id: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/bulk-purchases/${id}/`,
    headers: { ...bearer(user.token), ...headers },
  });

async function accepted(user: User, rows: object[], key?: string) {
  const response = await send(user, rows, key);
  expect([response.statusCode, response.body.slice(0, 300)]).toEqual([202, expect.any(String)]);
  return json<{ data: BulkPurchase }>(response).data;
}

/** The batch once every row has been bought (the app's worker runs in the background). */
async function finished(user: User, id: number) {
  await ctx.app.bulkWorker.idle();
  const response = await read(user, id);
  expect(response.statusCode).toBe(200);
  return json<{ data: BulkPurchase }>(response).data;
}

async function walletKobo(userId: number) {
  const [row] = await db()
    .select({ kobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, userId));
  return row?.kobo ?? 0;
}

async function purchasesOf(userId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return row?.n ?? 0;
}

// MTN airtime at the first level: 1% off, so ₦100 charges ₦99.
const airtime = (phone: string, amount = 100, network?: Network) => ({
  phone,
  amount,
  ...(network ? { network } : {}),
});

describe('a batch', () => {
  it('buys each row as its own purchase: a failed row is refunded alone, the CSV tells each result', async () => {
    const user = await customer(1_000);
    const batch = await accepted(user, [
      airtime(SANDBOX.success, 100, 'mtn'),
      airtime('08031234567', 200), // MTN by prefix; the sandbox fails every other number
      { phone: '08051234567', plan: 'glo-gifting-1gb-3days' }, // GLO by prefix
    ]);
    expect(batch).toMatchObject({ row_count: 3, total: 99 + 198 + 350, done: false });
    expect(batch.rows.map((row) => [row.service, row.status])).toEqual([
      ['airtime', 'queued'],
      ['airtime', 'queued'],
      ['data', 'queued'],
    ]);

    const done = await finished(user, batch.id);
    expect(done).toMatchObject({ done: true, counts: { confirmed: 1, failed: 2, queued: 0 } });
    expect(done.rows.map(({ row, status, network }) => [row, status, network])).toEqual([
      [1, 'confirmed', 'mtn'],
      [2, 'failed', 'mtn'],
      [3, 'failed', 'glo'],
    ]);
    expect(done.rows.every((row) => typeof row.tx_ref === 'string')).toBe(true);
    // Only the delivered row is paid for: ₦1,000 - ₦99.
    expect(await walletKobo(user.id)).toBe(90_100);

    const file = await read(user, batch.id, CSV_HEADERS);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(csvRecords(file.body).map((line) => [line.Row, line.Status, line.Reference])).toEqual([
      ['1', 'confirmed', done.rows[0]?.tx_ref],
      ['2', 'failed', done.rows[1]?.tx_ref],
      ['3', 'failed', done.rows[2]?.tx_ref],
    ]);
  });

  it('follows the sheet: each row keeps its line, the left-out lines are listed with why, in the JSON and the CSV', async () => {
    const user = await customer(1_000);
    const key = randomUUID();
    const leftOut = [{ line: 2, phone: '0803123', reason: PURCHASE_MESSAGES.phoneInvalid }];
    const payload = {
      rows: [
        { ...airtime(SANDBOX.success, 100, 'mtn'), line: 1 },
        { ...airtime('08031234567', 200), line: 3 }, // the sandbox fails it
      ],
      left_out: leftOut,
    };
    const post = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/bulk-purchases/',
        headers: { ...bearer(user.token), 'idempotency-key': key },
        payload: body,
      });
    const first = await post(payload);
    expect(first.statusCode).toBe(202);
    const { id } = json<{ data: BulkPurchase }>(first).data;
    // the same key with other left-out lines is another batch, refused
    const changed = await post({ ...payload, left_out: [{ ...leftOut[0], line: 4 }] });
    expect(changed.statusCode).toBe(422);

    const done = await finished(user, id);
    expect(done).toMatchObject({ row_count: 2, lines_left_out: 1, left_out: leftOut });
    expect(done.rows.map(({ row, status }) => [row, status])).toEqual([
      [1, 'confirmed'],
      [3, 'failed'],
    ]);
    const listed = json<{ data: BulkPurchaseSummary[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/bulk-purchases/',
        headers: bearer(user.token),
      }),
    ).data;
    expect(listed.find((batch) => batch.id === id)?.lines_left_out).toBe(1);
    const file = await read(user, id, CSV_HEADERS);
    expect(
      csvRecords(file.body).map((line) => [line.Row, line.Phone, line.Status, line.Message]),
    ).toEqual([
      ['1', SANDBOX.success, 'confirmed', expect.any(String)],
      ['2', '0803123', 'left out', PURCHASE_MESSAGES.phoneInvalid],
      ['3', '08031234567', 'failed', expect.any(String)],
    ]);
  });

  it('refuses a sheet line named twice, writing nothing', async () => {
    const user = await customer(1_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-purchases/',
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
      payload: {
        rows: [{ ...airtime(SANDBOX.success, 100, 'mtn'), line: 2 }],
        left_out: [{ line: 2, phone: '0803', reason: 'Not a number' }],
      },
    });
    expect([response.statusCode, json<ErrorBody>(response).message]).toEqual([
      400,
      BULK_MESSAGES.lineRepeated(2),
    ]);
    expect(await purchasesOf(user.id)).toBe(0);
  });

  it('is the same batch when sent again with its key: nothing is bought twice', async () => {
    const user = await customer(1_000);
    const key = randomUUID();
    const rows = [airtime(SANDBOX.success, 100, 'mtn'), airtime(SANDBOX.pending, 100, 'mtn')];
    const first = await accepted(user, rows, key);
    await finished(user, first.id);
    const balance = await walletKobo(user.id);

    const again = await accepted(user, rows, key);
    expect(again.id).toBe(first.id);
    await finished(user, first.id);
    expect(await purchasesOf(user.id)).toBe(2);
    expect(await walletKobo(user.id)).toBe(balance);

    const other = await send(user, [airtime(SANDBOX.success, 500, 'mtn')], key);
    expect(other.statusCode).toBe(422);
    expect(json<ErrorBody>(other).message).toBe(BULK_MESSAGES.keyReused);
  });

  it('buys each row once when retried after a process died part-way', async () => {
    const user = await customer(1_000);
    const rows = [SANDBOX.success, SANDBOX.pending, '08031234567', '08061234567'].map((phone) =>
      airtime(phone, 100, 'mtn'),
    );
    // Accepted by a process that died before its worker ran: nothing is claimed yet.
    const id = await acceptBatch(
      quoteDepsOf(ctx.app.purchases),
      { userId: user.id, levelId: 1 },
      randomUUID(),
      rows,
    );
    const stored = await db()
      .select()
      .from(bulkPurchaseRows)
      .where(eq(bulkPurchaseRows.batchId, id))
      .orderBy(bulkPurchaseRows.rowNo);
    // It bought rows 1 and 3 (delivered; failed and refunded), then died before writing that
    // down; its lease has lapsed. (A failed purchase does not hold the number for 30 s.)
    for (const row of stored.filter(({ rowNo }) => rowNo % 2 === 1))
      await placeRow(ctx.app.purchases, row);
    await db()
      .update(bulkPurchaseRows)
      .set({ state: 'queued', claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(bulkPurchaseRows.batchId, id));
    const before = await walletKobo(user.id);

    // Another process's job takes the batch over.
    const worker = createBulkWorker(ctx.app.purchases, {
      concurrency: 4,
      leaseMs: 60_000,
      onError: (error) => {
        throw error;
      },
    });
    expect(await worker.pass()).toBe(4);
    await worker.idle();

    const done = await finished(user, id);
    expect(done.rows.map((row) => row.status)).toEqual([
      'confirmed',
      'pending',
      'failed',
      'failed',
    ]);
    expect(await purchasesOf(user.id)).toBe(4);
    // Row 2 (pending) is paid for; row 4 failed and was refunded.
    expect(await walletKobo(user.id)).toBe(before - 9_900);
    expect(await worker.pass()).toBe(0);
  });

  it('keeps the price it was accepted at: a rise before its rows run is not charged, a cut is', async () => {
    const user = await customer(1_000);
    const plan = { phone: '08051234567', plan: 'glo-gifting-1gb-3days' }; // ₦350 at the first level
    const accept = () =>
      acceptBatch(quoteDepsOf(ctx.app.purchases), { userId: user.id, levelId: 1 }, randomUUID(), [
        plan,
      ]);
    const setPrice = (kobo: number) =>
      db().execute(sql`
        UPDATE plan_prices SET price_kobo = ${kobo}
        WHERE level_id = 1
          AND plan_id = (SELECT id FROM plans WHERE variation_code = 'glo-gifting-1gb-3days')`);
    const chargedFor = async (batchId: number) => {
      const [row] = await db()
        .select()
        .from(bulkPurchaseRows)
        .where(eq(bulkPurchaseRows.batchId, batchId));
      if (!row) throw new Error('no row');
      await placeRow(ctx.app.purchases, row);
      const [bought] = await db()
        .select({ amountKobo: transactions.amountKobo })
        .from(transactions)
        .where(
          and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, row.purchaseKey)),
        );
      return bought?.amountKobo;
    };
    try {
      const risen = await accept();
      await setPrice(40_000);
      expect(await chargedFor(risen)).toBe(35_000);
      const cut = await accept();
      await setPrice(30_000);
      expect(await chargedFor(cut)).toBe(30_000);
    } finally {
      await setPrice(35_000);
    }
  });

  it("fails the rows beyond the wallet's balance unpaid; the balance never goes below zero", async () => {
    const user = await customer(200);
    const batch = await accepted(user, [
      airtime(SANDBOX.success, 100, 'mtn'),
      airtime(SANDBOX.pending, 100, 'mtn'),
      airtime(SANDBOX.noResponse, 100, 'mtn'),
    ]);
    const done = await finished(user, batch.id);
    const refused = done.rows.filter((row) => row.status === 'failed');
    expect(refused).toEqual([
      expect.objectContaining({ tx_ref: null, message: PURCHASE_MESSAGES.insufficient }),
    ]);
    expect(await purchasesOf(user.id)).toBe(2);
    expect(await walletKobo(user.id)).toBe(200);
  });

  it('is refused whole, each bad row named by its number, when any row is wrong', async () => {
    const user = await customer();
    const response = await send(user, [
      airtime('08031234567'),
      airtime('0803123'),
      airtime('07021234567'),
      airtime('08051234567', 50),
      { phone: '08031234568', plan: 'no-such-plan' },
      airtime('08031234567', 300),
    ]);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe(BULK_MESSAGES.rowsInvalid);
    expect(body.data).toEqual({
      'rows.1.phone': `Row 2: ${PURCHASE_MESSAGES.phoneInvalid}`,
      'rows.2.network': `Row 3: ${BULK_MESSAGES.networkUnknown}`,
      'rows.3.amount': `Row 4: ${PURCHASE_MESSAGES.airtime.minimum}`,
      'rows.4.plan': `Row 5: ${BULK_MESSAGES.planUnknown}`,
      'rows.5.phone': `Row 6: ${BULK_MESSAGES.repeated(1)}`,
    });
    expect(await purchasesOf(user.id)).toBe(0);
  });

  it('needs an Idempotency-Key', async () => {
    const user = await customer();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-purchases/',
      headers: bearer(user.token),
      payload: { rows: [airtime('08031234567')] },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(BULK_MESSAGES.keyRequired);
  });
});

describe('ownership', () => {
  it("answers another user's batch as not found and lists only the caller's", async () => {
    const owner = await customer();
    const batch = await accepted(owner, [airtime('08031234567')]);
    const stranger = await customer();
    const response = await read(stranger, batch.id);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe(BULK_MESSAGES.notFound);
    expect((await read(stranger, batch.id, CSV_HEADERS)).statusCode).toBe(404);
    const summaryOf = (user: User) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/bulk-purchases/${batch.id}/summary/`,
        headers: bearer(user.token),
      });
    const strangers = await summaryOf(stranger);
    expect(strangers.statusCode).toBe(404);
    expect(json<ErrorBody>(strangers).message).toBe(BULK_MESSAGES.notFound);

    const list = (user: User) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/bulk-purchases/',
        headers: bearer(user.token),
      });
    expect(json<{ data: BulkPurchaseSummary[] }>(await list(stranger)).data).toEqual([]);
    await finished(owner, batch.id);
    expect(json<{ data: BulkPurchaseSummary[] }>(await list(owner)).data).toEqual([
      expect.objectContaining({ id: batch.id, row_count: 1, done: true }),
    ]);
    expect(json<{ data: BulkPurchaseSummary }>(await summaryOf(owner)).data).toEqual(
      expect.objectContaining({
        id: batch.id,
        row_count: 1,
        done: true,
        // the sandbox refuses this number: its one row failed (and was refunded)
        counts: { queued: 0, pending: 0, confirmed: 0, failed: 1 },
      }),
    );
  });

  it('takes an API key, as the single purchases do', async () => {
    const user = await customer();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/',
      headers: bearer(user.token),
      payload: { name: 'shop', password: user.password },
    });
    const { key } = json<{ data: { key: string } }>(created).data;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-purchases/',
      headers: { 'x-api-key': key, 'idempotency-key': randomUUID() },
      payload: { rows: [airtime('08031234567')] },
    });
    expect(response.statusCode).toBe(202);
    const { id } = json<{ data: BulkPurchase }>(response).data;
    await ctx.app.bulkWorker.idle();
    const viaKey = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-purchases/${id}/`,
      headers: { 'x-api-key': key },
    });
    expect(viaKey.statusCode).toBe(200);
  });
});
