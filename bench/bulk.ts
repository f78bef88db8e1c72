/*
 * Bulk top-up throughput on PGlite in memory: one customer sends a batch of BULK_ROWS (default
 * 1,000) airtime rows through POST /api/v1/bulk-purchases/; prints how long the batch took to be
 * accepted (every row checked and priced) and to be bought (the sandbox fails these numbers, so
 * each row is created, paid, failed and refunded), in rows per second. Prints, asserts nothing.
 *
 *   node --import tsx bench/bulk.ts
 */
import { randomUUID } from 'node:crypto';
import { bearer, signedInUser } from '../server/test/accounts';
import { json, startTestApp } from '../server/test/harness';
import { seedBalance } from '../server/test/wallet';

const rows = Number(process.env.BULK_ROWS ?? 1000);

async function main() {
  const ctx = await startTestApp();
  try {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.app.db, user.id, 'wallet', rows * 100);
    const body = {
      rows: Array.from({ length: rows }, (_, i) => ({
        phone: `0803${String(i).padStart(7, '0')}`,
        amount: 100,
      })),
    };
    const started = performance.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-purchases/',
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
      payload: body,
    });
    const acceptedMs = performance.now() - started;
    if (response.statusCode !== 202) throw new Error(response.body);
    const { id } = json<{ data: { id: number } }>(response).data;
    await ctx.app.bulkWorker.idle();
    const boughtMs = performance.now() - started - acceptedMs;
    const batch = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-purchases/${id}/`,
      headers: bearer(user.token),
    });
    const { counts } = json<{ data: { counts: Record<string, number> } }>(batch).data;
    console.log(
      `${rows} rows: accepted in ${Math.round(acceptedMs)} ms (${Math.round((rows * 1000) / acceptedMs)} rows/s checked and priced); ` +
        `bought in ${Math.round(boughtMs)} ms (${((rows * 1000) / boughtMs).toFixed(1)} rows/s); ${JSON.stringify(counts)}`,
    );
  } finally {
    await ctx.close();
  }
}

void main();
