import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, prepareDatabase } from './app';
import { testConfig } from './config';
import { signedInUser } from '../test/accounts';
import { packageId, SANDBOX } from '../test/purchases';
import { seedBalance } from '../test/wallet';

/** two real server processes start and stop in this test */
const TWO_SERVERS_BOUND_MS = 90_000;

/*
 * The real server process on a PGlite folder, stopped with SIGTERM while a keep-alive connection
 * sits idle, a connection has sent nothing yet and a purchase is waiting for the provider.
 */
const root = path.resolve(__dirname, '../..');
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

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  body: string;
}

function request(
  port: number,
  options: { method?: string; path: string; body?: object },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'idempotency-key': KEY } : {}),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const KEY = randomUUID();

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: path.join(dataDir, 'no-site'),
      JWT_SECRET: config.jwtSecret,
      OPS_TOKEN: config.opsToken,
      VTPASS_TIMEOUT_MS: String(VTPASS_TIMEOUT_MS),
      // no requery while the test looks: the purchase must still be pending after the restart
      REQUERY_FIRST_DELAY_MS: String(REQUERY_FIRST_DELAY_MS),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await request(port, { path: '/api/v1/health/live' }).catch(() => undefined);
    if (up?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (server: ChildProcess) =>
  new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

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
