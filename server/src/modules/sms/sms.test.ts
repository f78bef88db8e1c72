import { eq } from 'drizzle-orm';
import { PURCHASE_MESSAGES, SMS_MESSAGES } from '@contract/rules';
import { loadConfig } from '../../config';
import { transactions, users } from '../../db/schema';
import type { SmsProvider, SmsSendRequest } from '../../ports/sms';
import { createSmsSimulator, SIMULATOR_FAILING_SENDER } from '../../../test/vendors';
import type { TransactionRow } from '../wallet/repository';
import { sendSms } from './service';
import { settleStaleSms } from './sweep';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { buy, packageId, transactionByRef } from '../../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import { ledgerSums } from '../wallet/ledger';
import { claimDuePurchases } from '../purchases/settle';

interface ReplyBody {
  message: string;
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      plan: string;
      phone_no: string;
      description: string;
      result: { recipients?: number; pages?: number } | null;
      category: { id: number } | null;
    };
    wallet_balance: number;
  };
}

interface OutboxBody {
  data: { sender: string; recipients: string[]; message: string; pages: number; status: string }[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

async function funded(naira = 1_000) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

async function sms(token: string, payload: object, key?: string) {
  return buy(ctx.app, token, 'send-sms', payload, key);
}

let unique = 0;
/** A valid request; each call's message differs so the 30 s duplicate rule stays out of the way. */
async function smsRequest(change: object = {}) {
  unique += 1;
  return {
    package_id: await packageId(db(), 'bulk-sms'),
    sender_name: 'NAIRATOP',
    recipients: '08031234567,08051234567',
    message: `Hello ${unique}`,
    ...change,
  };
}

/** What the simulator recorded for one of the signed-in user's transactions. */
async function outbox(token: string, reference: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/simulator/sms/outbox?reference=${reference}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<OutboxBody>(response).data;
}

describe('POST /api/v1/send-sms/ validation (in the form order)', () => {
  it('answers the first failure with every field in the data map', async () => {
    const user = await funded();
    const response = await sms(user.token, {});
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe('Recipient is required!');
    expect(body.data).toEqual({
      recipients: 'Recipient is required!',
      sender_name: 'Sender Name is required!',
      message: 'Message is required!',
      package_id: SMS_MESSAGES.providerRequired,
    });
  });

  it.each([
    [{ recipients: ' , ' }, 'Recipient is required!'],
    [{ sender_name: '  ' }, 'Sender Name is required!'],
    [{ message: '' }, 'Message is required!'],
    [{ sender_name: 'NAIRATOP123X' }, SMS_MESSAGES.senderTooLong],
    // Termii's sender IDs are 3 to 11 characters: 'AB' used to be charged, then refunded
    [{ sender_name: 'AB' }, SMS_MESSAGES.senderTooShort],
    [{ sender_name: ' AB ' }, SMS_MESSAGES.senderTooShort],
    [
      { recipients: '08031234567,+2348031234567,123,+1555' },
      SMS_MESSAGES.recipientsInvalid(['123', '+1555']),
    ],
    // sender length is checked before the recipients' validity
    [{ sender_name: 'NAIRATOP123X', recipients: '123' }, SMS_MESSAGES.senderTooLong],
    [{ package_id: 1 }, SMS_MESSAGES.providerRequired],
  ])('refuses %j with its message and writes nothing', async (change, message) => {
    const user = await funded();
    const before = await snapshot(db(), user.id);
    const response = await sms(user.token, await smsRequest(change));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(message);
    expect(await snapshot(db(), user.id)).toEqual(before);
  });

  it('names the sender_name field when the sender is too short, before any debit', async () => {
    const user = await funded();
    const before = await snapshot(db(), user.id);
    const response = await sms(user.token, await smsRequest({ sender_name: 'AB' }));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({ sender_name: SMS_MESSAGES.senderTooShort });
    expect(await snapshot(db(), user.id)).toEqual(before);
  });

  it('refuses an SMS_PROVIDER it does not know, clearly', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x', OPS_TOKEN: 'y', SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER=twilio is not supported; the known providers are: simulator',
    );
    expect(loadConfig({ JWT_SECRET: 'x', OPS_TOKEN: 'y' }).sms.provider).toBe('simulator');
  });
});

describe('sending a bulk SMS', () => {
  it('charges unique recipients x pages x rate, after the 480 cut, whatever the client says', async () => {
    const user = await funded(1_000);
    const long = 'x'.repeat(500);
    const response = await sms(
      user.token,
      await smsRequest({
        // 08031234567 four times (as 234... and +234... too), 08051234567 once: two lines
        recipients: '08031234567, 2348031234567,08051234567\n08031234567, +2348031234567',
        message: long,
        amount: 0.01,
        cost: 0.01,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = json<ReplyBody>(response);
    expect(body.message).toBe(SMS_MESSAGES.sent(2));
    // 2 recipients x 3 pages (480 characters) x ₦3.50 (normal level) = ₦21.00
    expect(body.data.transaction).toMatchObject({
      status: 'confirmed',
      amount: 21,
      plan: 'Bulk SMS (3 pages)',
      phone_no: '08031234567,08051234567',
      description: 'SMS from NAIRATOP to 2 recipients',
      result: { recipients: 2, pages: 3 },
      category: { id: 10 },
    });
    expect(body.data.wallet_balance).toBe(979);
    expect((await snapshot(db(), user.id)).wallet).toBe(97_900);
    const row = await transactionByRef(db(), body.data.transaction.tx_ref);
    expect(row).toMatchObject({
      kind: 'sms',
      initialBalanceKobo: 100_000,
      newBalanceKobo: 97_900,
      requestId: null,
    });
    expect(row.upstreamTransactionId).toMatch(/^SIM/);

    const [sent, ...more] = await outbox(user.token, row.txRef);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      sender: 'NAIRATOP',
      recipients: ['08031234567', '08051234567'],
      pages: 3,
      status: 'sent',
    });
    expect(sent?.message).toBe('x'.repeat(480));
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it('sends a +234 recipient without the +, charged as one line', async () => {
    const user = await funded(1_000);
    const response = await sms(
      user.token,
      await smsRequest({ recipients: '+2347011112222', message: 'hello' }),
    );
    expect(response.statusCode).toBe(200);
    const { transaction } = json<ReplyBody>(response).data;
    expect(transaction).toMatchObject({ amount: 3.5, phone_no: '2347011112222' });
    // the gateway got the line (its outbox lists numbers in the local form)
    const [sent] = await outbox(user.token, transaction.tx_ref);
    expect(sent?.recipients).toEqual(['07011112222']);
  });

  it('keeps every recipient of a large send on the transaction (1,000 numbers)', async () => {
    const user = await funded(5_000);
    const numbers = Array.from({ length: 1000 }, (_, i) => `0803${String(i).padStart(7, '0')}`);
    const response = await sms(user.token, await smsRequest({ recipients: numbers.join(',') }));
    expect(response.statusCode).toBe(200);
    const { transaction } = json<ReplyBody>(response).data;
    // 1,000 recipients x 1 page x ₦3.50
    expect(transaction).toMatchObject({ amount: 3500, phone_no: numbers.join(',') });
  });

  it("prices at the caller's level (api: ₦2.80 a page)", async () => {
    const user = await funded(100);
    await db().update(users).set({ levelId: 4 }).where(eq(users.id, user.id));
    const response = await sms(user.token, await smsRequest({ message: 'y'.repeat(161) }));
    expect(response.statusCode).toBe(200);
    // 2 recipients x 2 pages x ₦2.80
    expect(json<ReplyBody>(response).data.transaction.amount).toBe(11.2);
  });

  it('refuses an insufficient balance with 400 and writes nothing', async () => {
    const user = await funded(0.06);
    const before = await snapshot(db(), user.id);
    const response = await sms(user.token, await smsRequest());
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(PURCHASE_MESSAGES.insufficient);
    expect(await snapshot(db(), user.id)).toEqual(before);
  });

  it(`refunds once when the gateway fails (sandbox sender ${SIMULATOR_FAILING_SENDER})`, async () => {
    const user = await funded(50);
    const response = await sms(
      user.token,
      await smsRequest({ sender_name: SIMULATOR_FAILING_SENDER }),
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(SMS_MESSAGES.failed);
    expect((await snapshot(db(), user.id)).wallet).toBe(5_000);
    const moves = (await entriesOf(db(), user.id)).map((entry) => [entry.kind, entry.amountKobo]);
    expect(moves).toEqual([
      ['test_seed', 5_000],
      ['sms', -700],
      ['purchase_refund', 700],
    ]);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
    const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(row?.status).toBe('failed');
    expect(row?.response).toMatch(/₦7\.00 has been refunded/);
    expect((await outbox(user.token, row?.txRef ?? '')).map((item) => item.status)).toEqual([
      'failed',
    ]);
  });

  it('charges once for an Idempotency-Key sent twice, even at the same moment', async () => {
    const user = await funded(100);
    const request = await smsRequest();
    const [first, second] = await Promise.all([
      sms(user.token, request, 'sms-key-00001'),
      sms(user.token, request, 'sms-key-00001'),
    ]);
    // Either may win the row lock. The winner sends (200); the replay may find it still sending
    // (201) or sent (200): the same transaction either way.
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([200, 201]).toContain(codes[1]);
    const ref = json<ReplyBody>(first).data.transaction.tx_ref;
    expect(json<ReplyBody>(second).data.transaction.tx_ref).toBe(ref);
    expect((await snapshot(db(), user.id)).wallet).toBe(10_000 - 700);
    expect(await outbox(user.token, ref)).toHaveLength(1);
    const third = await sms(user.token, request, 'sms-key-00001');
    expect(third.statusCode).toBe(200);
    expect(json<ReplyBody>(third).message).toBe(SMS_MESSAGES.sent(2));
    expect(json<ReplyBody>(third).data.transaction.tx_ref).toBe(ref);
    expect((await snapshot(db(), user.id)).transactions).toBe(1);
  });

  it('refuses the same message to the same numbers within 30 s without a key (409)', async () => {
    const user = await funded(100);
    const request = await smsRequest();
    expect((await sms(user.token, request)).statusCode).toBe(200);
    const again = await sms(user.token, request);
    expect(again.statusCode).toBe(409);
    expect((await snapshot(db(), user.id)).wallet).toBe(10_000 - 700);
  });

  it('is never claimed by the purchase reconciler', async () => {
    const user = await funded(100);
    const response = await sms(user.token, await smsRequest());
    const row = await transactionByRef(db(), json<ReplyBody>(response).data.transaction.tx_ref);
    await db()
      .update(transactions)
      .set({ status: 'pending', nextRequeryAt: new Date(0), requestId: `sms-${row.txRef}` })
      .where(eq(transactions.id, row.id));
    const leaseMs = 60_000;
    expect(await claimDuePurchases(db(), 1000, leaseMs)).not.toContain(row.id);
  });
});

describe('an SMS left pending by a stopped sender (sweep.ts)', () => {
  const simulator = () => createSmsSimulator(db());
  /** Charges an SMS whose gateway call never returns, as if the process stopped mid-send. */
  async function stranded(beforeHanging: (request: SmsSendRequest) => Promise<unknown>) {
    const user = await funded();
    const hanging: SmsProvider = {
      send: async (request) => {
        await beforeHanging(request);
        return new Promise<never>(() => undefined);
      },
      lookup: () => Promise.resolve(undefined),
    };
    void sendSms({ ...ctx.app.purchases, sms: hanging }, user.id, await smsRequest(), undefined);
    let row: TransactionRow | undefined;
    for (let i = 0; i < 100 && !row; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    }
    if (!row) throw new Error('the SMS was not charged');
    expect(row.status).toBe('pending');
    return { user, row };
  }

  it('refunds once when the gateway never received it', async () => {
    const { user, row } = await stranded(() => Promise.resolve());
    expect((await snapshot(db(), user.id)).wallet).toBeLessThan(100_000);
    const deps = { ...ctx.app.purchases, sms: simulator() };
    // not stale yet: left alone
    await settleStaleSms(deps, 20);
    expect((await transactionByRef(db(), row.txRef)).status).toBe('pending');
    await settleStaleSms(deps, 20, 0);
    await settleStaleSms(deps, 20, 0);
    expect((await transactionByRef(db(), row.txRef)).status).toBe('failed');
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it('settles it a minute after the charge when no answer was recorded, without waiting longer', async () => {
    const { user, row } = await stranded(() => Promise.resolve());
    const deps = { ...ctx.app.purchases, sms: simulator() };
    await db()
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(transactions.id, row.id));
    await settleStaleSms(deps, 20);
    expect((await transactionByRef(db(), row.txRef)).status).toBe('failed');
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it('confirms it when the gateway recorded it as sent', async () => {
    const { user, row } = await stranded((request) => simulator().send(request));
    await settleStaleSms({ ...ctx.app.purchases, sms: simulator() }, 20, 0);
    expect((await transactionByRef(db(), row.txRef)).status).toBe('confirmed');
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000 - row.amountKobo);
  });
});
