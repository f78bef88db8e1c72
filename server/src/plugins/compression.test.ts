import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CATEGORY_IDS } from '@contract/constants';
import { transactions } from '../db/schema';
import { bearer, signedInUser } from '../../test/accounts';
import { startTestApp, type TestContext } from '../../test/harness';
import { packageId } from '../../test/purchases';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  const user = await signedInUser(ctx.app);
  token = user.token;
  const mtn = await packageId(ctx.database.db, 'mtn-airtime');
  // 100 MTN airtime purchases the provider refused, as the purchase path writes them
  await ctx.database.db.insert(transactions).values(
    Array.from({ length: 100 }, (_, i) => ({
      userId: user.id,
      txRef: `NT-${randomUUID()}`,
      categoryId: CATEGORY_IDS.airtime,
      packageId: mtn,
      kind: 'purchase',
      phoneNo: `0803${randomInt(1_000_000, 9_999_999)}`,
      description: 'MTN Airtime VTU',
      response: 'The provider refused this purchase. You were not charged.',
      amountKobo: (100 + i) * 99,
      initialBalanceKobo: 5_000_000,
      newBalanceKobo: 5_000_000,
      status: 'failed' as const,
      serviceId: 'mtn',
      createdAt: new Date(Date.UTC(2026, 10, 28, 9, 0, i)),
    })),
  );
});
afterAll(() => ctx.close());

const historyPage = (acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/?page_size=100',
    headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

it('compresses a 100-row history page in brotli or gzip, as the client accepts', async () => {
  const identity = await historyPage();
  expect(identity.statusCode).toBe(200);
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect((JSON.parse(identity.body) as { data: unknown[] }).data).toHaveLength(100);

  const br = await historyPage('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);

  const gzip = await historyPage('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);

  const sizes = [identity.rawPayload.length, gzip.rawPayload.length, br.rawPayload.length];
  console.log(`100-row history page: identity ${sizes[0]} B, gzip ${sizes[1]} B, br ${sizes[2]} B`);
  expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 5);
});

it('leaves answers under 1 KB as they are', async () => {
  const live = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/health/live',
    headers: { 'accept-encoding': 'br' },
  });
  expect(live.headers['content-encoding']).toBeUndefined();
  expect(live.body).toBe('{"data":{"status":"ok"}}');
});

it('never compresses the live event stream', async () => {
  const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events/`, {
    headers: { ...bearer(token), 'accept-encoding': 'br, gzip' },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(response.headers.get('content-encoding')).toBeNull();
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  expect(new TextDecoder().decode(value)).toContain('event: ready');
  controller.abort();
});

it('serves a file compressed at build time as built, never compressed again', async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'nairatop-compress-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
  const script = `console.log(${JSON.stringify('a'.repeat(4_000))});`;
  const built = brotliCompressSync(script);
  writeFileSync(path.join(webRoot, 'main.0123456789.js'), script);
  writeFileSync(path.join(webRoot, 'main.0123456789.js.br'), built);
  const site = await startTestApp({ webRoot });
  try {
    const response = await site.app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(built)).toBe(true);
  } finally {
    await site.close();
  }
});
