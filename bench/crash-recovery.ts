/*
 * Crash recovery: two server processes on one PostgreSQL, a burst of purchases that end pending
 * (the VTpass simulator's pending number 201000000000 and its 15-second timeout 300000000000), one
 * process killed with SIGKILL mid-burst. Measures how long after its due time each pending
 * purchase of the killed process is settled by the survivor (due time: its next_requery_at when the
 * process died, i.e. when the survivor may take it over), and checks the ledger invariant.
 * Prints p50/p95/max and PASS/MISS against "every one within 60 s of its due time".
 *
 *   node --import tsx bench/crash-recovery.ts          (a throwaway PostgreSQL cluster in /tmp)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres node --import tsx bench/crash-recovery.ts
 *
 * With DATABASE_URL (127.0.0.1 or localhost only) the bench creates a database of its own there
 * and drops it after. Without it, it starts a cluster with the newest /usr/lib/postgresql/N/bin on
 * a free port (as user postgres when run as root, like .ci/run) and removes it after.
 * BENCH_PURCHASES (default 120) purchases per process, 2 per customer, BENCH_WORKERS (default 60)
 * concurrent requests per process; BENCH_KILL_AFTER (default 0.2) kills the first process when
 * that share of its purchases has been answered. Everything talks to 127.0.0.1 only; the bench
 * stops by itself (BENCH_DEADLINE_SECONDS, default 600, bounds the whole run). Exits 1 when a
 * purchase is left pending at the deadline or the ledger invariant fails, 2 when it cannot run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/db/client';
import { ledgerSums } from '../server/src/modules/wallet/ledger';
import { freePort } from '../server/test/server-process';
import { seedBalance } from '../server/test/wallet';
import { BenchRefusal, benchDatabase } from './lib/throwaway-postgres';
import { registerCustomer, type BenchCustomer } from './lib/customers';

const purchasesPerProcess = Number(process.env.BENCH_PURCHASES ?? 120);
const workersPerProcess = Number(process.env.BENCH_WORKERS ?? 60);
const killAfterShare = Number(process.env.BENCH_KILL_AFTER ?? 0.2);
const deadlineMs = Number(process.env.BENCH_DEADLINE_SECONDS ?? 600) * 1000;
const goalSeconds = 60;
const PURCHASES_PER_CUSTOMER = 2;
const SEED_NAIRA = 100_000;
const NUMBERS = { pending: '201000000000', timeout: '300000000000' } as const;
const repoRoot = path.resolve(__dirname, '..');
const startedAt = Date.now();
const deadline = startedAt + deadlineMs;

/** Run on any exit, also past the deadline: nothing of the bench outlives it. */
const cleanups: (() => void)[] = [];
process.on('exit', () => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

const secondsSince = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const remaining = () => Math.max(0, deadline - Date.now());

// ---- server processes ----

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startServer(name: string, databaseUrl: string, logDir: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `nairatop-crash-${name}-`));
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-spa'),
      JWT_SECRET: 'crash-bench-secret-crash-bench-secret-crash',
      OPS_TOKEN: 'crash-bench-ops-token',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS: '0',
      ...(process.env.REQUERY_CONCURRENCY
        ? { REQUERY_CONCURRENCY: process.env.REQUERY_CONCURRENCY }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const server = { name, url, child, exited };
  const until = Date.now() + Math.min(120_000, remaining());
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new BenchRefusal(`${name} exited; see ${logDir}/${name}.log`);
    try {
      const response = await fetch(`${url}/api/v1/health/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new BenchRefusal(`${name} did not answer /api/v1/health/ in time`);
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(15_000)]);
  if (!stopped) server.child.kill('SIGKILL');
}

// ---- customers and purchases ----

async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
  });
  return { status: response.status, body: await response.text() };
}

type Customer = BenchCustomer;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>) {
  const made: T[] = [];
  for (let i = 0; i < count; i += size)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)),
      )),
    );
  return made;
}

interface Burst {
  answered: Record<string, number>;
  done: Promise<void>;
  answeredCount(): number;
}

/** `purchasesPerProcess` airtime purchases at `server`, `workersPerProcess` at a time. */
function burst(server: Server, customers: Customer[], mtnPackage: number, salt: number): Burst {
  const answered: Record<string, number> = {};
  let count = 0;
  let next = 0;
  const one = async (i: number) => {
    const customer = customers[Math.floor(i / PURCHASES_PER_CUSTOMER) % customers.length];
    if (!customer) return;
    let outcome: string;
    try {
      const response = await call(`${server.url}/api/v1/purchase-airtime/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.token}`,
          'idempotency-key': `crash-${salt}-${i}-${randomBytes(6).toString('hex')}`,
        },
        body: JSON.stringify({
          network: 'MTN',
          phone_number: i % 2 === 0 ? NUMBERS.pending : NUMBERS.timeout,
          amount: 100 + salt + i,
          package_id: mtnPackage,
        }),
      });
      outcome = String(response.status);
    } catch {
      outcome = 'no answer';
    }
    answered[outcome] = (answered[outcome] ?? 0) + 1;
    count += 1;
  };
  const done = Promise.all(
    Array.from({ length: workersPerProcess }, async () => {
      while (next < purchasesPerProcess) {
        const i = next;
        next += 1;
        await one(i);
      }
    }),
  ).then(() => undefined);
  return { answered, done, answeredCount: () => count };
}

// ---- measuring ----

interface PendingRow {
  id: number;
  due: Date | null;
}

async function pendingOf(pool: pg.Pool, userIds: number[]): Promise<PendingRow[]> {
  const { rows } = await pool.query<{ id: number; due: Date | null }>(
    `SELECT id, next_requery_at AS due FROM transactions
     WHERE kind = 'purchase' AND status = 'pending' AND user_id = ANY($1::int[])`,
    [userIds],
  );
  return rows;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) : 0;

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const s = (v: number) => `${v.toFixed(1)} s`;
  return `p50 ${s(quantile(sorted, 0.5))}  p95 ${s(quantile(sorted, 0.95))}  max ${s(sorted.at(-1) ?? 0)}`;
}

async function main(): Promise<number> {
  // its own database: on DATABASE_URL's server, or a throwaway cluster stopped at exit
  const own = await benchDatabase('nairatop-crash');
  const databaseUrl = own.url;
  const logDir = mkdtempSync(path.join(tmpdir(), 'nairatop-crash-logs-'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // pool.end() returns before its connections have closed, and the database is then dropped WITH
  // (FORCE): a connection still closing hears it, and an unheard pool error would end the bench.
  pool.on('error', () => undefined);
  const servers: Server[] = [];
  let appDatabase: Database | undefined;
  try {
    const [{ version } = { version: '' }] = (
      await pool.query<{ version: string }>('select version()')
    ).rows;
    const a = await startServer('A', databaseUrl, logDir);
    servers.push(a);
    const b = await startServer('B', databaseUrl, logDir);
    servers.push(b);
    console.log(
      `crash-recovery bench: ${version.split(',')[0]} on 127.0.0.1; ${availableParallelism()} CPUs; ` +
        `2 server processes (REQUERY_CONCURRENCY ${process.env.REQUERY_CONCURRENCY ?? 'default'}); ` +
        `${purchasesPerProcess} purchases per process, ${workersPerProcess} at a time; logs in ${logDir}`,
    );

    const [mtn] = (
      await pool.query<{ id: number }>(`SELECT id FROM packages WHERE slug = 'mtn-airtime'`)
    ).rows;
    if (!mtn) throw new BenchRefusal('no mtn-airtime package');
    // The simulator's merchant wallet must not run dry (018).
    await pool.query('UPDATE sim_vtpass_merchant SET balance_kobo = 1000000000000');
    const perProcess = Math.ceil(purchasesPerProcess / PURCHASES_PER_CUSTOMER);
    appDatabase = await openDatabase({ databaseUrl, dataDir: undefined });
    const { db } = appDatabase;
    const customersOf = async (server: Server, offset: number) => {
      const made = await inBatches(perProcess, 8, (i) =>
        registerCustomer(server.url, `crash${offset + i}`),
      );
      for (const customer of made) await seedBalance(db, customer.id, 'wallet', SEED_NAIRA);
      return made;
    };
    const customersA = await customersOf(a, 0);
    const customersB = await customersOf(b, perProcess);
    const idsA = customersA.map((c) => c.id);
    const idsB = customersB.map((c) => c.id);

    const burstStarted = Date.now();
    const burstA = burst(a, customersA, mtn.id, 0);
    const burstB = burst(b, customersB, mtn.id, 5000);
    const killWhen = Math.ceil(purchasesPerProcess * killAfterShare);
    while (burstA.answeredCount() < killWhen && Date.now() < deadline) await sleep(20);

    const before = await pendingOf(pool, idsA);
    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    const answeredBeforeKill = burstA.answeredCount();
    await a.exited;
    const after = await pendingOf(pool, idsA);
    const dueOf = new Map<number, Date>();
    for (const row of [...after, ...before]) if (row.due) dueOf.set(row.id, row.due);
    console.log(
      `killed A (SIGKILL) ${secondsSince(burstStarted)} s into the burst, after ${answeredBeforeKill} ` +
        `of its ${purchasesPerProcess} answers; A left ${dueOf.size} purchases pending`,
    );

    await Promise.all([burstA.done, burstB.done]);
    console.log(`  answers from A: ${JSON.stringify(burstA.answered)}`);
    console.log(`  answers from B: ${JSON.stringify(burstB.answered)}`);

    // Wait until nothing of the bench's customers is pending (bounded by the deadline).
    let left = Infinity;
    while (Date.now() < deadline) {
      left = (await pendingOf(pool, [...idsA, ...idsB])).length;
      if (left === 0) break;
      await sleep(500);
    }
    console.log(
      left === 0
        ? `every purchase settled ${secondsSince(killedAt)} s after the kill`
        : `${left} purchases still pending at the deadline (${deadlineMs / 1000} s)`,
    );

    const { rows: settled } = await pool.query<{
      id: number;
      user_id: number;
      status: string;
      created_at: Date;
      settled_at: Date | null;
    }>(
      `SELECT id, user_id, status, created_at, settled_at FROM transactions
       WHERE kind = 'purchase' AND user_id = ANY($1::int[])`,
      [[...idsA, ...idsB]],
    );
    const statuses: Record<string, number> = {};
    for (const row of settled) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    console.log(`  statuses: ${JSON.stringify(statuses)}`);

    const afterDue: number[] = [];
    for (const row of settled) {
      const due = dueOf.get(row.id);
      if (due && row.settled_at) afterDue.push((row.settled_at.getTime() - due.getTime()) / 1000);
    }
    const worst = Math.max(0, ...afterDue);
    console.log(
      `A's ${dueOf.size} pending purchases, settled after their due time: ${summary(afterDue)}  ` +
        `${worst <= goalSeconds && afterDue.length === dueOf.size ? 'PASS' : 'MISS'} (every one <= ${goalSeconds} s)`,
    );
    const afterKill = afterDue.length
      ? settled
          .filter((row) => dueOf.has(row.id) && row.settled_at)
          .map((row) => ((row.settled_at?.getTime() ?? 0) - killedAt) / 1000)
      : [];
    console.log(`  the same, after the kill: ${summary(afterKill)}`);
    const ownB = settled
      .filter((row) => idsB.includes(row.user_id) && row.settled_at)
      .map((row) => ((row.settled_at?.getTime() ?? 0) - row.created_at.getTime()) / 1000);
    console.log(`B's own purchases, settled after creation: ${summary(ownB)}`);

    const { rows: calls } = await pool.query<{ operation: string; n: string }>(
      `SELECT operation, count(*) AS n FROM upstream_calls GROUP BY operation ORDER BY operation`,
    );
    console.log(`  provider calls: ${calls.map((c) => `${c.operation} ${c.n}`).join(', ')}`);

    const ledger = await ledgerSums(db);
    console.log(
      `ledger invariant: ${ledger.usersChecked} users checked, ${ledger.mismatches.length} mismatches`,
    );
    return left === 0 && ledger.mismatches.length === 0 ? 0 : 1;
  } finally {
    await Promise.all(servers.map(stopServer));
    await pool.end();
    await appDatabase?.close();
    await own.drop();
  }
}

// The whole run is bounded: past the deadline (and a minute to clean up) the process ends.
setTimeout(() => {
  console.error('crash-recovery bench: over its deadline, stopping');
  process.exit(2);
}, deadlineMs + 60_000).unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      'crash-recovery bench could not run:',
      error instanceof Error ? error.message : error,
    );
    process.exit(2);
  },
);
