import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { createDbGauges, LEDGER_CHECK_EVERY_MS } from './db-gauges';
import { measuredTransport } from './provider-transport';
import { createMetrics } from './registry';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus text format, one sample a line (comments skipped). */
function samples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    return [{ name: match[1]!, labels: labels as Record<string, string>, value: Number(match[3]) }];
  });
}

const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text)
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce<number | undefined>((sum, sample) => (sum ?? 0) + sample.value, undefined);

async function scrape(ctx: TestContext, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: '/metrics', headers });
}

describe('/metrics in sandbox mode, without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({}, { processMetrics: true });
  });
  afterAll(() => ctx.close());

  it('serves the Prometheus text format with the process metrics, open', async () => {
    const response = await scrape(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(valueOf(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(response.body, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(valueOf(response.body, 'nairatop_db_up')).toBe(1);
  });

  it('the Grafana dashboard (deploy/grafana-dashboard.json) charts only metrics it exports', async () => {
    const dashboard = readFileSync(
      path.resolve(__dirname, '../../../../deploy/grafana-dashboard.json'),
      'utf8',
    );
    const exprs = (JSON.parse(dashboard) as { panels: { targets: { expr: string }[] }[] }).panels
      .flatMap((panel) => panel.targets)
      .map((target) => target.expr);
    const charted = new Set(
      exprs.flatMap((expr) =>
        [...expr.matchAll(/\b(?:nairatop|nodejs|process)_[a-z0-9_]+/g)].map((match) =>
          match[0].replace(/_(bucket|count|sum)$/, ''),
        ),
      ),
    );
    expect(charted.size).toBeGreaterThan(10);
    const exported = (await scrape(ctx)).body;
    expect([...charted].filter((name) => !exported.includes(`# HELP ${name} `))).toEqual([]);
  });

  it('counts purchases, pending work and provider calls; requests by route pattern', async () => {
    const { db } = ctx.database;
    const user = await signedInUser(ctx.app);
    await seedBalance(db, user.id, 'wallet', 5_000);
    const mtn = await packageId(db, 'mtn-airtime');
    const airtime = (phone: string) =>
      buy(
        ctx.app,
        user.token,
        'purchase-airtime',
        { network: 'MTN', phone_number: phone, amount: 100, package_id: mtn },
        randomUUID(),
      );
    expect((await airtime(SANDBOX.success)).statusCode).toBe(200);
    const pending = await airtime(SANDBOX.pending);
    expect(pending.statusCode).toBe(201);
    const pendingId = json<{ data: { transaction: { id: number } } }>(pending).data.transaction.id;
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/get-transaction-by-id/${pendingId}/`,
      headers: bearer(user.token),
    });
    // an operator's case: one pending purchase needs attention, one webhook waits 90 s
    await db.execute(
      sql`UPDATE transactions SET needs_attention_at = now() WHERE id = ${pendingId}`,
    );
    await db.execute(
      sql`INSERT INTO webhook_deliveries (user_id, transaction_id, event, url, payload, next_attempt_at, created_at)
          VALUES (${user.id}, ${pendingId}, 'transaction.confirmed', 'https://example.com/hook', '{}',
                  now(), now() - interval '90 seconds')`,
    );

    const text = (await scrape(ctx)).body;
    const recent = (status: string) =>
      valueOf(text, 'nairatop_purchases_recent', { service: 'airtime', status });
    expect(recent('confirmed')).toBe(1);
    expect(recent('pending')).toBe(1);
    expect(valueOf(text, 'nairatop_pending_transactions', { kind: 'purchase' })).toBe(1);
    expect(valueOf(text, 'nairatop_needs_attention_purchases')).toBe(1);
    expect(valueOf(text, 'nairatop_webhook_backlog')).toBe(1);
    expect(valueOf(text, 'nairatop_webhook_backlog_oldest_seconds')).toBeGreaterThanOrEqual(89);
    expect(valueOf(text, 'nairatop_ledger_mismatched_users')).toBe(0);

    const requests = (route: string, status_class: string) =>
      valueOf(text, 'nairatop_http_request_duration_seconds_count', { route, status_class });
    expect(requests('/api/v1/purchase-airtime/', '2xx')).toBe(2);
    expect(requests('/api/v1/get-transaction-by-id/:id/', '2xx')).toBe(1);
    // the address itself (with the id) is never a label
    expect(text).not.toContain(`get-transaction-by-id/${pendingId}`);
    expect(
      valueOf(text, 'nairatop_provider_request_duration_seconds_count', {
        provider: 'vtpass',
        outcome: '2xx',
      }),
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('/metrics access', () => {
  it('with METRICS_TOKEN: only its bearer reads them; others get 401 in the error envelope', async () => {
    const ctx = await startTestApp({ metricsToken: 'scrape-secret-0123456789' });
    try {
      for (const headers of [
        {},
        bearer('wrong-secret'),
        { authorization: 'scrape-secret-0123456789' },
      ]) {
        const refused = await scrape(ctx, headers);
        expect(refused.statusCode).toBe(401);
        expect(json(refused)).toEqual({
          message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>.',
          errors: [{ detail: 'Metrics need Authorization: Bearer <METRICS_TOKEN>.' }],
          data: {},
        });
      }
      const allowed = await scrape(ctx, bearer('scrape-secret-0123456789'));
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('nairatop_http_request_duration_seconds');
    } finally {
      await ctx.close();
    }
  });

  it('in live mode without METRICS_TOKEN: refused (403), nothing leaks', async () => {
    const ctx = await startTestApp(
      { mode: { mode: 'live', simulated: [] } },
      { processMetrics: true },
    );
    try {
      const refused = await scrape(ctx);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(
        'Metrics are off in live mode until METRICS_TOKEN is set.',
      );
      expect(refused.body).not.toContain('process_cpu');
    } finally {
      await ctx.close();
    }
  });
});

describe('provider calls', () => {
  it('times every call by outcome and counts timeouts, network errors and 5xx', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const answer = (status: number) => async () => ({ status, text: async () => '' });
    const init = (signal = new AbortController().signal) => ({
      method: 'GET',
      headers: {},
      signal,
    });
    await measuredTransport('vtpass', answer(200), metrics)('https://x', init());
    await measuredTransport('vtpass', answer(503), metrics)('https://x', init());
    const aborted = new AbortController();
    aborted.abort();
    const failing = measuredTransport(
      'termii',
      async () => {
        throw new Error('timed out');
      },
      metrics,
    );
    await expect(failing('https://x', init(aborted.signal))).rejects.toThrow('timed out');
    await expect(failing('https://x', init())).rejects.toThrow('timed out');

    const text = await metrics.registry.metrics();
    const calls = (provider: string, outcome: string) =>
      valueOf(text, 'nairatop_provider_request_duration_seconds_count', { provider, outcome });
    expect(calls('vtpass', '2xx')).toBe(1);
    expect(calls('vtpass', '5xx')).toBe(1);
    expect(calls('termii', 'error')).toBe(2);
    const errors = (provider: string, reason: string) =>
      valueOf(text, 'nairatop_provider_errors_total', { provider, reason });
    expect(errors('vtpass', 'http_5xx')).toBe(1);
    expect(errors('termii', 'timeout')).toBe(1);
    expect(errors('termii', 'network')).toBe(1);
  });
});

describe('the ledger check gauge', () => {
  it('reports users whose balance differs from their entries, rechecked every 10 minutes', async () => {
    const ctx = await startTestApp();
    try {
      const { db } = ctx.database;
      const user = await signedInUser(ctx.app);
      await seedBalance(db, user.id, 'wallet', 100);
      let clock = 1_000_000;
      const registry = new Registry();
      const gauges = createDbGauges(db, registry, () => clock);
      const mismatched = async () =>
        valueOf(await registry.metrics(), 'nairatop_ledger_mismatched_users');

      expect(await gauges.refresh()).toBe(true);
      expect(await mismatched()).toBe(0);
      await db.execute(
        sql`UPDATE users SET wallet_balance_kobo = wallet_balance_kobo + 1 WHERE id = ${user.id}`,
      );
      clock += LEDGER_CHECK_EVERY_MS - 1;
      await gauges.refresh();
      expect(await mismatched()).toBe(0);
      clock += 1;
      await gauges.refresh();
      expect(await mismatched()).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
