/*
 * Does a purchase cost more as its buyer's history grows? One customer buys ₦100-₦20,099 MTN
 * airtime through the real route (POST /api/v1/purchase-airtime/, the VTpass simulator), one
 * purchase at a time; at each size of that customer's history the bench measures a run of
 * purchases, then grows the history with more real purchases (every row each one writes: the
 * transaction, its ledger entries, its attempt, the provider's call, the simulator's order) up to
 * the next size. Prints wall and this process's CPU per purchase at each size, and each size's
 * ratio to the first; the goal is within 10% (1.10) from 0 to 50,000 (judged on CPU on PGlite,
 * which runs in this process, and on wall time on PostgreSQL, which does not).
 *
 *   npm run bench:history-growth                                  (PGlite in memory)
 *   DATABASE_URL=postgres://... npm run bench:history-growth      (a schema of its own, dropped after)
 *
 * HISTORY_SIZES (default 0,1000,10000,50000) the sizes; HISTORY_RUN (default 300) purchases
 * measured at each (which adds as many rows). Before the first, as many by another customer warm
 * the JIT up.
 * On PostgreSQL the history grows 8 purchases at a time; the measured runs are one at a time.
 * Exits 1 when a purchase is not answered 200 or the ledger does not add up; a missed goal
 * prints MISS and exits 0.
 */
import { airtimePurchases, benchApp } from './lib/bench-app';
import { vacuumDeadRows } from '../server/src/jobs/pglite-vacuum';
import { availableParallelism, cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/rows';
import { ledgerSums } from '../server/src/modules/wallet/ledger';
import { login, registerUser } from '../server/test/accounts';
import { seedBalance } from '../server/test/wallet';

const sizes = (process.env.HISTORY_SIZES ?? '0,1000,10000,50000').split(',').map(Number);
const runLength = Number(process.env.HISTORY_RUN ?? 300);
const GOAL_RATIO = 1.1;

interface Measured {
  size: number;
  wallMs: number;
  cpuMs: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function main(): Promise<number> {
  const bench = await benchApp({ repeatPurchases: true });
  const { app, database, databaseUrl } = bench;
  const { db } = database;
  // The bench app runs no jobs; PGlite's vacuum job (it has no autovacuum) runs as the server's
  // does, every 2 s (JOBS_POLL_MS's default).
  const vacuuming = setInterval(() => void vacuumDeadRows(database), 2_000);
  try {
    console.log(
      `history-growth bench on ${databaseUrl ? 'PostgreSQL (own schema)' : 'PGlite in memory'}; ` +
        `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}); ` +
        `${runLength} purchases measured at each size`,
    );
    const signIn = async () => {
      const user = await registerUser(app);
      const answer = await login(app, user.email, user.password);
      // enough for every purchase of the run (at most ₦20,099 each)
      await seedBalance(db, user.id, 'wallet', 2_000_000_000);
      return { id: user.id, token: answer.json<{ data: { access: string } }>().data.access };
    };
    const buyer = await signIn();
    const buy = await airtimePurchases(bench);
    let sequence = 0;
    const purchase = async (token = buyer.token) => {
      sequence += 1;
      const response = await buy(token);
      if (response.statusCode !== 200)
        throw new Error(`purchase ${sequence}: ${response.statusCode} ${response.body}`);
    };
    const historyOf = async () => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from transactions where user_id = ${buyer.id}`,
        ),
      );
      return Number(row?.n ?? 0);
    };
    const grow = async (count: number) => {
      const lanes = databaseUrl ? 8 : 1;
      let left = count;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (left > 0) {
            left -= 1;
            await purchase();
          }
        }),
      );
    };
    const measure = async (size: number): Promise<Measured> => {
      const latencies: number[] = [];
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < runLength; i += 1) {
        const at = performance.now();
        await purchase();
        latencies.push(performance.now() - at);
      }
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      latencies.sort((a, b) => a - b);
      return {
        size,
        wallMs: wall / runLength,
        cpuMs: (used.user + used.system) / 1000 / runLength,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      };
    };

    // the JIT's warm-up: as many purchases by another customer, so the buyer's history starts empty
    const other = await signIn();
    for (let i = 0; i < runLength; i += 1) await purchase(other.token);
    const results: Measured[] = [];
    for (const size of sizes) {
      const have = await historyOf();
      if (size > have) {
        const growing = performance.now();
        await grow(size - have);
        console.log(
          `  grew to ${await historyOf()} rows in ${((performance.now() - growing) / 1000).toFixed(1)} s`,
        );
      }
      const result = await measure(await historyOf());
      results.push(result);
      const first = results[0]!;
      console.log(
        `  history ${String(result.size).padStart(6)} rows: ` +
          `${result.wallMs.toFixed(2)} ms wall, ${result.cpuMs.toFixed(2)} ms CPU a purchase ` +
          `(p50 ${result.p50Ms.toFixed(2)}, p99 ${result.p99Ms.toFixed(2)} ms); ` +
          `ratio to the first: wall ${(result.wallMs / first.wallMs).toFixed(3)}, ` +
          `CPU ${(result.cpuMs / first.cpuMs).toFixed(3)}`,
      );
    }
    const first = results[0]!;
    // This process's CPU holds PGlite's work; PostgreSQL's is in its own processes, so there the
    // wall time is what is judged.
    const judged = databaseUrl ? 'wall' : 'CPU';
    const cost = (result: Measured) => (databaseUrl ? result.wallMs : result.cpuMs);
    const worst = Math.max(...results.map((result) => cost(result) / cost(first)));
    console.log(
      `${worst <= GOAL_RATIO ? 'PASS' : 'MISS'}: ${judged} a purchase at most ` +
        `${worst.toFixed(3)}× the first size's (goal ≤ ${GOAL_RATIO})`,
    );
    const { mismatches } = await ledgerSums(db);
    if (mismatches.length) {
      console.log(`FAIL: the ledger does not add up for ${mismatches.length} users`);
      return 1;
    }
    return 0;
  } finally {
    clearInterval(vacuuming);
    await bench.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
