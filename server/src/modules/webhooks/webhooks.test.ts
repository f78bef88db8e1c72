import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { transactions, users } from '../../db/schema';
import { signedInUser } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/harness';
import {
  deliverDueWebhooks,
  enqueueTransactionWebhook,
  ensureWebhookSecret,
  isPublicAddress,
  setWebhookLookup,
  WEBHOOK_BACKOFF_SECONDS,
  WEBHOOK_URL_MESSAGES,
  webhookAttempts,
  webhookBackoffMs,
  webhookDeliveries,
  type DeliverOptions,
  type WebhookPayload,
} from '.';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver on 127.0.0.1 answering with `answer()`'s status (a function per request). */
async function startReceiver() {
  const received: Received[] = [];
  const state = { answer: (): number | 'hang' => 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = state.answer();
      if (status === 'hang') return;
      if (status >= 300 && status < 400) response.setHeader('location', 'http://127.0.0.1:1/');
      response.statusCode = status;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receivers.push(server);
  return { url: `http://127.0.0.1:${port}/hooks`, port, received, state };
}
const receivers: http.Server[] = [];

let ctx: TestContext;
let restoreLookup: () => void;
const lookups: Record<string, () => string[]> = {};
beforeAll(async () => {
  restoreLookup = setWebhookLookup(async (host) => {
    const answer = lookups[host];
    if (!answer) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return answer();
  });
  ctx = await startTestApp();
});
afterEach(async () => {
  // park what a test left pending so the next test's passes see only their own deliveries
  await ctx.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() + interval '1 day'` })
    .where(eq(webhookDeliveries.status, 'pending'));
});
afterAll(async () => {
  restoreLookup();
  for (const server of receivers) {
    server.closeAllConnections();
    server.close();
  }
  await ctx.close();
});

const OPTIONS: DeliverOptions = { allowPrivate: true, timeoutMs: 2_000, maxAttempts: 3 };
const db = () => ctx.database.db;
const deliver = (options: Partial<DeliverOptions> = {}) =>
  deliverDueWebhooks(db(), { ...OPTIONS, ...options });

async function customer(webhookUrl: string | null) {
  const user = await signedInUser(ctx.app);
  await db().update(users).set({ webhookUrl }).where(eq(users.id, user.id));
  return user;
}

let refs = 0;
async function createTransaction(userId: number, status: 'pending' | 'confirmed' = 'confirmed') {
  refs += 1;
  const [row] = await db()
    .insert(transactions)
    .values({
      userId,
      txRef: `NT-webhook-${Date.now()}-${refs}`,
      categoryId: CATEGORY_IDS.airtime,
      kind: 'purchase',
      plan: 'MTN Airtime VTU',
      description: 'MTN airtime',
      amountKobo: 10_000,
      phoneNo: '08031234567',
      status,
    })
    .returning({ id: transactions.id });
  if (!row) throw new Error('no transaction');
  return row.id;
}

/** Sets the final status and queues the webhook in one database transaction, as the engine does. */
const settle = (id: number, status: 'confirmed' | 'failed' | 'reversed') =>
  db().transaction(async (tx) => {
    await tx.update(transactions).set({ status }).where(eq(transactions.id, id));
    await enqueueTransactionWebhook(tx, id);
  });

const deliveriesOf = (transactionId: number) =>
  db()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.transactionId, transactionId))
    .orderBy(asc(webhookDeliveries.id));
const attemptsOf = (deliveryId: number) =>
  db()
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attempt));
const makeDue = (...ids: number[]) =>
  db()
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
const only = async (transactionId: number) => {
  const [delivery, ...rest] = await deliveriesOf(transactionId);
  expect(rest).toHaveLength(0);
  if (!delivery) throw new Error('no delivery');
  return delivery;
};

describe('enqueueTransactionWebhook', () => {
  it('queues nothing without a webhook_url or for a status that is not final', async () => {
    const silent = await customer(null);
    const id = await createTransaction(silent.id);
    await settle(id, 'confirmed');
    expect(await deliveriesOf(id)).toEqual([]);

    const listening = await customer('https://shop.example.ng/hook');
    const pending = await createTransaction(listening.id, 'pending');
    await db().transaction((tx) => enqueueTransactionWebhook(tx, pending));
    expect(await deliveriesOf(pending)).toEqual([]);
  });

  it('queues each final status once; confirmed then reversed gives two deliveries', async () => {
    const user = await customer('https://shop.example.ng/hook');
    const id = await createTransaction(user.id, 'pending');
    await settle(id, 'confirmed');
    await settle(id, 'confirmed');
    await db().transaction((tx) => enqueueTransactionWebhook(tx, id));
    expect((await deliveriesOf(id)).map((d) => d.event)).toEqual(['transaction.confirmed']);
    await settle(id, 'reversed');
    await settle(id, 'reversed');
    const rows = await deliveriesOf(id);
    expect(rows.map((d) => [d.event, d.status, d.url, d.userId])).toEqual([
      ['transaction.confirmed', 'pending', 'https://shop.example.ng/hook', user.id],
      ['transaction.reversed', 'pending', 'https://shop.example.ng/hook', user.id],
    ]);
    const payload = JSON.parse(rows[1]!.payload) as WebhookPayload;
    expect(payload).toEqual({
      id: rows[1]!.id,
      event: 'transaction.reversed',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: expect.objectContaining({ id, status: 'reversed', amount: 100 }),
    });
  });

  it('is rolled back with the transaction that set the status', async () => {
    const user = await customer('https://shop.example.ng/hook');
    const id = await createTransaction(user.id, 'pending');
    await expect(
      db().transaction(async (tx) => {
        await tx.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, id));
        await enqueueTransactionWebhook(tx, id);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await deliveriesOf(id)).toEqual([]);
  });
});

describe('deliverDueWebhooks', () => {
  it('POSTs the signed payload once and logs the attempt', async () => {
    const receiver = await startReceiver();
    const user = await customer(receiver.url);
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');

    expect(await deliver()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [Received];
    const delivery = await only(id);
    const secret = await ensureWebhookSecret(db(), user.id);
    const expected = createHmac('sha256', secret!).update(body).digest('hex');
    expect(headers['x-nairatop-signature']).toBe(`sha256=${expected}`);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'NairaTop-Webhooks/1.0',
      'x-nairatop-event': 'transaction.confirmed',
      'x-nairatop-delivery': String(delivery.id),
    });
    expect(body).toBe(delivery.payload);
    const payload = JSON.parse(body) as WebhookPayload;
    expect(payload.event).toBe('transaction.confirmed');
    expect(payload.id).toBe(delivery.id);
    expect(payload.data).toEqual<Transaction>(
      expect.objectContaining({
        id,
        status: 'confirmed',
        plan: 'MTN Airtime VTU',
        phone_no: '08031234567',
        category: expect.objectContaining({ id: CATEGORY_IDS.airtime }),
        subcategory: null,
      }),
    );
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    expect(await attemptsOf(delivery.id)).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, error: null }),
    ]);

    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries after a 500 with backoff, sending the same body and signature', async () => {
    const receiver = await startReceiver();
    const statuses = [500, 200];
    receiver.state.answer = () => statuses.shift() ?? 200;
    const user = await customer(receiver.url);
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');

    expect(await deliver()).toBe(1);
    let delivery = await only(id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    });
    const wait = delivery.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThan(35_000);
    expect(await deliver()).toBe(0);

    await makeDue(delivery.id);
    expect(await deliver()).toBe(1);
    delivery = await only(id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect((await attemptsOf(delivery.id)).map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 200, null],
    ]);
    const [first, second] = receiver.received as [Received, Received];
    expect(second.body).toBe(first.body);
    expect(second.headers['x-nairatop-signature']).toBe(first.headers['x-nairatop-signature']);
    expect(second.headers['x-nairatop-delivery']).toBe(first.headers['x-nairatop-delivery']);
  });

  it('gives up after maxAttempts', async () => {
    const receiver = await startReceiver();
    receiver.state.answer = () => 503;
    const user = await customer(receiver.url);
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');
    const { id: deliveryId } = await only(id);
    for (let attempt = 1; attempt <= OPTIONS.maxAttempts; attempt += 1) {
      await makeDue(deliveryId);
      expect(await deliver()).toBe(1);
    }
    expect(await only(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastStatusCode: 503,
      nextAttemptAt: null,
    });
    expect(await attemptsOf(deliveryId)).toHaveLength(3);
    await makeDue(deliveryId);
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(3);
  });

  it('does not follow redirects', async () => {
    const receiver = await startReceiver();
    receiver.state.answer = () => 302;
    const user = await customer(receiver.url);
    const id = await createTransaction(user.id);
    await settle(id, 'failed');
    expect(await deliver()).toBe(1);
    expect(await only(id)).toMatchObject({
      event: 'transaction.failed',
      status: 'pending',
      lastStatusCode: 302,
      lastError: 'HTTP 302: redirects are not followed',
    });
    expect(receiver.received).toHaveLength(1);
  });

  it('records a timeout as a failed attempt', async () => {
    const receiver = await startReceiver();
    receiver.state.answer = () => 'hang';
    const user = await customer(receiver.url);
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');
    expect(await deliver({ timeoutMs: 200 })).toBe(1);
    expect(await only(id)).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: 'No answer within 200 ms',
    });
  });

  it('delivers each row once when two workers run at once', async () => {
    const receiver = await startReceiver();
    const user = await customer(receiver.url);
    const ids: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const id = await createTransaction(user.id);
      await settle(id, 'confirmed');
      ids.push(id);
    }
    const counts = await Promise.all([deliver({ limit: 4 }), deliver({ limit: 4 })]);
    expect(counts[0] + counts[1]).toBe(6);
    const deliveryIds = receiver.received.map((r) => r.headers['x-nairatop-delivery']);
    expect(new Set(deliveryIds).size).toBe(6);
    expect(deliveryIds).toHaveLength(6);
    for (const id of ids) expect((await only(id)).status).toBe('delivered');
  });

  it('uses fetchImpl when given, without following redirects', async () => {
    const user = await customer('https://shop.example.ng/hook');
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(
      async () => new Response(null, { status: 204 }),
    );
    lookups['shop.example.ng'] = () => ['41.58.1.7'];
    expect(await deliver({ fetchImpl, allowPrivate: false })).toBe(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://shop.example.ng/hook');
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(await only(id)).toMatchObject({ status: 'delivered', lastError: null });
  });
});

describe('deliverDueWebhooks without allowPrivate', () => {
  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/hooks`],
    ['10.0.0.1', () => 'http://10.0.0.1/hooks'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['[::1]', (port: number) => `http://[::1]:${port}/hooks`],
    ['localhost', (port: number) => `http://localhost:${port}/hooks`],
  ])('refuses %s before connecting and retries later', async (_name, urlFor) => {
    lookups.localhost = () => ['127.0.0.1', '::1'];
    const receiver = await startReceiver();
    const user = await customer(urlFor(receiver.port));
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');
    expect(await deliver({ allowPrivate: false })).toBe(1);
    const delivery = await only(id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: WEBHOOK_URL_MESSAGES.notPublic,
    });
    expect(await attemptsOf(delivery.id)).toEqual([
      expect.objectContaining({ statusCode: null, error: WEBHOOK_URL_MESSAGES.notPublic }),
    ]);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a name rebound to a private address after the check (DNS rebinding)', async () => {
    const receiver = await startReceiver();
    let calls = 0;
    lookups['rebind.example.ng'] = () => ((calls += 1) === 1 ? ['41.58.1.7'] : ['127.0.0.1']);
    const user = await customer(`http://rebind.example.ng:${receiver.port}/hooks`);
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');
    expect(await deliver({ allowPrivate: false })).toBe(1);
    expect(calls).toBe(2);
    expect(await only(id)).toMatchObject({
      status: 'pending',
      lastError: WEBHOOK_URL_MESSAGES.notPublic,
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a host that does not resolve', async () => {
    const user = await customer('https://gone.example.ng/hooks');
    const id = await createTransaction(user.id);
    await settle(id, 'confirmed');
    expect(await deliver({ allowPrivate: false })).toBe(1);
    expect((await only(id)).lastError).toBe(WEBHOOK_URL_MESSAGES.unresolvable);
  });
});

describe('helpers', () => {
  it.each([
    ['8.8.8.8', true],
    ['41.58.1.7', true],
    ['2001:4860:4860::8888', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['192.168.0.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['192.0.2.1', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::1', false],
    ['not-an-ip', false],
  ])('isPublicAddress(%s) is %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('backs off 30 s, 2 min, 10 min ... up to a day, with at most 10% jitter', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => webhookBackoffMs(n, noJitter) / 1000)).toEqual([
      30, 120, 600, 1_800, 3_600, 10_800, 21_600,
    ]);
    expect(webhookBackoffMs(50, noJitter)).toBe(WEBHOOK_BACKOFF_SECONDS.at(-1)! * 1000);
    expect(webhookBackoffMs(1, () => 0.999)).toBeLessThanOrEqual(33_000);
  });
});
