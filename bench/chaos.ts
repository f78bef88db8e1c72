/*
 * Chaos on two server processes sharing one PostgreSQL: BENCH_PURCHASES (default 1,000) airtime
 * and data purchases by BENCH_CUSTOMERS (default 50) customers, sent to the two processes in turn
 * with an Idempotency-Key each (some sent again with the same key to the other process, after the
 * answer or at the same time), while both bills simulators (VTpass and ClubKonnect; MTN airtime
 * goes to VTpass first, MTN SME data to ClubKonnect first, each failing over to the other) flap
 * between ok, down, timeout and no-float every BENCH_FLAP_MS (default 3,000), set through both
 * processes; the circuit breakers are cleared at every turn (BENCH_BREAKER=keep leaves them as in
 * production, where after a few turns most orders are refused before reaching a provider) so each
 * turn's orders reach the simulators. Mid-burst every backend of the database is dropped twice
 * (pg_terminate_backend) and process B gets SIGTERM and is started again on its port
 * BENCH_RESTART_AFTER_MS (default 3,000) after it exited. A client whose request is refused, reset
 * or not answered sends it again with the same key, as a real one would. Then every simulator goes
 * back to ok and the bench waits (at most BENCH_SETTLE_SECONDS, default 180) until no pending
 * purchase can still settle.
 *
 *   npm run bench:chaos                                          (a throwaway PostgreSQL cluster)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres npm run bench:chaos  (own database)
 *
 * It prints, as a table and as one JSON line: purchases vended by two providers or twice by one
 * and refunds of delivered purchases (from the simulators' own records; must be 0; while
 * ClubKonnect's simulator keeps its orders in memory only VTpass's side is countable); refunded
 * purchases a provider answered "delivered" after the refund, with no conflict raised (from our
 * own call records, any provider; must be 0); conflicts raised, purchases still pending or needing
 * attention, processes that died, requests reset, 5xx answers other than 503, key re-sends answered
 * with another order (must be 0) and the ledger invariant (bench/ledger-invariant.ts). Exits 1
 * when a must-be-0 figure is not 0, a process died or the ledger check fails; 2 when it cannot
 * run. Its servers and cluster are stopped however it ends (Ctrl-C included);
 * BENCH_DEADLINE_SECONDS (default 600) bounds the whole run.
 */
import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import type { SimulatorMode } from '../server/src/lib/simulator-controls';
import { SIMULATOR_MODES } from '../server/src/lib/simulator-controls';
import { freePort } from '../server/test/server-process';
import { SANDBOX } from '../server/test/purchases';
import { seedBalance } from '../server/test/wallet';
import { BenchServer } from './lib/bench-server';
import { closeAgents, send, type Sent } from './lib/http-client';
import { exitAfter } from './lib/teardown';
import { BenchRefusal, benchDatabase } from './lib/throwaway-postgres';
import { auditVends, orderFigures } from './lib/vend-audit';
import { registerCustomer, type BenchCustomer } from './lib/customers';

const env = process.env;
const TOTAL = Number(env.BENCH_PURCHASES ?? 1000);
const CUSTOMERS = Number(env.BENCH_CUSTOMERS ?? 50);
const FLAP_MS = Number(env.BENCH_FLAP_MS ?? 3000);
const THINK_MS = Number(env.BENCH_THINK_MS ?? 2500);
const RESTART_AFTER_MS = Number(env.BENCH_RESTART_AFTER_MS ?? 3000);
const SETTLE_SECONDS = Number(env.BENCH_SETTLE_SECONDS ?? 180);
const DEADLINE_MS = Number(env.BENCH_DEADLINE_SECONDS ?? 600) * 1000;
const CLEAR_BREAKERS = env.BENCH_BREAKER !== 'keep';
/** each adapter's wait for a provider; the simulators' timeout answers come 1 s after it */
const ADAPTER_TIMEOUT_MS = 2000;
const CLIENT_TIMEOUT_MS = 30_000;
/** how long a client keeps retrying a refused connection before it tries the other process */
const REFUSED_PATIENCE_MS = 45_000;
const RESEND_AFTER_SHARE = 0.1;
const RESEND_AT_ONCE_SHARE = 0.05;
/** the burst's faults, at these shares of purchases answered */
const FAULTS = { firstDrop: 0.2, sigterm: 0.4, secondDrop: 0.65 } as const;
/** ok half the time, so orders also get through between faults */
const MODE_WEIGHTS: Record<SimulatorMode, number> = {
  ok: 4,
  down: 2,
  timeout: 2,
  'no-float': 2,
};
const SIMULATORS = ['vtpass', 'clubkonnect'] as const;
type Simulator = (typeof SIMULATORS)[number];
/**
 * The sandbox numbers bought for, each a scenario at both simulators; with two services that is
 * 12 different orders a customer can place without our 30 s duplicate rule refusing one.
 */
const NUMBERS = [
  SANDBOX.success,
  SANDBOX.pending,
  SANDBOX.timeout,
  SANDBOX.unexpected,
  SANDBOX.noResponse,
  SANDBOX.failed,
] as const;

const started = Date.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const tally = (map: Record<string, number>, key: string, by = 1) => {
  map[key] = (map[key] ?? 0) + by;
};
const show = (map: Record<string, number>) =>
  Object.entries(map)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'none';

function weightedMode(): SimulatorMode {
  const total = SIMULATOR_MODES.reduce((sum, mode) => sum + MODE_WEIGHTS[mode], 0);
  let pick = randomInt(total);
  for (const mode of SIMULATOR_MODES) {
    pick -= MODE_WEIGHTS[mode];
    if (pick < 0) return mode;
  }
  return 'ok';
}

// ---- what the clients saw ----

const seen = {
  answers: {} as Record<string, number>,
  refused: 0,
  reset: 0,
  clientTimeouts: 0,
  otherErrors: 0,
  retries: 0,
  movedToOtherProcess: 0,
  gaveUp: 0,
  fiveHundreds: [] as string[],
  /** what the refusals said: status and message */
  refusals: {} as Record<string, number>,
  resends: 0,
  resendsAnsweredOtherOrder: 0,
  resendSamples: [] as string[],
};

function record(server: BenchServer, sent: Sent) {
  if (sent.kind === 'answer') {
    tally(seen.answers, String(sent.status));
    if (sent.status >= 400) tally(seen.refusals, `${sent.status} ${messageOf(sent.body)}`);
    if (sent.status >= 500 && sent.status !== 503 && seen.fiveHundreds.length < 5)
      seen.fiveHundreds.push(`${server.name} ${sent.status} ${sent.body.slice(0, 200)}`);
  } else if (sent.kind === 'refused') seen.refused += 1;
  else if (sent.kind === 'reset') seen.reset += 1;
  else if (sent.kind === 'timeout') seen.clientTimeouts += 1;
  else seen.otherErrors += 1;
}

/** The answer's message with its amounts and numbers as #, so alike refusals count as one. */
function messageOf(body: string) {
  let message: string;
  try {
    message = String((JSON.parse(body) as { message?: unknown }).message ?? '');
  } catch {
    message = body;
  }
  return message
    .replace(/₦?[\d,.]*\d/g, '#')
    .slice(0, 80)
    .trim();
}

const fiveHundredsOtherThan503 = () =>
  Object.entries(seen.answers)
    .filter(([status]) => Number(status) >= 500 && status !== '503')
    .reduce((sum, [, count]) => sum + count, 0);

interface Order {
  path: string;
  body: object;
  key: string;
  token: string;
}

/**
 * Sends an order until it is answered, as a client that keeps its key would: again to the same
 * process after a reset, a timeout or a refused connection (the other process once this one has
 * refused for REFUSED_PATIENCE_MS); after a 5xx or a 429 up to twice more, a second later.
 */
async function deliver(first: BenchServer, other: BenchServer, order: Order): Promise<Sent> {
  let server = first;
  let refusedSince: number | undefined;
  let answeredBusy = 0;
  let last: Sent = { kind: 'error', detail: 'not sent' };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (attempt > 0) seen.retries += 1;
    last = await send(server.port, {
      method: 'POST',
      path: `/api/v1/${order.path}/`,
      headers: { authorization: `Bearer ${order.token}`, 'idempotency-key': order.key },
      body: order.body,
      timeoutMs: CLIENT_TIMEOUT_MS,
    });
    record(server, last);
    if (last.kind === 'answer') {
      if (last.status < 500 && last.status !== 429) return last;
      answeredBusy += 1;
      if (answeredBusy > 2) return last;
      await sleep(1000);
      continue;
    }
    if (last.kind === 'refused') {
      refusedSince ??= Date.now();
      if (Date.now() - refusedSince > REFUSED_PATIENCE_MS && server === first) {
        server = other;
        seen.movedToOtherProcess += 1;
      }
      await sleep(500);
      continue;
    }
    refusedSince = undefined;
    await sleep(300);
  }
  seen.gaveUp += 1;
  return last;
}

const txRefOf = (sent: Sent) => {
  if (sent.kind !== 'answer' || sent.status !== 200) return undefined;
  try {
    return (JSON.parse(sent.body) as { data?: { transaction?: { tx_ref?: string } } }).data
      ?.transaction?.tx_ref;
  } catch {
    return undefined;
  }
};

function compareResend(first: Sent, again: Sent, key: string) {
  seen.resends += 1;
  const [a, b] = [txRefOf(first), txRefOf(again)];
  if (a && b && a !== b) {
    seen.resendsAnsweredOtherOrder += 1;
    if (seen.resendSamples.length < 5) seen.resendSamples.push(`key ${key}: ${a} then ${b}`);
  }
}

// ---- customers ----

type Customer = BenchCustomer;

// ---- the run ----

async function main(): Promise<number> {
  const database = await benchDatabase('nairatop-chaos');
  const logDir = mkdtempSync(path.join(tmpdir(), 'nairatop-chaos-logs-'));
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  // The bench's own connections are dropped with everyone's: a dropped idle one is let go.
  pool.on('error', () => undefined);
  const serverEnv = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'chaos-bench-secret-chaos-bench-secret-chaos',
    OPS_TOKEN: 'chaos-bench-ops-token',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    CLUBKONNECT_ENABLED: 'true',
    VTPASS_TIMEOUT_MS: String(ADAPTER_TIMEOUT_MS),
    CLUBKONNECT_TIMEOUT_MS: String(ADAPTER_TIMEOUT_MS),
    VTPASS_SIMULATOR_PENDING_SECONDS: '3',
    // Every customer buys for the sandbox's numbers: the simulator's 019 rule would refuse most.
    VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS: '0',
    REQUERY_FIRST_DELAY_MS: '1000',
    JOBS_POLL_MS: '500',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const a = new BenchServer('A', portA, serverEnv, logDir);
  const b = new BenchServer('B', portB, serverEnv, logDir);
  const servers = [a, b];
  const modes: Record<Simulator, SimulatorMode> = { vtpass: 'ok', clubkonnect: 'ok' };
  const modeCounts: Record<string, number> = {};
  let modeCallsFailed = 0;
  const setModesAt = async (server: BenchServer) => {
    await Promise.all(
      SIMULATORS.map(async (simulator) => {
        const sent = await send(server.port, {
          method: 'POST',
          path: `/simulator/${simulator}/mode`,
          body: { mode: modes[simulator] },
          timeoutMs: 5000,
        });
        if (sent.kind !== 'answer' || sent.status !== 200) modeCallsFailed += 1;
      }),
    );
  };
  // A process started again takes the simulators' current modes before it is counted up.
  for (const server of servers) server.onStarted = setModesAt;

  let sigtermAt: number | undefined;
  let sigtermExitMs: number | undefined;
  let restartedAfterMs: number | undefined;

  try {
    // One after the other: the first applies the migrations.
    await a.start();
    await b.start();
    const [{ version } = { version: '' }] = (
      await pool.query<{ version: string }>('select version()')
    ).rows;
    console.log(
      `chaos bench: ${version.split(',')[0]} (${database.where}); Node ${process.version}, ` +
        `${availableParallelism()} CPUs; 2 server processes (A :${portA}, B :${portB}); ` +
        `${TOTAL} purchases by ${CUSTOMERS} customers; simulators flap every ${FLAP_MS} ms; ` +
        `breakers ${CLEAR_BREAKERS ? 'cleared at every turn' : 'as in production'}; ` +
        `adapter timeouts ${ADAPTER_TIMEOUT_MS} ms; logs in ${logDir}`,
    );

    const packageIds = Object.fromEntries(
      (
        await pool.query<{ slug: string; id: number }>(
          `SELECT slug, id FROM packages WHERE slug IN ('mtn-airtime', 'mtn-data-sme')`,
        )
      ).rows.map((row) => [row.slug, row.id]),
    );
    const airtime = packageIds['mtn-airtime'];
    const smeData = packageIds['mtn-data-sme'];
    if (!airtime || !smeData) throw new BenchRefusal('no mtn-airtime or mtn-data-sme package');

    // Customers, registered through both processes, each funded with ₦200,000.
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 10)
      customers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, CUSTOMERS - i) }, (_, j) =>
            registerCustomer(
              `http://127.0.0.1:${(servers[(i + j) % 2] ?? a).port}`,
              `chaos${i + j}`,
            ),
          ),
        )),
      );
    const seeding = await openDatabase({ databaseUrl: database.url, dataDir: undefined });
    try {
      for (const customer of customers)
        await seedBalance(seeding.db, customer.id, 'wallet', 200_000);
    } finally {
      await seeding.close();
    }
    console.log(`${at()}  ${customers.length} customers registered and funded`);

    // The flapper: new modes for both simulators every FLAP_MS, set through both processes.
    let flapping = true;
    const flapper = (async () => {
      while (flapping) {
        for (const simulator of SIMULATORS) {
          modes[simulator] = weightedMode();
          tally(modeCounts, `${simulator}:${modes[simulator]}`);
        }
        if (CLEAR_BREAKERS) await pool.query('DELETE FROM bills_breakers').catch(() => undefined);
        await Promise.all(servers.filter((s) => s.up).map(setModesAt));
        await sleep(FLAP_MS);
      }
    })();

    // The faults, at shares of the purchases answered.
    let answered = 0;
    const dropBackends = async (label: string) => {
      const client = new pg.Client({ connectionString: database.url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        const { rowCount } = await client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        const line = `${at()}  ${label}: dropped ${rowCount} backends (${answered} purchases answered)`;
        console.log(line);
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    const sigtermAndRestart = async () => {
      console.log(`${at()}  SIGTERM to B (${answered} purchases answered)`);
      const signalled = Date.now();
      sigtermAt = signalled;
      await b.stop();
      sigtermExitMs = Date.now() - signalled;
      console.log(`${at()}  B exited ${sigtermExitMs} ms after SIGTERM`);
      await sleep(RESTART_AFTER_MS);
      await b.start();
      restartedAfterMs = Date.now() - signalled;
      console.log(`${at()}  B answers again, ${restartedAfterMs} ms after SIGTERM`);
    };
    const faults: Promise<void>[] = [];
    const fired = new Set<string>();
    const fireFaults = () => {
      const share = answered / TOTAL;
      const fire = (name: string, when: number, fault: () => Promise<void>) => {
        if (share < when || fired.has(name)) return;
        fired.add(name);
        faults.push(
          fault().catch((error: unknown) => {
            console.log(`${at()}  ${name} failed: ${String(error)}`);
          }),
        );
      };
      fire('first drop', FAULTS.firstDrop, () => dropBackends('first drop'));
      fire('SIGTERM', FAULTS.sigterm, sigtermAndRestart);
      fire('second drop', FAULTS.secondDrop, () => dropBackends('second drop'));
    };

    // The burst: each customer buys in turn, airtime and data, through A and B alternately.
    const burstStarted = Date.now();
    const finals: Record<string, number> = {};
    let next = 0;
    await Promise.all(
      customers.map(async (customer, c) => {
        await sleep(randomInt(THINK_MS));
        for (let j = 0; ; j += 1) {
          const i = next;
          if (i >= TOTAL) return;
          next += 1;
          const data = j % 2 === 1;
          const phone = NUMBERS[Math.floor(j / 2) % NUMBERS.length] ?? SANDBOX.success;
          const order: Order = {
            path: data ? 'purchase-data' : 'purchase-airtime',
            body: data
              ? { variation_code: 'mtn-sme-1gb-30days', phone_number: phone, package_id: smeData }
              : {
                  network: 'MTN',
                  phone_number: phone,
                  amount: 100 + (i % 400),
                  package_id: airtime,
                },
            key: `chaos-${randomUUID()}`,
            token: customer.token,
          };
          const [first, other] = (i + c) % 2 === 0 ? [a, b] : [b, a];
          const roll = Math.random();
          if (roll < RESEND_AT_ONCE_SHARE) {
            const [one, two] = await Promise.all([
              deliver(first, other, order),
              deliver(other, first, order),
            ]);
            compareResend(one, two, order.key);
            tally(finals, one.kind === 'answer' ? String(one.status) : one.kind);
          } else {
            const answer = await deliver(first, other, order);
            tally(finals, answer.kind === 'answer' ? String(answer.status) : answer.kind);
            if (roll < RESEND_AT_ONCE_SHARE + RESEND_AFTER_SHARE)
              compareResend(answer, await deliver(other, first, order), order.key);
          }
          answered += 1;
          fireFaults();
          await sleep(randomInt(2 * THINK_MS));
        }
      }),
    );
    const burstSeconds = (Date.now() - burstStarted) / 1000;
    await Promise.all(faults);
    flapping = false;
    await flapper;
    for (const simulator of SIMULATORS) modes[simulator] = 'ok';
    await Promise.all(servers.filter((s) => s.up).map(setModesAt));
    console.log(
      `${at()}  burst done: ${answered} purchases in ${burstSeconds.toFixed(1)} s; ` +
        `final answers: ${show(finals)}; every simulator back to ok`,
    );

    // Wait until no pending purchase can still settle (bounded).
    const settleStarted = Date.now();
    let figures = await orderFigures(pool);
    while (figures.pendingThatCanSettle > 0 && Date.now() - settleStarted < SETTLE_SECONDS * 1000) {
      await sleep(2000);
      figures = await orderFigures(pool);
    }
    const settleSeconds = (Date.now() - settleStarted) / 1000;
    console.log(
      `${at()}  ${figures.pendingThatCanSettle ? `${figures.pendingThatCanSettle} pending purchases can still settle after` : 'nothing left to settle after'} ` +
        `${settleSeconds.toFixed(0)} s`,
    );

    for (const server of servers) server.restartOnDeath = false;
    await Promise.all(servers.map((server) => server.stop()));
    closeAgents();

    figures = await orderFigures(pool);
    const audit = await auditVends(pool);
    const ledger = spawnSync(process.execPath, ['--import', 'tsx', 'bench/ledger-invariant.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: { PATH: env.PATH ?? '', HOME: env.HOME ?? tmpdir(), DATABASE_URL: database.url },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const ledgerOk = ledger.status === 0;
    const ledgerOutput = `${ledger.stdout}${ledger.stderr}`.trim();

    const deaths = servers.flatMap((server) => server.deaths);
    const notCountable = 'ClubKonnect orders not countable (simulator keeps them in memory)';
    const result = {
      purchases: answered,
      customers: CUSTOMERS,
      burstSeconds: Math.round(burstSeconds),
      settleSeconds: Math.round(settleSeconds),
      clubkonnectCountable: audit.clubkonnectCountable,
      ...(audit.clubkonnectCountable ? {} : { clubkonnectNote: notCountable }),
      vendedByTwoProviders: audit.clubkonnectCountable ? audit.twoProviders : null,
      vendedTwiceByOne: audit.twiceByOne,
      refundsOfDelivered: audit.refundedDelivered,
      refundsOfDeliveredWithConflict: audit.refundedDeliveredWithConflict,
      refundsAnsweredDeliveredAfter: audit.ours.deliveredAfterRefund,
      conflicts: figures.conflicts,
      pending: figures.pending,
      pendingThatCanSettle: figures.pendingThatCanSettle,
      needsAttention: figures.needsAttention,
      processesDied: deaths.length,
      requestsReset: seen.reset,
      fiveHundredsOtherThan503: fiveHundredsOtherThan503(),
      answered503: seen.answers['503'] ?? 0,
      resendsAnsweredOtherOrder: seen.resendsAnsweredOtherOrder,
      ledger: ledgerOk ? 'ok' : 'fail',
      statuses: figures.byStatus,
      deliveredBy: figures.deliveredBy,
      ourRecords: {
        clubkonnectSentTwiceAcceptedTwice: audit.ours.clubkonnectAcceptedTwice,
        refundedAfterUncertainClubkonnect: audit.ours.refundedAfterUncertainClubkonnect,
      },
    };

    const rows: [string, string, string][] = [
      [
        'purchases vended by two providers',
        audit.clubkonnectCountable ? String(audit.twoProviders) : 'n/a',
        audit.clubkonnectCountable ? 'must be 0' : `must be 0; ${notCountable}`,
      ],
      [
        `purchases vended twice by one provider${audit.clubkonnectCountable ? '' : ' (VTpass only)'}`,
        String(audit.twiceByOne),
        'must be 0',
      ],
      [
        `refunds of delivered purchases, no conflict${audit.clubkonnectCountable ? '' : ' (VTpass only)'}`,
        String(audit.refundedDelivered),
        'must be 0',
      ],
      ['  the same, with a conflict raised', String(audit.refundedDeliveredWithConflict), ''],
      ['  refunded, still pending at the simulator', String(audit.refundedStillPendingThere), ''],
      [
        'refunds a provider answered delivered after, no conflict (our call records)',
        String(audit.ours.deliveredAfterRefund),
        'must be 0',
      ],
      ['simulator vends of no purchase of ours', String(audit.orphanVends), ''],
      ['conflicts raised', String(figures.conflicts), ''],
      ['purchases still pending', String(figures.pending), ''],
      ['  of them can still settle (next requery set)', String(figures.pendingThatCanSettle), ''],
      ['purchases needing attention', String(figures.needsAttention), ''],
      ['processes that died', String(deaths.length), 'must be 0'],
      ['requests reset (ECONNRESET, socket hang up)', String(seen.reset), ''],
      ['5xx answers other than 503', String(fiveHundredsOtherThan503()), ''],
      ['503 answers (retried with the same key)', String(seen.answers['503'] ?? 0), ''],
      [
        'key re-sends answered with another order',
        `${seen.resendsAnsweredOtherOrder} of ${seen.resends}`,
        'must be 0',
      ],
      ['ledger invariant', ledgerOk ? 'ok' : 'FAIL', 'must be ok'],
    ];
    if (!audit.clubkonnectCountable)
      rows.push(
        [
          'hint, our call records: sent twice to ClubKonnect, accepted both times',
          String(audit.ours.clubkonnectAcceptedTwice),
          '',
        ],
        [
          'hint, our call records: refunded after an uncertain ClubKonnect pay',
          String(audit.ours.refundedAfterUncertainClubkonnect),
          '',
        ],
      );

    console.log('');
    console.log(`HTTP answers (every try): ${show(seen.answers)}`);
    console.log(
      `client side: ${seen.refused} refused connections, ${seen.reset} resets, ` +
        `${seen.clientTimeouts} timeouts, ${seen.otherErrors} other errors, ${seen.retries} retries ` +
        `with the same key, ${seen.movedToOtherProcess} moved to the other process, ` +
        `${seen.gaveUp} given up`,
    );
    console.log(
      `modes set (simulator:mode turns): ${show(modeCounts)}; ${modeCallsFailed} mode calls failed`,
    );
    console.log(
      `SIGTERM to B: exited in ${sigtermExitMs ?? '?'} ms, answering again ${restartedAfterMs ?? '?'} ms after the signal` +
        `${sigtermAt ? '' : ' (not sent)'}`,
    );
    console.log('refusals (every try):');
    for (const [what, count] of Object.entries(seen.refusals).sort(([, x], [, y]) => y - x))
      console.log(`  ${String(count).padStart(5)}  ${what}`);
    console.log(
      `final statuses: ${show(figures.byStatus)}; delivered by: ${show(figures.deliveredBy)}`,
    );
    for (const sample of audit.samples) console.log(`  e.g. ${sample}`);
    for (const sample of audit.ours.samples) console.log(`  calls of ${sample}`);
    for (const sample of seen.fiveHundreds) console.log(`  5xx: ${sample}`);
    for (const sample of seen.resendSamples) console.log(`  re-send: ${sample}`);
    for (const death of deaths)
      console.log(
        `  died: ${death.server} at ${death.at.toISOString()} (exit ${death.code ?? death.signal}):\n` +
          death.lastLines
            .split('\n')
            .map((line) => `      ${line.slice(0, 300)}`)
            .join('\n'),
      );
    console.log(
      ledgerOutput
        .split('\n')
        .slice(0, 8)
        .map((line) => `  ledger: ${line}`)
        .join('\n'),
    );
    console.log('');
    const width = Math.max(...rows.map(([label]) => label.length));
    const valueWidth = Math.max(...rows.map(([, value]) => value.length));
    for (const [label, value, rule] of rows)
      console.log(`${label.padEnd(width)}  ${value.padStart(valueWidth)}  ${rule}`);
    console.log('');
    console.log(`CHAOS_RESULT ${JSON.stringify(result)}`);

    const broken =
      (audit.clubkonnectCountable ? audit.twoProviders : 0) +
      audit.twiceByOne +
      audit.refundedDelivered +
      audit.ours.deliveredAfterRefund +
      deaths.length +
      seen.resendsAnsweredOtherOrder;
    return broken === 0 && ledgerOk ? 0 : 1;
  } finally {
    for (const server of servers) server.restartOnDeath = false;
    await Promise.all(servers.map((server) => server.stop()));
    closeAgents();
    await pool.end().catch(() => undefined);
    await database.drop().catch((error: unknown) => {
      console.error('could not drop the bench database:', String(error));
    });
  }
}

exitAfter(DEADLINE_MS + 60_000, 2, 'chaos bench: over its deadline, stopping');

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('chaos bench could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
