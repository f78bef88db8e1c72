/*
 * Purchase throughput and latency through the real HTTP route, with the VTpass simulator, beside the
 * throughput of a bare one-transaction insert+update on the same database. Prints both, the ratio
 * and PASS/MISS against the targets (ratio >= 0.25; p99 <= 150 ms, which applies on PostgreSQL),
 * the share of updates of `transactions` that were HOT during the purchase runs and how many
 * indexes the table has (settle changes indexed columns, status, response, token, search_text among
 * them, which the transaction list's indexes need, so it is not a HOT update: migration 0016).
 *
 *   npm run bench:purchases                                   (PGlite in memory)
 *   DATABASE_URL=postgres://... npm run bench:purchases       (a schema of its own, dropped after)
 *
 * BENCH_SECONDS (default 10) per run, BENCH_WORKERS (default 64) concurrent workers;
 * BENCH_WATCHED=1 has every buyer watched, as if each had the app open (their commits then carry
 * the live status NOTIFY; by default no one watches, like an API client's purchases);
 * BENCH_INDEXES=1 also prints how often the purchase runs used each index of `transactions`. The runs:
 * purchases by 64 customers (one wallet per worker), purchases by 64 workers on one wallet (they
 * queue on that user's row lock), on PostgreSQL the database floor (the SQL statements of one
 * purchase replayed raw on the pool, with and without the simulator's statements), and the bare
 * insert+update baseline. Exits 1 only when something is wrong (a purchase not answered 200, a
 * replay statement that did not touch its rows, a ledger mismatch), never on a missed target.
 */
import { airtimePurchases, benchApp } from './lib/bench-app';
import { indexScans, reportIndexUse } from './lib/index-usage';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { App } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import { liveWatchers } from '../server/src/db/schema';
import { ledgerSums } from '../server/src/modules/wallet/ledger';
import { login, registerUser } from '../server/test/accounts';
import { packageId, SANDBOX } from '../server/test/purchases';
import { seedBalance } from '../server/test/wallet';
import {
  countStatements,
  freshRequestId,
  PURCHASE_STATEMENTS,
  replayPurchase,
  type Group,
} from './purchase-floor';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const workers = Number(process.env.BENCH_WORKERS ?? 64);
const warmupSeconds = Math.min(2, seconds);
const targets = { ratio: 0.25, p99Ms: 150 };
/** more than this share of purchases not answered 200 is a failure of the bench */
const maxFailureShare = 0.001;

interface RunResult {
  label: string;
  count: number;
  failures: number;
  elapsedMs: number;
  latencies: Float64Array;
  failureSamples: string[];
  /** this process's CPU time over the run, in cores (1 = one core busy throughout) */
  processCores: number;
  /** the whole machine's busy share of all its CPUs over the run (PostgreSQL and others too) */
  machineBusy: number;
}

/** busy and total CPU time of the machine so far, all CPUs */
function machineTimes() {
  let busy = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const { idle, ...rest } = cpu.times;
    const used = Object.values(rest).reduce((a, b) => a + b, 0);
    busy += used;
    total += used + idle;
  }
  return { busy, total };
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
  const cpu0 = process.cpuUsage();
  const machine0 = machineTimes();
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
  const cpu = process.cpuUsage(cpu0);
  const machine1 = machineTimes();
  return {
    processCores: (cpu.user + cpu.system) / 1000 / elapsedMs,
    machineBusy: (machine1.busy - machine0.busy) / Math.max(1, machine1.total - machine0.total),
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
  console.log(
    `  CPU: this process ${(run.processCores * 100).toFixed(0)}% of one core; machine ` +
      `${(run.machineBusy * 100).toFixed(0)}% busy (${cpus().length} CPUs, everything on it)`,
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

/** Updates of `transactions` so far, and how many were HOT (statistics settle within a second). */
async function transactionUpdates(database: Database): Promise<{ updates: number; hot: number }> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const [row] = await database.withSession(async (session) => {
    // PGlite has one session: its own counters are current; PostgreSQL's are flushed by then.
    await session.rows('select pg_stat_clear_snapshot()');
    return session.rows(
      `select n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables
       where relid = to_regclass('transactions')`,
    );
  });
  return { updates: Number(row?.updates ?? 0), hot: Number(row?.hot ?? 0) };
}

async function indexesOfTransactions(database: Database): Promise<number> {
  const [row] = await database.withSession((session) =>
    session.rows(`select count(*) as n from pg_index where indrelid = to_regclass('transactions')`),
  );
  return Number(row?.n ?? 0);
}

async function main(): Promise<number> {
  const bench = await benchApp({ repeatPurchases: true });
  const { app, database, databaseUrl } = bench;
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
    const watched = process.env.BENCH_WATCHED === '1';
    if (watched)
      await db.insert(liveWatchers).values(
        [...customers, shared].map(({ id }) => ({
          userId: id,
          instance: 'bench',
          expiresAt: new Date(Date.now() + 3_600_000),
        })),
      );
    console.log(
      `  buyers watched (live status NOTIFY in their commits): ${watched ? 'all' : 'none'}`,
    );
    const buy = await airtimePurchases(bench);
    const purchase = async (token: string) => {
      const response = await buy(token);
      return response.statusCode === 200
        ? undefined
        : `${response.statusCode} ${response.body.slice(0, 200)}`;
    };

    const runs: RunResult[] = [];
    await runLoad('warm-up', warmupSeconds, (w) => purchase(customers[w]!.token));
    const updatesBefore = await transactionUpdates(database);
    const scansBefore = await indexScans(database, 'transactions');
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
    const updatesAfter = await transactionUpdates(database);
    const updated = updatesAfter.updates - updatesBefore.updates;
    const hot = updatesAfter.hot - updatesBefore.hot;
    const indexes = await indexesOfTransactions(database);
    console.log(
      `transactions: ${updated} updates during the purchase runs, ${hot} HOT ` +
        `(${updated ? ((100 * hot) / updated).toFixed(1) : '0'}%); ${indexes} indexes`,
    );
    if (process.env.BENCH_INDEXES === '1')
      console.log(
        reportIndexUse('transactions', scansBefore, await indexScans(database, 'transactions')),
      );

    // The database floor: the same customers, each replaying its purchases' statements raw. Amounts
    // above the purchase runs' (they end at 20,099 naira) keep the 30 s duplicate lookup empty.
    const floorRuns: RunResult[] = [];
    const counts = countStatements(PURCHASE_STATEMENTS);
    const pool = (db as unknown as { $client?: unknown }).$client;
    const floorLabel = (groups: Group[]) => {
      const c = countStatements(groups);
      return (
        `database floor, ${workers} workers: the statements of one purchase replayed as raw SQL` +
        `${groups.length < PURCHASE_STATEMENTS.length ? ' WITHOUT the simulator' : ''} ` +
        `(${c.withBeginCommit} statements: ${c.statements} + BEGIN/COMMIT of ${c.transactions} ` +
        `transactions, ${c.autocommit} autocommit)`
      );
    };
    if (database.kind === 'postgres' && pool instanceof pg.Pool) {
      const replayed = Array.from({ length: workers }, () => 0);
      const replay = (groups: Group[], spent: Map<Group, number>) => (worker: number) => {
        const n = (replayed[worker] = (replayed[worker] ?? 0) + 1);
        const faceKobo = (20_100 + (n % 20_000)) * 100;
        return replayPurchase(
          pool,
          groups,
          {
            userId: customers[worker]!.id,
            packageId: mtn,
            key: randomUUID(),
            txRef: `NT${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`,
            requestId: freshRequestId(),
            simTransactionId: `${Date.now()}${randomInt(1_000_000_000, 10_000_000_000)}`,
            faceKobo,
            // the airtime discount of the customers' level (1%)
            chargeKobo: faceKobo - Math.floor(faceKobo / 100),
            phone: SANDBOX.success,
            balanceKobo: 0,
            transactionId: 0,
          },
          spent,
        );
      };
      const withoutSimulator = PURCHASE_STATEMENTS.filter((g) => !g.simulator);
      for (const groups of [PURCHASE_STATEMENTS, withoutSimulator]) {
        await runLoad('warm-up', warmupSeconds, replay(groups, new Map()));
        const spent = new Map<Group, number>();
        const run = await runLoad(floorLabel(groups), seconds, replay(groups, spent));
        report(run);
        const parts = groups.map((g) => `${g.name} ${ms((spent.get(g) ?? 0) / run.count)}`);
        console.log(`  mean per part (pool wait included): ${parts.join(', ')}`);
        floorRuns.push(run);
      }
    } else {
      console.log(`${floorLabel(PURCHASE_STATEMENTS)}\n  skipped on PGlite (one connection)`);
    }
    const [floor, floorWithoutSimulator] = floorRuns;

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
    console.log(
      `one purchase: ${counts.withBeginCommit} statements (${counts.statements} + BEGIN/COMMIT), ` +
        `${counts.transactions} explicit transactions + ${counts.autocommit} autocommit ` +
        `statements (the purchase's own: create, settle; the rest auth, quote, simulator); ` +
        `baseline: 4 statements (2 + BEGIN/COMMIT), 1 transaction`,
    );
    if (floor && floorWithoutSimulator) {
      const perSecond = (run: RunResult) => `${throughput(run).toFixed(0)}/s`;
      console.log(
        `ratio floor/baseline: ${(throughput(floor) / throughput(baseline)).toFixed(3)} ` +
          `(${perSecond(floor)} vs ${perSecond(baseline)}); without the simulator ` +
          `${(throughput(floorWithoutSimulator) / throughput(baseline)).toFixed(3)} ` +
          `(${perSecond(floorWithoutSimulator)})`,
      );
      console.log(
        `ratio purchases/floor: ${(throughput(perCustomer) / throughput(floor)).toFixed(3)} ` +
          `(${perSecond(perCustomer)} vs ${perSecond(floor)}: the gap between them is Node, ` +
          `HTTP and drizzle, not database work)`,
      );
    } else {
      console.log('ratio floor/baseline, purchases/floor: no floor run on PGlite');
    }
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
    for (const run of floorRuns) {
      if (run.failures > run.count * maxFailureShare) {
        console.error(`FAIL ${run.label}: ${run.failures} of ${run.count} replays failed`);
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
    await bench.close();
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
