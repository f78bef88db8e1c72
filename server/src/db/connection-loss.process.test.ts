import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { ledgerSums } from '../modules/wallet/ledger';
import { openDatabase } from './client';
import { bearer, signedInUser } from '../../test/accounts';
import { packageId, SANDBOX } from '../../test/purchases';
import { request, type Answer } from '../../test/server-process';
import { startServerProcesses, type ServerProcesses } from '../../test/server-processes';
import { seedBalance } from '../../test/wallet';

/*
 * Two real server processes on one PostgreSQL database while the database server drops every one
 * of their connections (pooled, in a transaction, listening) in the middle of a burst of purchases.
 * An error event that nobody listens for ends a Node process; here both must live on, answer what
 * was cut short with a 503 the client retries, and settle every purchase exactly once.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** two server processes start, take a burst and stop */
const PROCESSES_BOUND_MS = 120_000;
const CUSTOMERS = 8;
const PURCHASES_EACH = 8;
/**
 * Every backend is dropped DROPS times, DROP_EVERY_MS apart, while the burst runs: a process dies
 * of an unheard error event only if a drop finds one of its connections inside a transaction
 * between two statements, so the drops come often.
 */
const DROPS = 60;
const DROP_EVERY_MS = 15;
/**
 * A purchase cut before its pay call waits for the reconciler for the pay timeout and the grace
 * after it (short here, so the reconciler's first requeries meet the drops too).
 */
const PAY_TIMEOUT_MS = 1_000;
const PAY_GRACE_MS = 2_000;
const RECONCILED_WITHIN_MS = PAY_TIMEOUT_MS + PAY_GRACE_MS + 45_000;

onPostgres(
  'two server processes while PostgreSQL drops every backend (skipped on PGlite: one embedded database in the process, no server backends to drop)',
  () => {
    let processes: ServerProcesses;
    let url: string;
    let customers: { token: string; id: number }[] = [];
    let mtn: number;
    let servers: ServerProcesses['servers'] = [];

    beforeAll(async () => {
      processes = await startServerProcesses({
        count: 2,
        // customers with money, written before the processes start
        prepare: async (app, database) => {
          customers = [];
          for (let n = 0; n < CUSTOMERS; n += 1) {
            const user = await signedInUser(app);
            await seedBalance(database.db, user.id, 'wallet', 100_000);
            customers.push(user);
          }
          mtn = await packageId(database.db, 'mtn-airtime');
        },
        env: {
          REQUERY_FIRST_DELAY_MS: '200',
          VTPASS_TIMEOUT_MS: String(PAY_TIMEOUT_MS),
          PAY_GRACE_MS: String(PAY_GRACE_MS),
          DATABASE_POOL_SIZE: '6',
          CHARGED_REQUESTS_PER_USER: '100',
          // Every customer buys for the sandbox's one success number: the simulator's 30 s
          // duplicate rule (019) would refuse all but one, and the reconciler's resends of the
          // cut ones would wait for each other, 30 s apart (a refused resend stays pending).
          VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS: '0',
        },
      });
      ({ url, servers } = processes);
    }, PROCESSES_BOUND_MS);

    afterAll(() => processes.stop(), PROCESSES_BOUND_MS);

    /** Drops every connection the processes hold; how many. */
    const dropAll = async () => {
      const { rows } = await processes.admin.query<{ n: string }>(
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1`,
        [processes.databaseName],
      );
      return Number(rows[0]?.n);
    };
    /** A purchase as a careful client makes it: the same key again after each 503. */
    const purchase = async (port: number, token: string, phone: string, key: string) => {
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const answer = await request(port, {
          method: 'POST',
          path: '/api/v1/purchase-airtime/',
          headers: { ...bearer(token), 'idempotency-key': key },
          body: { phone_number: phone, amount: 100, package_id: mtn },
        });
        answers.push(answer);
        if (answer.status !== 503) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return answers;
    };

    it(
      'both keep answering, a cut request hears 503 in the envelope, and every purchase is settled once',
      async () => {
        // Each customer buys for the sandbox's success number once (delivered) and for other
        // numbers (failed upstream, refunded): no two alike, as a repeat within 30 s is refused.
        const orders = customers.flatMap((customer) =>
          Array.from({ length: PURCHASES_EACH }, (_, n) => ({
            token: customer.token,
            phone: n === 0 ? SANDBOX.success : `0803${randomInt(1_000_000, 9_999_999)}`,
            key: randomUUID(),
          })),
        );
        const keys = orders.map((order) => order.key);

        const burst = Promise.all(
          orders.map((order, index) =>
            purchase(servers[index % 2]?.port ?? 0, order.token, order.phone, order.key),
          ),
        );
        let dropped = 0;
        for (let round = 0; round < DROPS; round += 1) {
          await new Promise((resolve) => setTimeout(resolve, DROP_EVERY_MS));
          dropped += await dropAll();
        }
        const answers = await burst;
        expect(dropped).toBeGreaterThan(0);
        expect(answers.flat().some(({ status }) => status === 503)).toBe(true);

        // Both processes live on.
        for (const { process } of servers) expect(process.exitCode).toBeNull();
        for (const { port } of servers) {
          const user = await request(port, {
            path: '/api/v1/get-user/',
            headers: bearer(customers[0]?.token ?? ''),
          });
          expect(user.status).toBe(200);
        }

        // Each cut request heard 503 in the envelope, never a 500; each purchase ended answered.
        const all = answers.flat();
        expect(
          all
            .filter(({ status }) => ![200, 201, 400, 503].includes(status))
            .map(({ body }) => body),
        ).toEqual([]);
        for (const answer of all.filter(({ status }) => status === 503))
          expect(JSON.parse(answer.body)).toMatchObject({
            message: 'NairaTop is briefly unavailable. Please try again.',
            data: {},
          });
        expect(answers.every((tries) => tries.at(-1)?.status !== 503)).toBe(true);

        // One purchase per key, each with its one debit and a refund exactly when it failed;
        // a purchase a drop left unsettled is settled by the reconciler.
        const inspector = new pg.Client({ connectionString: url });
        await inspector.connect();
        const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
        const settled = async () => {
          const { rows } = await inspector.query<{ pending: string }>(
            `SELECT count(*) AS pending FROM transactions WHERE kind = 'purchase' AND status = 'pending'`,
          );
          return Number(rows[0]?.pending) === 0;
        };
        try {
          for (let waited = 0; !(await settled()) && waited < RECONCILED_WITHIN_MS; waited += 250)
            await new Promise((resolve) => setTimeout(resolve, 250));
          // A purchase still pending is shown with every call the processes made about it.
          const { rows: unsettled } = await inspector.query(
            `SELECT t.id, t.provider, t.upstream_code, t.requery_attempts, t.next_requery_at,
               t.needs_attention_at, t.attention_reason,
               (SELECT json_agg(json_build_object('op', c.operation, 'state', c.state, 'code', c.code,
                  'detail', c.detail, 'provider', c.provider, 'at', c.created_at) ORDER BY c.id)
                FROM upstream_calls c WHERE c.transaction_id = t.id) AS calls
             FROM transactions t WHERE t.kind = 'purchase' AND t.status = 'pending'`,
          );
          expect(unsettled).toEqual([]);
          const { rows } = await inspector.query<{
            key: string;
            purchases: string;
            status: string;
            debits: string;
            refunds: string;
          }>(
            `SELECT t.idempotency_key AS key, count(DISTINCT t.id) AS purchases, min(t.status) AS status,
               count(e.id) FILTER (WHERE e.kind = 'purchase') AS debits,
               count(e.id) FILTER (WHERE e.kind = 'purchase_refund') AS refunds
             FROM transactions t
             LEFT JOIN ledger_entries e ON e.transaction_id = t.id
             WHERE t.kind = 'purchase' GROUP BY t.idempotency_key`,
          );
          expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
          for (const row of rows) {
            expect(Number(row.purchases)).toBe(1);
            expect(Number(row.debits)).toBe(1);
            expect(row.status === 'pending').toBe(false);
            expect(Number(row.refunds)).toBe(row.status === 'failed' ? 1 : 0);
          }
          expect((await ledgerSums(database.db)).mismatches).toEqual([]);
        } finally {
          await inspector.end();
          await database.close();
        }
      },
      PROCESSES_BOUND_MS,
    );
  },
);
