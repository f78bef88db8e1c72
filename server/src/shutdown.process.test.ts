import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, prepareDatabase } from './app';
import { testConfig } from './config';
import { signedInUser } from '../test/accounts';
import { packageId, SANDBOX } from '../test/purchases';
import { exited, freePort, request as send, startServerProcess } from '../test/server-process';
import { seedBalance } from '../test/wallet';

/** two real server processes start and stop in this test */
const TWO_SERVERS_BOUND_MS = 90_000;

/*
 * The real server process on a PGlite folder, stopped with SIGTERM while a keep-alive connection
 * sits idle, a connection has sent nothing yet and a purchase is waiting for the provider.
 */
const config = testConfig({ databaseUrl: undefined });
const VTPASS_TIMEOUT_MS = 3_000;
const REQUERY_FIRST_DELAY_MS = 10 * 60 * 1_000;

let dataDir: string;
let token: string;
let mtn: number;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-shutdown-'));
  // a customer with money, written before the server owns the folder
  const database = await prepareDatabase({ ...config, dataDir });
  const app = await buildApp({ config: { ...config, dataDir }, database });
  const user = await signedInUser(app);
  await seedBalance(database.db, user.id, 'wallet', 1_000);
  mtn = await packageId(database.db, 'mtn-airtime');
  token = user.token;
  await app.close();
  await database.close();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const KEY = randomUUID();
const authorized = () => ({ authorization: `Bearer ${token}` });

/** A request to the server process, as the customer (a purchase with the test's key). */
const request = (port: number, options: { method?: string; path: string; body?: object }) =>
  send(port, {
    ...options,
    headers: { ...authorized(), ...(options.body ? { 'idempotency-key': KEY } : {}) },
  });

const startServer = (port: number) =>
  startServerProcess({
    port,
    config,
    env: {
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-site'),
      VTPASS_TIMEOUT_MS: String(VTPASS_TIMEOUT_MS),
      // no requery while the test looks: the purchase must still be pending after the restart
      REQUERY_FIRST_DELAY_MS: String(REQUERY_FIRST_DELAY_MS),
    },
  });

it(
  'exits 0 within 10 s of SIGTERM, lets the purchase in flight finish, and frees the folder at once',
  async () => {
    const port = await freePort();
    const server = await startServer(port);

    // an idle keep-alive connection (its request answered), and one that has sent nothing
    const keptAlive = connect(port, '127.0.0.1');
    const keptAliveAnswered = new Promise((resolve) => keptAlive.once('data', resolve));
    keptAlive.write(
      `GET /api/v1/get-user/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    );
    expect(String(await keptAliveAnswered)).toMatch(/^HTTP\/1\.1 200 [\s\S]*keep-alive/i);
    const keptAliveClosed = new Promise<number>((resolve) =>
      keptAlive.once('close', () => resolve(Date.now())),
    );
    const silent = connect(port, '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));
    const silentClosed = new Promise((resolve) => silent.once('close', resolve));

    // the provider answers after the client's timeout: the purchase stays pending (201)
    const purchase = request(port, {
      method: 'POST',
      path: '/api/v1/purchase-airtime/',
      body: { phone_number: SANDBOX.timeout, amount: 100, package_id: mtn },
    });
    await new Promise((resolve) => setTimeout(resolve, 700));

    const stopped = Date.now();
    const exit = exited(server);
    server.kill('SIGTERM');
    const answer = await purchase;
    const code = await exit;
    const shutdownMs = Date.now() - stopped;
    await silentClosed;
    // closed at once, not after the purchase or Node's 72 s keep-alive timeout
    expect((await keptAliveClosed) - stopped).toBeLessThan(1_000);

    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThanOrEqual(10_000);
    // finished, not cut: the answer a client gets for a purchase the provider has not settled yet
    expect(answer.status).toBe(201);
    console.log(`shutdown took ${shutdownMs} ms`);

    // A new server takes the folder at once and finds the purchase whole: pending and paid for.
    const next = await startServer(port);
    try {
      const found = await request(port, { path: `/api/v1/purchases/by-key/${KEY}/` });
      expect(found.status).toBe(200);
      const transaction = (
        JSON.parse(found.body) as {
          data: { status: string; initial_balance: number; new_balance: number };
        }
      ).data;
      expect(transaction).toMatchObject({ status: 'pending', initial_balance: 1_000 });
      // charged once: the wallet holds what the purchase's debit left
      const user = await request(port, { path: '/api/v1/get-user/' });
      const { wallet_balance } = (JSON.parse(user.body) as { data: { wallet_balance: number } })
        .data;
      expect(wallet_balance).toBe(transaction.new_balance);
      expect(wallet_balance).toBeLessThan(1_000);
    } finally {
      const nextExit = exited(next);
      next.kill('SIGTERM');
      expect(await nextExit).toBe(0);
    }
  },
  TWO_SERVERS_BOUND_MS,
);

/** One HTTP/1.1 request on a raw connection, kept alive. */
const rawRequest = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`;

/** Whether `text` holds one whole response (headers and a Content-Length body). */
function wholeResponse(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /content-length: *(\d+)/i.exec(text.slice(0, end))?.[1];
  return Buffer.byteLength(text.slice(end + 4)) >= Number(length ?? 0);
}

/** What became of a request sent on a kept-alive connection as the server closed. */
type Outcome = 'answered' | 'closed before use' | 'reset';

/** A keep-alive connection with one request answered, and a way to send another and see its fate. */
async function keptAlive(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  let failed: string | undefined;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', (error: NodeJS.ErrnoException) => (failed = error.code ?? error.message));
  socket.on('close', () => (closed = true));
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  socket.write(rawRequest('/api/v1/get-user/'));
  await until(() => wholeResponse(received) || closed);
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  return {
    /** Sends a request unless the server has closed the connection already (a client would not). */
    send: async (): Promise<{ outcome: Outcome; status?: string; detail?: string }> => {
      if (closed || socket.readableEnded) return { outcome: 'closed before use' };
      received = '';
      socket.write(rawRequest('/api/v1/get-user/'));
      await until(() => wholeResponse(received) || closed);
      if (received && wholeResponse(received))
        return { outcome: 'answered', status: received.slice(9, 12) };
      return { outcome: 'reset', detail: failed ?? 'closed without an answer' };
    },
    close: () => socket.destroy(),
  };
}

it(
  'answers or cleanly refuses every request sent on open keep-alive connections as SIGTERM arrives, resetting none',
  async () => {
    const port = await freePort();
    const server = await startServer(port);
    const connections = await Promise.all(Array.from({ length: 30 }, () => keptAlive(port)));

    const exit = exited(server);
    server.kill('SIGTERM');
    // one request on each connection, sent from the moment of the signal to 150 ms after
    const results = await Promise.all(
      connections.map(async (connection, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 5));
        return connection.send();
      }),
    );
    // no new connection is accepted once closing
    await expect(send(port, { path: '/api/v1/health/live' })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    connections.forEach((connection) => connection.close());
    expect(await exit).toBe(0);

    expect(results.filter(({ outcome }) => outcome === 'reset')).toEqual([]);
    // answered as it finishes (200) or refused while it closes (503), never left unanswered
    const answered = results.filter(({ outcome }) => outcome === 'answered');
    expect(answered.length).toBeGreaterThan(0);
    for (const { status } of answered) expect(['200', '503']).toContain(status);
  },
  TWO_SERVERS_BOUND_MS,
);
