import { bearer, signedInUser } from '../../../test/accounts';
import { changes, openStream } from '../../../test/live-events';
import { packageId, SANDBOX } from '../../../test/purchases';
import { request } from '../../../test/server-process';
import { startServerProcesses, type ServerProcesses } from '../../../test/server-processes';
import { seedBalance } from '../../../test/wallet';

/*
 * A customer with the app open in two tabs that a load balancer sent to two server processes:
 * a purchase made through either reaches both streams, as the balance and the new transaction.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const PROCESSES_BOUND_MS = 120_000;

onPostgres(
  'live status across two server processes (skipped on PGlite: one process holds the embedded database)',
  () => {
    let processes: ServerProcesses;
    let customer: { token: string; id: number };
    let mtn = 0;

    beforeAll(async () => {
      processes = await startServerProcesses({
        count: 2,
        prepare: async (app, database) => {
          customer = await signedInUser(app);
          await seedBalance(database.db, customer.id, 'wallet', 10_000);
          mtn = await packageId(database.db, 'mtn-airtime');
        },
      });
    }, PROCESSES_BOUND_MS);
    afterAll(() => processes.stop(), PROCESSES_BOUND_MS);

    it(
      'a purchase through one process reaches the streams on both',
      async () => {
        const [a, b] = processes.servers;
        if (!a || !b) throw new Error('two processes');
        const streams = await Promise.all(
          [a, b].map((server) => openStream(`http://127.0.0.1:${server.port}`, customer.token)),
        );
        try {
          for (const stream of streams)
            await stream.until((events) => events.some((item) => item.event === 'ready'));
          const bought = await request(a.port, {
            method: 'POST',
            path: '/api/v1/purchase-airtime/',
            headers: bearer(customer.token),
            body: { network: 'MTN', package_id: mtn, amount: 100, phone_number: SANDBOX.success },
          });
          expect(bought.status).toBe(200);
          const { id } = (JSON.parse(bought.body) as { data: { transaction: { id: number } } }).data
            .transaction;
          for (const stream of streams) {
            await stream.until((events) =>
              changes(events).some((change) => change.transaction_id === id),
            );
            await stream.until((events) =>
              changes(events).some((change) => change.kind === 'balance'),
            );
          }
        } finally {
          for (const stream of streams) stream.close();
        }
      },
      PROCESSES_BOUND_MS,
    );
  },
);
