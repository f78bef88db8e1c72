/*
 * Routing and failover under a flapping provider: BENCH_PURCHASES (default 1,000) mixed purchases,
 * MTN airtime (VTpass first, ClubKonnect its failover) and MTN SME data (ClubKonnect first, VTpass
 * its failover), through the real HTTP purchase routes by BENCH_CUSTOMERS (default 50) customers,
 * BENCH_CONCURRENCY (default 32) at a time, while ONE provider's simulator (VTpass, or ClubKonnect
 * with BENCH_FLAP=clubkonnect) flaps in turns ok → down → ok → timeout → ok → no-float …, switching
 * every BENCH_TURN_PURCHASES (default 40) purchases started or every BENCH_TURN_MS (default 500) ms.
 * Both clients wait 300 ms (the simulators answer a timeout turn a second after that). Then every
 * mode goes back to ok and every pending order is requeried at its own provider until none is
 * pending (at most BENCH_REQUERY_PASSES passes).
 *
 * The circuit breaker is the real one: after 5 refusals or timeouts in a minute it skips the
 * flapping provider for 30 s, so most orders go to the other one. BENCH_BREAKER=reset clears it at
 * every turn, so each turn's orders reach the flapping provider and the rule is tried far more.
 *
 *   npm run bench:routing                                   (PGlite in memory)
 *   DATABASE_URL=postgres://... npm run bench:routing       (a schema of its own, dropped after)
 *
 * The rule it proves: an order moves to another provider only after a definite refusal (a failed
 * attempt); once a provider answered anything else (delivered, pending, a timeout, not found) the
 * order stays with it. Exits 1 only on a broken invariant: an order sent on after such an answer,
 * an order debited other than once, a refund other than once per failed order, a wallet whose sum
 * differs from its ledger, an order whose provider is not its last attempt's.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../server/src/app';
import { testConfig } from '../server/src/config';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { transactions } from '../server/src/db/schema';
import type { SimulatorMode } from '../server/src/lib/simulator-controls';
import { requeryPurchase } from '../server/src/modules/purchases/reconciler';
import { ledgerSums } from '../server/src/modules/wallet/ledger';
import { PURCHASE_REFUND } from '../server/src/modules/wallet/refunds';
import { bearer, signedInUser } from '../server/test/accounts';
import { packageId, SANDBOX } from '../server/test/purchases';
import { seedBalance } from '../server/test/wallet';

type Provider = 'vtpass' | 'clubkonnect';

const total = Number(process.env.BENCH_PURCHASES ?? 1000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const turnPurchases = Number(process.env.BENCH_TURN_PURCHASES ?? 40);
const turnMs = Number(process.env.BENCH_TURN_MS ?? 500);
const requeryPasses = Number(process.env.BENCH_REQUERY_PASSES ?? 30);
const resetBreaker = process.env.BENCH_BREAKER === 'reset';
const flapping: Provider = process.env.BENCH_FLAP === 'clubkonnect' ? 'clubkonnect' : 'vtpass';
/** the client's wait per call; the simulators answer a timeout turn 1 s after it */
const CLIENT_TIMEOUT_MS = 300;
const TURNS: readonly SimulatorMode[] = ['ok', 'down', 'ok', 'timeout', 'ok', 'no-float'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const show = (map: Map<string, number>) =>
  [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'none';

interface Attempt {
  transaction_id: number;
  provider: string | null;
  state: string;
  code: string | null;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const base = testConfig();
  const config = testConfig({
    databaseUrl,
    logLevel: 'silent',
    // No background reconciler: the bench requeries pending orders itself at the end.
    jobs: { ...base.jobs, enabled: false },
    // The sandbox's success number is bought again and again: the simulator's 019 rule is off.
    vtpass: {
      ...base.vtpass,
      simulator: true,
      timeoutMs: CLIENT_TIMEOUT_MS,
      simulatorDuplicateWindowSeconds: 0,
      // Both simulators complete an order they hold as received (a timeout turn's) after this.
      simulatorPendingSeconds: 1,
    },
    clubkonnect: { ...base.clubkonnect, timeoutMs: CLIENT_TIMEOUT_MS },
  });
  if (!config.clubkonnect.enabled || !config.clubkonnect.simulator)
    throw new Error('the bench needs the ClubKonnect simulator (CLUBKONNECT_* unset)');
  const database: Database = await prepareDatabase(config, true);
  const app = await buildApp({ config, database });
  // Ours too: the same service and number within 30 s would be refused before the debit.
  app.purchases.duplicateWindowSeconds = 0;
  const { db } = database;
  const broken: string[] = [];
  try {
    console.log(
      `routing bench on ${databaseUrl ? 'PostgreSQL (own schema)' : 'PGlite in memory'}; ` +
        `Node ${process.version}, ${availableParallelism()} CPUs; ${total} purchases by ` +
        `${customerCount} customers, ${concurrency} at a time; ${flapping} flaps ` +
        `${TURNS.join(' → ')} … every ${turnPurchases} purchases or ${turnMs} ms; ` +
        `breaker ${resetBreaker ? 'cleared at every turn' : 'as in production'}; ` +
        `client timeout ${CLIENT_TIMEOUT_MS} ms`,
    );
    const setMode = async (provider: Provider, mode: SimulatorMode) => {
      const response = await app.inject({
        method: 'POST',
        url: `/simulator/${provider}/mode`,
        payload: { mode },
      });
      if (response.statusCode !== 200) throw new Error(`mode ${mode}: ${response.body}`);
    };

    const airtime = await packageId(db, 'mtn-airtime');
    const smeData = await packageId(db, 'mtn-data-sme');
    const customers: { id: number; token: string }[] = [];
    for (let c = 0; c < customerCount; c += 1) {
      const user = await signedInUser(app);
      await seedBalance(db, user.id, 'wallet', 1_000_000);
      customers.push(user);
    }
    const userIds = customers.map((c) => c.id);

    // The flapping: a new turn every turnPurchases purchases started or every turnMs.
    let turn = 0;
    let startedInTurn = 0;
    let turnStartedAt = performance.now();
    let switching: Promise<void> = Promise.resolve();
    const turnCounts = new Map<string, number>();
    tally(turnCounts, TURNS[0]!);
    const nextTurn = () => {
      turn += 1;
      startedInTurn = 0;
      turnStartedAt = performance.now();
      const mode = TURNS[turn % TURNS.length]!;
      tally(turnCounts, mode);
      switching = switching.then(async () => {
        if (resetBreaker) await db.execute(sql`DELETE FROM bills_breakers`);
        await setMode(flapping, mode);
      });
    };
    const timer = setInterval(() => {
      if (performance.now() - turnStartedAt >= turnMs) nextTurn();
    }, 50);

    const answers = new Map<string, number>();
    const pendingAfterAnswer = new Set<number>();
    const answeredStatus = new Map<string, number>();
    const samples: string[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < total; i = next++) {
          if (startedInTurn >= turnPurchases) nextTurn();
          startedInTurn += 1;
          await switching;
          const customer = customers[i % customerCount]!;
          const data = i % 2 === 1;
          const response = await app.inject({
            method: 'POST',
            url: data ? '/api/v1/purchase-data/' : '/api/v1/purchase-airtime/',
            headers: { ...bearer(customer.token), 'idempotency-key': randomUUID() },
            payload: data
              ? {
                  variation_code: 'mtn-sme-1gb-30days',
                  phone_number: SANDBOX.success,
                  package_id: smeData,
                }
              : {
                  network: 'MTN',
                  phone_number: SANDBOX.success,
                  amount: 100 + (i % 400),
                  package_id: airtime,
                },
          });
          tally(answers, String(response.statusCode));
          let txRef: string | undefined;
          try {
            txRef = (JSON.parse(response.body) as { data?: { transaction?: { tx_ref?: string } } })
              .data?.transaction?.tx_ref;
          } catch {
            txRef = undefined;
          }
          if (!txRef) {
            if (samples.length < 5)
              samples.push(`${response.statusCode} ${response.body.slice(0, 200)}`);
            continue;
          }
          const [row] = await db.select().from(transactions).where(eq(transactions.txRef, txRef));
          if (!row) continue;
          tally(answeredStatus, row.status);
          if (row.status === 'pending') pendingAfterAnswer.add(row.id);
        }
      }),
    );
    const elapsedMs = performance.now() - started;
    clearInterval(timer);
    await switching;
    for (const provider of ['vtpass', 'clubkonnect'] as const) await setMode(provider, 'ok');

    console.log(
      `purchases: ${total} in ${(elapsedMs / 1000).toFixed(2)} s = ` +
        `${((total * 1000) / elapsedMs).toFixed(0)}/s; ${turn + 1} turns (${show(turnCounts)})`,
    );
    console.log(`  HTTP answers: ${show(answers)}`);
    console.log(`  status right after the answer: ${show(answeredStatus)}`);
    for (const sample of samples) console.log(`    no reference in the answer, e.g. ${sample}`);

    // The simulators answer a timeout turn's orders 1 s after the client gave up; then requery
    // every pending order at its own provider until none is pending.
    await sleep(CLIENT_TIMEOUT_MS + 1_200);
    let passes = 0;
    let stillPending = 0;
    for (; passes < requeryPasses; passes += 1) {
      const pending = await db
        .select()
        .from(transactions)
        .where(
          sql`${transactions.status} = 'pending' and ${inArray(transactions.userId, userIds)}`,
        );
      stillPending = pending.length;
      if (!pending.length) break;
      for (let k = 0; k < pending.length; k += 8)
        await Promise.all(
          pending.slice(k, k + 8).map((row) => requeryPurchase(app.purchases, row)),
        );
      await sleep(500);
    }
    console.log(
      `requery: ${passes} passes; ${stillPending} still pending after them` +
        `${stillPending ? ' (bound reached)' : ''}`,
    );

    // What the database says now: every order of the bench's customers, including those whose
    // answer carried no reference (refused by every route: failed and refunded at once).
    const ours = (
      await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(sql`${transactions.kind} = 'purchase' and ${inArray(transactions.userId, userIds)}`)
    ).map((row) => row.id);
    const final = await db
      .select({ id: transactions.id, status: transactions.status, provider: transactions.provider })
      .from(transactions)
      .where(inArray(transactions.id, ours));
    const delivered = new Map<string, number>();
    const finalStatus = new Map<string, number>();
    const keptSettled = new Map<string, number>();
    const statusOf = new Map<number, { status: string; provider: string | null }>();
    for (const row of final) {
      statusOf.set(row.id, row);
      tally(finalStatus, row.status);
      if (row.status === 'confirmed') tally(delivered, row.provider ?? 'none');
      if (pendingAfterAnswer.has(row.id)) tally(keptSettled, `${row.status} by ${row.provider}`);
    }

    const attempts = rowsOf<Attempt>(
      await db.execute(sql`
        SELECT transaction_id, provider, state, code FROM purchase_attempts
        WHERE transaction_id IN (SELECT id FROM transactions WHERE user_id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND kind = 'purchase')
        ORDER BY transaction_id, id`),
    );
    const byOrder = new Map<number, Attempt[]>();
    for (const attempt of attempts) {
      const id = Number(attempt.transaction_id);
      byOrder.set(id, [...(byOrder.get(id) ?? []), attempt]);
    }
    let failovers = 0;
    let twoProviders = 0;
    let twoProvidersAfterRefusal = 0;
    let sentOnAfterAnswer = 0;
    let providerNotLastAttempt = 0;
    const refusalCodes = new Map<string, number>();
    const attemptStates = new Map<string, number>();
    for (const [id, list] of byOrder) {
      for (const a of list) tally(attemptStates, `${a.provider}:${a.state}`);
      if (list.length > 1) failovers += 1;
      const providers = new Set(list.map((a) => a.provider));
      if (providers.size > 1) twoProviders += 1;
      // Once a provider answered anything but a refusal, no later attempt may go elsewhere.
      let clean = true;
      for (let a = 0; a < list.length; a += 1) {
        const current = list[a]!;
        if (current.state === 'failed') continue;
        if (list.slice(a + 1).some((later) => later.provider !== current.provider)) clean = false;
      }
      // A move to another provider right after that provider's refusal is the failover.
      for (let a = 1; a < list.length; a += 1) {
        const before = list[a - 1]!;
        if (list[a]!.provider !== before.provider)
          tally(refusalCodes, `${before.provider}:${before.state}:${before.code ?? '-'}`);
      }
      if (!clean) {
        sentOnAfterAnswer += 1;
        broken.push(`order ${id} sent on after an answer: ${JSON.stringify(list)}`);
      } else if (providers.size > 1) twoProvidersAfterRefusal += 1;
      const last = list[list.length - 1];
      const row = statusOf.get(id);
      if (row && last && row.provider !== last.provider) {
        providerNotLastAttempt += 1;
        broken.push(
          `order ${id} is with ${row.provider}, its last attempt went to ${last.provider}`,
        );
      }
    }

    // Money: one debit per order, one refund per failed (or reversed) order and none otherwise.
    const entries = rowsOf<{ transaction_id: number; kind: string; n: number }>(
      await db.execute(sql`
        SELECT transaction_id, kind, count(*)::int AS n FROM ledger_entries
        WHERE transaction_id IN (${sql.join(
          ours.map((id) => sql`${id}`),
          sql`, `,
        )}) AND kind IN ('purchase', ${PURCHASE_REFUND})
        GROUP BY transaction_id, kind`),
    );
    const debits = new Map<number, number>();
    const refunds = new Map<number, number>();
    for (const e of entries)
      (e.kind === 'purchase' ? debits : refunds).set(Number(e.transaction_id), Number(e.n));
    let badDebits = 0;
    let badRefunds = 0;
    for (const id of ours) {
      if ((debits.get(id) ?? 0) !== 1) badDebits += 1;
      const status = statusOf.get(id)?.status;
      const wanted = status === 'failed' || status === 'reversed' ? 1 : 0;
      if ((refunds.get(id) ?? 0) !== wanted) badRefunds += 1;
    }
    const refundCount = [...refunds.values()].reduce((a, b) => a + b, 0);
    if (badDebits) broken.push(`${badDebits} orders not debited exactly once`);
    if (badRefunds) broken.push(`${badRefunds} orders whose refunds do not match their status`);
    const check = await ledgerSums(db, userIds);
    if (check.mismatches.length)
      broken.push(`ledger mismatch: ${JSON.stringify(check.mismatches.slice(0, 5))}`);

    console.log(`final status: ${show(finalStatus)}`);
    console.log(`deliveries per provider: ${show(delivered)}`);
    console.log(`attempts (provider:state): ${show(attemptStates)}`);
    console.log(
      `orders with more than one attempt: ${failovers} (${twoProviders} failovers to the other ` +
        `provider, ${failovers - twoProviders} sent again to the same one with the same id at ` +
        `requery because it had not received them); ` +
        `refusals they moved on after (provider:state:code): ${show(refusalCodes)}`,
    );
    console.log(
      `kept pending by the rule (pending right after their answer): ${pendingAfterAnswer.size}; ` +
        `settled later: ${show(keptSettled)}`,
    );
    console.log(
      `refunds: ${refundCount} (orders refunded other than once when failed: ${badRefunds})`,
    );
    console.log(
      `ledger: ${check.usersChecked} wallets checked, ${check.mismatches.length} mismatches; ` +
        `${ours.length} orders, ${ours.length - badDebits} debited exactly once, ${badDebits} not`,
    );
    console.log(
      `PROOF orders sent to another provider after an answer other than a refusal: ` +
        `${sentOnAfterAnswer} (must be 0)`,
    );
    console.log(
      `orders ever sent to two providers: ${twoProviders}, all after a definite refusal: ` +
        `${twoProvidersAfterRefusal === twoProviders ? 'yes' : 'NO'}; order provider ≠ last ` +
        `attempt's: ${providerNotLastAttempt}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
  for (const line of broken.slice(0, 10)) console.error(`FAIL ${line}`);
  console.log(broken.length ? `BROKEN: ${broken.length} invariant failures` : 'invariants hold');
  return broken.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('routing bench failed:', error);
    process.exit(1);
  },
);
