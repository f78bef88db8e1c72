/*
 * Purchase throughput and latency through the real HTTP route, with the VTpass simulator, beside the
 * throughput of a bare one-transaction insert+update on the same database. Prints both, the ratio
 * and PASS/MISS against the targets (ratio >= 0.5; p99 <= 50 ms, which applies on PostgreSQL).
 *
 *   npm run bench:purchases                                   (PGlite in memory)
 *   DATABASE_URL=postgres://... npm run bench:purchases       (a schema of its own, dropped after)
 *
 * BENCH_SECONDS (default 10) per run, BENCH_WORKERS (default 64) concurrent workers. Three runs:
 * purchases by 64 customers (one wallet per worker), purchases by 64 workers on one wallet (they
 * queue on that user's row lock), and the bare insert+update baseline. Exits 1 only when something
 * is wrong (a purchase not answered 200, a ledger mismatch), never on a missed target.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase, type App } from '../server/src/app';
import { testConfig } from '../server/src/config';
import type { Database } from '../server/src/db/client';
import { ledgerSums } from '../server/src/modules/wallet/ledger';
import { bearer, login, registerUser } from '../server/test/accounts';
import { packageId, SANDBOX } from '../server/test/purchases';
import { seedBalance } from '../server/test/wallet';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const workers = Number(process.env.BENCH_WORKERS ?? 64);
const warmupSeconds = Math.min(2, seconds);
const targets = { ratio: 0.5, p99Ms: 50 };
/** more than this share of purchases not answered 200 is a failure of the bench */
const maxFailureShare = 0.001;

interface RunResult {
  label: string;
  count: number;
  failures: number;
  elapsedMs: number;
  latencies: Float64Array;
  failureSamples: string[];
}

/** Each worker loops `op` until the deadline; returns every completed call's latency. */
async function runLoad(
  label: string,
  durationSeconds: number,
  op: (worker: number, i: number) => Promise<string | undefined>,
): Promise<RunResult> {
  const latencies: number[] = [];
  const failureSamples: string[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const t0 = performance.now();
        let failure: string | undefined;
        try {
          failure = await op(worker, i);
        } catch (error) {
          failure = `threw: ${error instanceof Error ? error.message : String(error)}`;
        }
        latencies.push(performance.now() - t0);
        if (failure) {
          failures += 1;
          if (failureSamples.length < 5) failureSamples.push(failure);
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  return {
    label,
    count: latencies.length,
    failures,
    elapsedMs,
    latencies: Float64Array.from(latencies).sort(),
    failureSamples,
  };
}

const quantile = (sorted: Float64Array, q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) : 0;
const throughput = (run: RunResult) => run.count / (run.elapsedMs / 1000);
const ms = (value: number) => `${value.toFixed(1)} ms`;

function report(run: RunResult) {
  const l = run.latencies;
  console.log(
    `${run.label}\n` +
      `  ${run.count} in ${(run.elapsedMs / 1000).toFixed(2)} s = ${throughput(run).toFixed(0)}/s` +
      `${run.failures ? `, ${run.failures} FAILED` : ''}\n` +
      `  latency p50 ${ms(quantile(l, 0.5))}  p95 ${ms(quantile(l, 0.95))}  ` +
      `p99 ${ms(quantile(l, 0.99))}  max ${ms(l[l.length - 1] ?? 0)}`,
  );
  for (const sample of run.failureSamples) console.log(`    e.g. ${sample}`);
}

async function signIn(app: App): Promise<{ id: number; token: string }> {
  const user = await registerUser(app);
  const response = await login(app, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = (JSON.parse(response.body) as { data: { access: string } }).data.access;
  return { id: user.id, token };
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const base = testConfig();
  const config = testConfig({
    databaseUrl,
    logLevel: 'silent',
    jobs: { ...base.jobs, enabled: false },
    // The sandbox's one success number is bought again and again: the simulator's own 019
    // duplicate rule is switched off (window 0).
    vtpass: { ...base.vtpass, simulator: true, simulatorDuplicateWindowSeconds: 0 },
  });
  const database: Database = await prepareDatabase(config, true);
  const app = await buildApp({ config, database });
  const { db } = database;
  let failed = false;
  try {
    const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `purchase bench on ${databaseUrl ? 'PostgreSQL (own schema)' : 'PGlite in memory'}` +
        `${databaseUrl ? `, pool ${process.env.DATABASE_POOL_SIZE ?? 20}` : ''}; ` +
        `Node ${process.version}, ${availableParallelism()} CPUs (${cpuModel}); ` +
        `${workers} workers, ${seconds} s per run after ${warmupSeconds} s warm-up`,
    );
    if (databaseUrl) {
      const [row] = await database.withSession((session) => session.rows('select version() as v'));
      console.log(`  ${String(row?.v ?? '').split(',')[0]}`);
    }

    const mtn = await packageId(db, 'mtn-airtime');
    const customers: { id: number; token: string }[] = [];
    for (let w = 0; w < workers; w += 1) customers.push(await signIn(app));
    const shared = await signIn(app);
    for (const c of customers) await seedBalance(db, c.id, 'wallet', 100_000_000);
    await seedBalance(db, shared.id, 'wallet', 1_000_000_000);
    // The simulator's merchant wallet (10 million naira) would run dry (018) within a run.
    await db.execute(sql`update sim_vtpass_merchant set balance_kobo = 1000000000000000`);

    // Every request its own amount (our 30 s duplicate rule is service, number and amount per
    // user), its own Idempotency-Key.
    let sequence = 0;
    const purchase = async (token: string) => {
      sequence += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/purchase-airtime/',
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: {
          network: 'MTN',
          phone_number: SANDBOX.success,
          amount: 100 + (sequence % 20_000),
          package_id: mtn,
        },
      });
      return response.statusCode === 200
        ? undefined
        : `${response.statusCode} ${response.body.slice(0, 200)}`;
    };

    const runs: RunResult[] = [];
    await runLoad('warm-up', warmupSeconds, (w) => purchase(customers[w]!.token));
    const perCustomer = await runLoad(
      `purchases, ${workers} workers, one customer each (POST /api/v1/purchase-airtime/, simulator)`,
      seconds,
      (w) => purchase(customers[w]!.token),
    );
    report(perCustomer);
    runs.push(perCustomer);
    const oneWallet = await runLoad(
      `purchases, ${workers} workers on ONE wallet (serialised on that user's row lock)`,
      seconds,
      () => purchase(shared.token),
    );
    report(oneWallet);
    runs.push(oneWallet);

    // The baseline: one transaction, one insert and one update of a per-worker row.
    await db.execute(
      sql`create table bench_baseline (id bigserial primary key, user_id int not null, amount bigint not null, created_at timestamptz not null default now())`,
    );
    await db.execute(sql`create table bench_counter (id int primary key, n bigint not null)`);
    await db.execute(
      sql`insert into bench_counter (id, n) select g, 0 from generate_series(0, ${workers - 1}) g`,
    );
    const bare = async (worker: number, i: number) => {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into bench_baseline (user_id, amount) values (${worker}, ${10_000 + i})`,
        );
        await tx.execute(sql`update bench_counter set n = n + 1 where id = ${worker}`);
      });
      return undefined;
    };
    await runLoad('warm-up', warmupSeconds, bare);
    const baseline = await runLoad(
      `baseline, ${workers} workers: one transaction of INSERT + UPDATE (same database)`,
      seconds,
      bare,
    );
    report(baseline);
    await db.execute(sql`drop table bench_baseline`);
    await db.execute(sql`drop table bench_counter`);

    const ratio = throughput(perCustomer) / throughput(baseline);
    const p99 = quantile(perCustomer.latencies, 0.99);
    console.log(
      `ratio purchases/baseline: ${ratio.toFixed(3)} ` +
        `(${throughput(perCustomer).toFixed(0)}/s vs ${throughput(baseline).toFixed(0)}/s)`,
    );
    console.log(`${ratio >= targets.ratio ? 'PASS' : 'MISS'} ratio >= ${targets.ratio}`);
    console.log(
      `${p99 <= targets.p99Ms ? 'PASS' : 'MISS'} p99 ${ms(p99)} <= ${targets.p99Ms} ms` +
        (databaseUrl ? '' : ' (the target is for PostgreSQL; PGlite is reported only)'),
    );

    for (const run of runs) {
      if (run.failures > run.count * maxFailureShare) {
        console.error(
          `FAIL ${run.label}: ${run.failures} of ${run.count} purchases not answered 200`,
        );
        failed = true;
      }
    }
    const check = await ledgerSums(db, [...customers.map((c) => c.id), shared.id]);
    console.log(
      `ledger invariant: ${check.usersChecked} users checked, ${check.mismatches.length} mismatches`,
    );
    if (check.mismatches.length) {
      console.error('FAIL ledger mismatch', check.mismatches);
      failed = true;
    }
  } finally {
    await app.close();
    await database.close();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('purchase bench failed:', error);
    process.exit(1);
  },
);
