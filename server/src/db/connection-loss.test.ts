import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { ledgerSums } from '../modules/wallet/ledger';
import { bearer, signedInUser } from '../../test/accounts';
import { startTestApp, type TestContext } from '../../test/harness';
import { withDatabase } from '../../test/postgres-admin';
import { buy, packageId } from '../../test/purchases';
import { seedBalance } from '../../test/wallet';

/*
 * The database server drops the app's connections (a restart, a failover, an operator's
 * pg_terminate_backend) while requests are running. The process must live on, answer what it
 * could not finish with a 503 the client may retry, write nothing by halves, and listen for live
 * changes again.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

onPostgres(
  'PostgreSQL connections terminated mid-traffic (skipped on PGlite: the embedded database has no server backends to terminate)',
  () => {
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: databaseUrl, application_name: 'test-admin' });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
    });

    /** An app of its own: a fresh listener, not one still backing off from another test's drop. */
    const startApp = async () => {
      const ctx = await startTestApp();
      // the suite's database is this app's alone (server/test/postgres-template.ts)
      const [row] = await ctx.database.withSession((session) =>
        session.rows('SELECT current_database() AS name'),
      );
      return { ctx, databaseName: String(row?.name) };
    };
    let ctx: TestContext;
    let databaseName: string;
    beforeEach(async () => {
      ({ ctx, databaseName } = await startApp());
    });
    afterEach(async () => {
      await ctx.close();
    });

    /** Terminates every backend of this app's, its pool's and its LISTEN connection; how many. */
    const terminate = async () => {
      const { rows } = await admin.query<{ n: string }>(
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [databaseName],
      );
      return Number(rows[0]?.n);
    };
    /** A query in this app's database, on a connection of the test's own. */
    const suiteQuery = async <R extends pg.QueryResultRow>(text: string, values: unknown[]) => {
      const client = new pg.Client({
        connectionString: withDatabase(String(databaseUrl), databaseName),
      });
      await client.connect();
      try {
        return await client.query<R>(text, values);
      } finally {
        await client.end();
      }
    };
    /** The backend pid of this app's LISTEN connection, if it has one. */
    const listenerPid = async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = $1 AND application_name LIKE '%-listen'`,
        [databaseName],
      );
      return rows[0]?.pid;
    };

    it('answers 503 in the envelope for what a dropped connection cut short, never a 500, and moves no money by halves', async () => {
      const user = await signedInUser(ctx.app);
      await seedBalance(ctx.database.db, user.id, 'wallet', 100_000);
      const mtn = await packageId(ctx.database.db, 'mtn-airtime');
      // any number but the sandbox's success number fails upstream: debit, then refund
      const purchase = () =>
        buy(
          ctx.app,
          user.token,
          'purchase-airtime',
          { phone_number: `0803${randomInt(1_000_000, 9_999_999)}`, amount: 100, package_id: mtn },
          randomUUID(),
        );
      const getUser = () =>
        ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(user.token) });

      const answers: { statusCode: number; body: string }[] = [];
      let terminated = 0;
      for (let round = 0; round < 8; round += 1) {
        const traffic = Promise.all([
          ...Array.from({ length: 6 }, purchase),
          ...Array.from({ length: 4 }, getUser),
        ]);
        await new Promise((resolve) => setTimeout(resolve, round * 3));
        terminated += await terminate();
        answers.push(...(await traffic));
      }
      expect(terminated).toBeGreaterThan(0);

      const statuses = new Set(answers.map((answer) => answer.statusCode));
      expect([...statuses].every((status) => [200, 201, 400, 503].includes(status))).toBe(true);
      // The sandbox's provider keeps its books in this database: a drop that cuts its own work
      // during the pay call is an uncertain answer, so that purchase stays pending with it (201),
      // charged once and never refunded by guess, for the reconciler to settle.
      for (const answer of answers.filter(({ statusCode }) => statusCode === 201))
        expect(JSON.parse(answer.body)).toMatchObject({
          data: { transaction: { status: 'pending' } },
        });
      const unavailable = answers.filter((answer) => answer.statusCode === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable)
        expect(JSON.parse(answer.body)).toEqual({
          message: 'NairaTop is briefly unavailable. Please try again.',
          errors: [{ detail: 'NairaTop is briefly unavailable. Please try again.' }],
          data: {},
        });

      // The process lives on and the pool has opened new connections.
      expect((await getUser()).statusCode).toBe(200);
      expect((await purchase()).statusCode).toBe(400);

      // Every balance is the sum of its entries; every purchase has exactly its debit, and its
      // refund exactly when it failed.
      expect((await ledgerSums(ctx.database.db, [user.id])).mismatches).toEqual([]);
      const { rows } = await suiteQuery<{ status: string; debits: string; refunds: string }>(
        `SELECT t.status,
           count(*) FILTER (WHERE e.kind = 'purchase') AS debits,
           count(*) FILTER (WHERE e.kind = 'purchase_refund') AS refunds
         FROM transactions t
         LEFT JOIN ledger_entries e ON e.transaction_id = t.id
         WHERE t.user_id = $1 AND t.kind = 'purchase' GROUP BY t.id, t.status`,
        [user.id],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Number(row.debits)).toBe(1);
        expect(Number(row.refunds)).toBe(row.status === 'failed' ? 1 : 0);
      }
      const entries = await suiteQuery(
        `SELECT 1 FROM ledger_entries WHERE user_id = $1 AND kind = 'purchase'
           AND transaction_id IS NULL`,
        [user.id],
      );
      expect(entries.rows).toEqual([]);
    });

    it('listens for live changes again after its listening connection is dropped', async () => {
      const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await signedInUser(ctx.app);
      // a terminated backend leaves pg_stat_activity a moment later: wait for a new listener
      const untilListening = async (other?: number) => {
        for (;;) {
          const pid = await listenerPid();
          if (pid !== undefined && pid !== other) return pid;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      const first = await untilListening();
      expect(await terminate()).toBeGreaterThan(0);
      await untilListening(first);

      // A stream the server ends (it may have missed a change) is opened again, as browsers do.
      const openUntilChange = async () => {
        for (let opened = 1; ; opened += 1) {
          const stream = await fetch(`${baseUrl}/api/v1/events/`, { headers: bearer(user.token) });
          const reader = stream.body!.getReader();
          let text = '';
          const readUntil = async (marker: string) => {
            while (!text.includes(marker)) {
              const { value, done } = await reader.read();
              if (done) return false;
              text += new TextDecoder().decode(value);
            }
            return true;
          };
          if (!(await readUntil('event: ready'))) continue;
          await seedBalance(ctx.database.db, user.id, 'wallet', 50);
          if (await readUntil('event: change')) {
            await reader.cancel();
            return { text, opened };
          }
        }
      };
      const { text, opened } = await openUntilChange();
      expect(text).toContain('"kind":"balance"');
      // at most the one stream that opened as the listener came back is ended
      expect(opened).toBeLessThanOrEqual(2);
    });
  },
);
