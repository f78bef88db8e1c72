import { randomUUID } from 'node:crypto';
import type { BulkPurchase } from '@contract/api/bulk-purchases';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { seedBalance } from '../../../test/wallet';

/*
 * A batch's size limit. Its own app: the 1,000 rows accepted here are bought in the background
 * after the test (bench/bulk.ts times that), and closing the app waits only for the rows in hand.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    phone: `0803${String(i).padStart(7, '0')}`,
    amount: 100,
  }));

it('takes 1,000 rows, priced as one purchase each, and refuses 1,001 in the envelope', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.app.db, user.id, 'wallet', 100_000);
  const send = (rows: object[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-purchases/',
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
      payload: { rows },
    });

  const tooMany = await send(lines(1_001));
  expect(tooMany.statusCode).toBe(400);
  expect(json<ErrorBody>(tooMany)).toMatchObject({
    errors: [{ field: 'rows', detail: expect.stringContaining('1000') }],
  });

  const started = performance.now();
  const response = await send(lines(1_000));
  expect(response.statusCode).toBe(202);
  const batch = json<{ data: BulkPurchase }>(response).data;
  console.info(
    `bulk: 1,000 rows checked and priced in ${Math.round(performance.now() - started)} ms`,
  );
  // MTN airtime at the first level: ₦100 charges ₦99.
  expect(batch).toMatchObject({ row_count: 1_000, total: 99_000 });
  expect(batch.rows.at(-1)).toMatchObject({ row: 1_000, phone: '08030000999', charge: 99 });

  // What a screen following the batch asks every few seconds: the counts, not the 1,000 rows.
  const read = (path: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: bearer(user.token) });
  const rows = await read(`bulk-purchases/${batch.id}/`);
  const counts = await read(`bulk-purchases/${batch.id}/summary/`);
  expect(counts.statusCode).toBe(200);
  const summary = json<{ data: BulkPurchase }>(counts).data;
  expect(summary).toMatchObject({ id: batch.id, row_count: 1_000, total: 99_000 });
  expect(summary).not.toHaveProperty('rows');
  const sum = Object.values(summary.counts).reduce((total, n) => total + n, 0);
  expect(sum).toBe(1_000);
  expect(counts.body.length).toBeLessThan(400);
  console.info(
    `bulk: a poll of 1,000 rows is ${rows.body.length} bytes with the rows, ${counts.body.length} with the counts`,
  );
}, 120_000);
