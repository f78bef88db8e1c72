import { eq } from 'drizzle-orm';
import { SMS_MESSAGES } from '@contract/rules';
import { loadConfig } from '../../config';
import { transactions, users } from '../../db/schema';
import type { Transport } from '../../ports/http';
import { createTermiiSms, signTermiiReport, SIMULATOR_UNSURE_SENDER } from '../../../test/vendors';
import { HttpError } from '../../lib/http-error';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, registerUser, signedInUser, type ErrorBody } from '../../../test/accounts';
import { buy, packageId, transactionByRef } from '../../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';
import { ledgerSums } from '../wallet/ledger';
import { sendSms } from './service';
import { settleStaleSms } from './sweep';

/*
 * Bulk SMS through the Termii adapter: against the Termii-shaped simulator mounted in the app, and
 * against a scripted transport for answers the simulator does not give (mixed batches).
 */

interface ReplyBody {
  message: string;
  data: { transaction: { tx_ref: string; status: string; amount: number } };
}
interface OutboxBody {
  data: { message_id: string; recipients: string[]; status: string }[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

async function funded(naira = 1_000, overrides = {}) {
  const user = await signedInUser(ctx.app, overrides);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

let unique = 0;
async function smsRequest(change: object = {}) {
  unique += 1;
  return {
    package_id: await packageId(db(), 'bulk-sms'),
    sender_name: 'NAIRATOP',
    recipients: '08031234567,08051234567',
    message: `Gateway test ${unique}`,
    ...change,
  };
}

const outbox = (token: string | undefined, reference: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/simulator/sms/outbox?reference=${reference}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** Termii's delivery report for one receiver, as its dashboard webhook posts it. */
function report(fields: { messageId: string; receiver: string; status: string; message: string }) {
  return JSON.stringify({
    type: 'outbound',
    id: `${fields.messageId}-${fields.receiver}`,
    message_id: fields.messageId,
    receiver: fields.receiver,
    sender: 'NAIRATOP',
    message: fields.message,
    sent_at: '2026-11-30 10:00:00',
    cost: '4.00',
    status: fields.status,
    channel: 'generic',
  });
}

const postReport = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/termii/',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-termii-signature': signature }),
    },
    payload: body,
  });
const signed = (body: string) => postReport(body, signTermiiReport(ctx.config.sms.secretKey, body));

/** An SMS whose send got no clear answer (the sandbox sender UNSURESMS), and its message id. */
async function unclearSms() {
  const user = await funded(50);
  const request = await smsRequest({ sender_name: SIMULATOR_UNSURE_SENDER });
  const response = await buy(ctx.app, user.token, 'send-sms', request);
  expect(response.statusCode).toBe(201);
  const { tx_ref: ref, status } = json<ReplyBody>(response).data.transaction;
  expect(status).toBe('pending');
  const [sent] = json<OutboxBody>(await outbox(user.token, ref)).data;
  if (!sent) throw new Error('the simulator recorded nothing');
  const reportFor = (receiver: string, status: string) =>
    report({ messageId: sent.message_id, receiver, status, message: request.message }).replace(
      '"NAIRATOP"',
      `"${SIMULATOR_UNSURE_SENDER}"`,
    );
  return { user, ref, reportFor };
}

describe('an unclear gateway answer and Termii delivery reports', () => {
  it('keeps the SMS pending and charged, then a signed DELIVERED report confirms it', async () => {
    const { user, ref, reportFor } = await unclearSms();
    expect((await snapshot(db(), user.id)).wallet).toBe(5_000 - 700);
    const response = await signed(reportFor('2348031234567', 'DELIVERED'));
    expect(response.statusCode).toBe(200);
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
    expect((await snapshot(db(), user.id)).wallet).toBe(5_000 - 700);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it('refunds exactly once when every recipient fails, however often the reports come', async () => {
    const { user, ref, reportFor } = await unclearSms();
    // One recipient failing is not every recipient: nothing changes yet.
    expect((await signed(reportFor('2348031234567', 'Message Failed'))).statusCode).toBe(200);
    expect((await transactionByRef(db(), ref)).status).toBe('pending');
    const dnd = reportFor('2348051234567', 'DND Active on Phone Number');
    expect((await signed(dnd)).statusCode).toBe(200);
    const settled = await transactionByRef(db(), ref);
    expect(settled.status).toBe('failed');
    expect(settled.response).toMatch(/₦7\.00 has been refunded/);
    const after = await snapshot(db(), user.id);
    expect(after.wallet).toBe(5_000);

    // Replays, and a late DELIVERED, change nothing.
    for (const body of [dnd, reportFor('2348031234567', 'Message Failed'), dnd])
      expect(json<{ message: string }>(await signed(body)).message).toBe('duplicate');
    await signed(reportFor('2348031234567', 'DELIVERED'));
    expect(await snapshot(db(), user.id)).toEqual(after);
    expect((await transactionByRef(db(), ref)).status).toBe('failed');
    const moves = (await entriesOf(db(), user.id)).map((entry) => [entry.kind, entry.amountKobo]);
    expect(moves).toEqual([
      ['test_seed', 5_000],
      ['sms', -700],
      ['purchase_refund', 700],
    ]);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it.each([
    ['no signature', undefined],
    ['a wrong signature', 'ab'.repeat(64)],
    ['a malformed signature', 'not-hex'],
  ])('answers 401 in the error envelope for %s and changes nothing', async (_name, signature) => {
    const { user, ref, reportFor } = await unclearSms();
    const before = await snapshot(db(), user.id);
    const response = await postReport(reportFor('2348031234567', 'DELIVERED'), signature);
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response)).toMatchObject({
      message: 'Invalid signature.',
      errors: [{ detail: 'Invalid signature.' }],
    });
    expect((await transactionByRef(db(), ref)).status).toBe('pending');
    expect(await snapshot(db(), user.id)).toEqual(before);
  });

  it('refuses a signed body that is not a report with 400', async () => {
    expect((await signed('{"status":"DELIVERED"}')).statusCode).toBe(400);
    expect((await signed('not json')).statusCode).toBe(400);
  });

  it("the simulator's control endpoint posts signed reports to the webhook", async () => {
    const { ref, user } = await unclearSms();
    const [sent] = json<OutboxBody>(await outbox(user.token, ref)).data;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/termii/control/report',
      payload: { message_id: sent?.message_id, status: 'Message Sent' },
    });
    expect(response.statusCode).toBe(200);
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
  });
});

describe('a bulk SMS in several gateway calls', () => {
  const numbers = Array.from({ length: 250 }, (_, i) => `0803${String(i).padStart(7, '0')}`);
  let ids = 0;
  const accepted = (id: string) => ({
    status: 200,
    body: JSON.stringify({
      code: 'ok',
      message_id: `${id}-${++ids}`,
      message: 'Successfully Sent',
    }),
  });
  const refused = { status: 400, body: JSON.stringify({ message: 'Insufficient balance' }) };
  const unclear = { status: 504, body: 'Gateway Timeout' };

  /** Sends 250 recipients (3 calls, ₦875.00) through the adapter answering `answers` in order. */
  async function send(answers: { status: number; body: string }[], overrides = {}) {
    const user = await funded(1_000, overrides);
    let call = 0;
    const transport: Transport = async () => {
      const answer = answers[call++] ?? unclear;
      return { status: answer.status, text: async () => answer.body };
    };
    const sms = createTermiiSms({ ...ctx.config.sms, baseUrl: 'https://termii.test' }, transport);
    const deps = { ...ctx.app.purchases, sms };
    const request = await smsRequest({ recipients: numbers.join(',') });
    const reply = await sendSms(deps, user.id, request, undefined).catch((error: unknown) => {
      if (error instanceof HttpError) return error;
      throw error;
    });
    return { user, deps, request, reply };
  }
  const refOf = (reply: unknown) =>
    (reply as { data: { transaction: { tx_ref: string } } }).data.transaction.tx_ref;

  it('charges only the accepted recipients: the refused call is refunded once', async () => {
    const { user, reply } = await send([accepted('M1'), refused, accepted('M3')]);
    expect(reply).toMatchObject({ statusCode: 200 });
    const { message } = reply as { message: string };
    // 100 of 250 refused: 100 x 1 page x ₦3.50
    expect(message).toBe(
      `${SMS_MESSAGES.sent(150)} The SMS gateway refused 100 recipients; ₦350.00 has been refunded to your wallet.`,
    );
    const row = await transactionByRef(db(), refOf(reply));
    expect(row).toMatchObject({ status: 'confirmed', amountKobo: 87_500 });
    expect(row.response).toMatch(/refused 100 recipients; ₦350\.00/);
    const moves = (await entriesOf(db(), user.id)).map((entry) => [entry.kind, entry.amountKobo]);
    expect(moves).toEqual([
      ['test_seed', 100_000],
      ['sms', -87_500],
      ['sms_refused_refund', 35_000],
    ]);
    // A later sweep or report does not refund again.
    await settleStaleSms({ ...ctx.app.purchases, sms: createTermiiSms(ctx.config.sms) }, 20, 0);
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000 - 52_500);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it("takes back the referrer's commission on the refunded share", async () => {
    const referrer = await registerUser(ctx.app);
    const { reply } = await send([accepted('M1'), refused, refused], {
      referred_by: referrer.email,
    });
    expect(reply).toMatchObject({ statusCode: 200 });
    // 1% of the ₦350.00 kept (the first call's 100 recipients), not of the ₦875.00 charged
    const [bonus] = await db()
      .select({ bonus: users.bonusKobo })
      .from(users)
      .where(eq(users.id, referrer.id));
    expect(bonus?.bonus).toBe(350);
    expect((await ledgerSums(db(), [referrer.id])).mismatches).toEqual([]);
  });

  it('refunds in full when every call is refused', async () => {
    const { user, reply } = await send([refused, refused, refused]);
    expect(reply).toBeInstanceOf(HttpError);
    expect((reply as HttpError).statusCode).toBe(400);
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000);
  });

  it('stays pending on an unclear call; a report for it settles the rest exactly', async () => {
    const { user, request, reply } = await send([accepted('M1'), unclear, refused]);
    expect(reply).toMatchObject({ statusCode: 201 });
    const ref = refOf(reply);
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000 - 87_500);
    // Termii's id for the unclear call was never seen: the report is matched by receiver.
    const body = report({
      messageId: 'T-UNSEEN-1',
      receiver: '2348030000150',
      status: 'Message Sent',
      message: request.message,
    });
    expect(json<{ message: string }>(await signed(body)).message).toBe('settled');
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
    // the refused third call: 50 x ₦3.50
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000 - 87_500 + 17_500);
    expect(json<{ message: string }>(await signed(body)).message).toBe('duplicate');
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000 - 70_000);
  });

  it('the sweep counts an unclear call without a report as not sent, past its limit', async () => {
    const { user, deps, reply } = await send([accepted('M1'), unclear, accepted('M3')]);
    const ref = refOf(reply);
    // An unclear answer waits for a delivery report longer than a minute.
    await db()
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(transactions.txRef, ref));
    await settleStaleSms(deps, 20);
    expect((await transactionByRef(db(), ref)).status).toBe('pending');
    await settleStaleSms(deps, 20, 0);
    await settleStaleSms(deps, 20, 0);
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
    // the unclear second call: 100 x ₦3.50 back
    expect((await snapshot(db(), user.id)).wallet).toBe(100_000 - 87_500 + 35_000);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });
});

describe('the SMS outbox of the sandbox', () => {
  it('answers only the owner of the reference', async () => {
    const owner = await funded(50);
    const response = await buy(ctx.app, owner.token, 'send-sms', await smsRequest());
    const ref = json<ReplyBody>(response).data.transaction.tx_ref;

    const anonymous = await outbox(undefined, ref);
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signedInUser(ctx.app);
    const theirs = await outbox(stranger.token, ref);
    expect(theirs.statusCode).toBe(200);
    expect(json<OutboxBody>(theirs).data).toEqual([]);
    const mine = json<OutboxBody>(await outbox(owner.token, ref)).data;
    expect(mine).toMatchObject([{ recipients: ['08031234567', '08051234567'], status: 'sent' }]);
  });
});

describe('SMS_PROVIDER=termii', () => {
  const base = {
    JWT_SECRET: 'x',
    OPS_TOKEN: 'y',
    SMS_PROVIDER: 'termii',
    TERMII_BASE_URL: 'https://v3.api.termii.com/',
    TERMII_API_KEY: 'TLkey',
    TERMII_SECRET_KEY: 'secret',
    STAGING_ALLOW_SIMULATORS: 'true',
  };

  it('refuses to start without its variables, naming the missing ones', () => {
    expect(() => loadConfig({ ...base, TERMII_SECRET_KEY: '' })).toThrow(
      'SMS_PROVIDER=termii needs TERMII_SECRET_KEY to be set',
    );
    expect(() => loadConfig({ JWT_SECRET: 'x', OPS_TOKEN: 'y', SMS_PROVIDER: 'termii' })).toThrow(
      'SMS_PROVIDER=termii needs TERMII_BASE_URL, TERMII_API_KEY, TERMII_SECRET_KEY',
    );
    expect(() => loadConfig({ ...base, TERMII_CHANNEL: 'whatsapp' })).toThrow(
      'TERMII_CHANNEL must be one of: generic, dnd',
    );
  });

  it('reads the variables, with the channel and timeout defaults', () => {
    expect(loadConfig(base).sms).toEqual({
      provider: 'termii',
      baseUrl: 'https://v3.api.termii.com',
      apiKey: 'TLkey',
      secretKey: 'secret',
      senderId: undefined,
      channel: 'generic',
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({ ...base, TERMII_CHANNEL: 'dnd', TERMII_SENDER_ID: 'NairaTop' }).sms,
    ).toMatchObject({ channel: 'dnd', senderId: 'NairaTop' });
  });

  it('mounts neither the Termii simulator nor the outbox', async () => {
    const live = await startTestApp({ sms: loadConfig(base).sms });
    try {
      const send = await live.app.inject({
        method: 'POST',
        url: '/simulator/termii/api/sms/send',
        payload: {},
      });
      expect(send.statusCode).toBe(404);
      const user = await signedInUser(live.app);
      const read = await live.app.inject({
        method: 'GET',
        url: '/simulator/sms/outbox?reference=x',
        headers: bearer(user.token),
      });
      expect(read.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
