/*
 * Fairness between accounts: while one user fires 1,000 purchases at once over HTTP, another user
 * asks for their profile (get-user) again and again. Prints that user's latencies during the burst
 * with the per-user cap of charged requests in progress (CHARGED_REQUESTS_PER_USER, 10 by default)
 * and, for comparison, with the cap lifted. Goal: get-user p99 <= 50 ms with the cap. Also prints the
 * burst's own figures: answers per second, purchases delivered per second, and the p50/p99 of the
 * burst's answers (all, and those answered 200).
 *
 *   npm run bench:fairness                                  (PGlite in memory)
 *   DATABASE_URL=postgres://... npm run bench:fairness      (a schema of its own, dropped after)
 *
 * BENCH_BURST (default 1000) purchases in the burst. Exits 1 when something is wrong (a get-user not
 * answered 200, a purchase answered other than 200 or 429, a ledger mismatch), not on a missed goal.
 */
import { Worker } from 'node:worker_threads';
import { buildApp, prepareDatabase } from '../server/src/app';
import { DEFAULT_CHARGED_REQUESTS_PER_USER, testConfig } from '../server/src/config';
import { ledgerSums } from '../server/src/modules/wallet/ledger';
import { login, registerUser } from '../server/test/accounts';
import { packageId, SANDBOX } from '../server/test/purchases';
import { seedBalance } from '../server/test/wallet';

const burst = Number(process.env.BENCH_BURST ?? 1000);
const goalP99Ms = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/*
 * The burst is sent from a worker thread, as another client would send it: its 1,000 requests are
 * not sent from the event loop that serves them.
 */
const BURST_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const { base, token, packageId, burst, phone } = workerData;
const purchase = (i) => {
  const started = performance.now();
  return fetch(base + '/api/v1/purchase-airtime/', {
    method: 'POST',
    headers: {
      authorization: 'Bearer ' + token,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    // each its own amount and key
    body: JSON.stringify({ phone_number: phone, amount: 100 + i, package_id: packageId }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return [response.status, performance.now() - started];
  });
};
Promise.all(Array.from({ length: burst }, (_, i) => purchase(i))).then(
  (statuses) => parentPort.postMessage(statuses),
);
`;

function fireBurst(target: { base: string; token: string; packageId: number }) {
  const worker = new Worker(BURST_CLIENT, {
    eval: true,
    workerData: { ...target, burst, phone: SANDBOX.success },
  });
  return new Promise<[number, number][]>((resolve, reject) => {
    worker.once('message', (answers: [number, number][]) => resolve(answers));
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

async function run(cap: number) {
  const config = testConfig({
    chargedRequestsPerUser: cap,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  const database = await prepareDatabase(config, !!config.databaseUrl);
  const app = await buildApp({ config, database });
  // The burst buys for the sandbox's one number: the 30 s duplicate rule (same service and number)
  // would answer 409 before the cap is reached, so it is off here, as the simulator's is.
  app.purchases.duplicateWindowSeconds = 0;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const tokenOf = async () => {
      const user = await registerUser(app);
      await seedBalance(database.db, user.id, 'wallet', 10_000_000);
      const response = await login(app, user.email, user.password);
      return (JSON.parse(response.body) as { data: { access: string } }).data.access;
    };
    const greedy = await tokenOf();
    const other = await tokenOf();
    const mtn = await packageId(database.db, 'mtn-airtime');

    const getUser = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/get-user/`, {
        headers: { authorization: `Bearer ${other}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`get-user answered ${response.status}`);
      return performance.now() - started;
    };

    for (let i = 0; i < 20; i += 1) await getUser(); // warm up
    const quiet: number[] = [];
    for (let i = 0; i < 50; i += 1) quiet.push(await getUser());

    let burstDone = false;
    const started = performance.now();
    const answers = fireBurst({ base, token: greedy, packageId: mtn }).finally(() => {
      burstDone = true;
    });
    const during: number[] = [];
    while (!burstDone) during.push(await getUser());
    const burstMs = performance.now() - started;
    const counts = new Map<number, number>();
    const answered = await answers;
    for (const [status] of answered) counts.set(status, (counts.get(status) ?? 0) + 1);
    const latencies = answered.map(([, ms]) => ms).sort((a, b) => a - b);
    const delivered = answered
      .filter(([status]) => status === 200)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    const unexpected = [...counts.keys()].filter((status) => status !== 200 && status !== 429);
    const { mismatches } = await ledgerSums(database.db);

    quiet.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `cap ${cap >= burst ? 'lifted' : cap}: burst of ${burst} purchases took ${ms(burstMs)} ` +
        `(${[...counts].map(([status, n]) => `${status}×${n}`).join(', ')})`,
    );
    const perSecond = (n: number) => `${(n / (burstMs / 1000)).toFixed(0)}/s`;
    console.log(
      `  burst: ${perSecond(answered.length)} answered, ${perSecond(delivered.length)} delivered; ` +
        `answers p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}; ` +
        `delivered p50 ${ms(percentile(delivered, 50))}, p99 ${ms(percentile(delivered, 99))}`,
    );
    console.log(
      `  other user's get-user, quiet: p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))}`,
    );
    console.log(
      `  during the burst (${during.length} calls): p50 ${ms(percentile(during, 50))}, ` +
        `p99 ${ms(percentile(during, 99))}, max ${ms(during.at(-1) ?? NaN)}`,
    );
    console.log(`  ledger: ${mismatches.length} mismatches`);
    return {
      p99: percentile(during, 99),
      ok: unexpected.length === 0 && mismatches.length === 0,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory';
  console.log(`fairness on ${where}`);
  const capped = await run(DEFAULT_CHARGED_REQUESTS_PER_USER);
  const lifted = await run(burst);
  console.log(
    `get-user p99 during the burst: ${capped.p99.toFixed(1)} ms with the cap ` +
      `(${capped.p99 <= goalP99Ms ? 'PASS' : 'MISS'} against ${goalP99Ms} ms), ` +
      `${lifted.p99.toFixed(1)} ms without`,
  );
  return capped.ok && lifted.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
