import { desc, eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { ConsoleProblemReport, ProblemReport } from '@contract/api/problem-reports';
import {
  DISPUTE_ANSWER_HOURS,
  PROBLEM_ANSWERS,
  PROBLEM_MESSAGES,
} from '@contract/rules/problem-report';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import {
  buy,
  packageId,
  prepaidTokenOrder,
  SANDBOX,
  simulatorResolves,
  simulatorSettlesQuietly,
  transactionByRef,
} from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { mailProblemReports } from './mails';

/*
 * Report a problem, as a customer and staff meet it: the provider is asked first and settles what
 * it can at once; the rest opens a dispute with its answer time, seen only by its customer and by
 * staff, ended by a refund (through the money-policy actions), a delivery or a reply; each step
 * is e-mailed.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
type User = Awaited<ReturnType<typeof signedInUser>>;

async function funded() {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', 100_000);
  return user;
}

async function airtime(user: User, phone: string, amount = 200) {
  const response = await buy(ctx.app, user.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: phone,
    amount,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  // a purchase the provider refused answers 400, its transaction failed and refunded
  expect([200, 201, 400]).toContain(response.statusCode);
  const [latest] = await db()
    .select()
    .from(transactions)
    .where(eq(transactions.userId, user.id))
    .orderBy(desc(transactions.id))
    .limit(1);
  if (!latest) throw new Error(`no purchase: ${response.body}`);
  return latest;
}

/** A prepaid token, delivered at once by the sandbox. */
async function electricity(user: User) {
  const response = await buy(
    ctx.app,
    user.token,
    'purchase-electricity',
    await prepaidTokenOrder(db()),
  );
  expect(response.statusCode).toBe(200);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return transactionByRef(db(), ref);
}

const report = (user: User, id: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/transactions/${id}/problem-reports/`,
    headers: bearer(user.token),
    payload,
  });

const reportsOf = (user: User, id: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/transactions/${id}/problem-reports/`,
    headers: bearer(user.token),
  });

/** The reports of a purchase as its customer reads them. */
const listed = async (user: User, id: number) =>
  json<{ data: ProblemReport[] }>(await reportsOf(user, id)).data;

async function filed(user: User, id: number, payload: object) {
  const response = await report(user, id, payload);
  expect([response.statusCode, response.body.slice(0, 200)]).toEqual([201, expect.any(String)]);
  return json<{ message: string; data: ProblemReport }>(response);
}

/** The e-mails the job sends now to this address. */
async function mailsTo(email: string) {
  const before = ctx.outbox.length;
  await mailProblemReports(
    { db: db(), mailer: ctx.app.mailer, config: ctx.config, log: ctx.app.log },
    100,
  );
  return ctx.outbox.slice(before).filter((mail) => mail.to === email);
}

describe('a customer reports a problem', () => {
  it('is answered at once when asking the provider settles it: a pending purchase it delivered', async () => {
    const user = await funded();
    const pending = await airtime(user, SANDBOX.pending);
    expect(pending.status).toBe('pending');
    await simulatorSettlesQuietly(ctx.app, pending.requestId as string, 'delivered');

    const { message, data } = await filed(user, pending.id, { kind: 'not_received' });
    const now = await transactionByRef(db(), pending.txRef);
    expect(now.status).toBe('confirmed');
    expect(data).toMatchObject({ status: 'answered', answer_by: null, tx_ref: pending.txRef });
    expect(data.answer).toBe(PROBLEM_ANSWERS.delivered(now.settledAt, now.token));
    expect(message).toMatch(/^Delivered at .*: the provider confirms it\.$/);

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toContain('Answered');
    expect(mail?.text).toContain(data.answer);
    // each step once: nothing more to send
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('hands back the token of a delivered electricity purchase; a second "not received" opens a dispute', async () => {
    const user = await funded();
    const purchase = await electricity(user);
    expect(purchase.token).toMatch(/^\d{4}(-\d{4}){4}$/);

    const first = await filed(user, purchase.id, { kind: 'not_received' });
    expect(first.data.status).toBe('answered');
    expect(first.data.answer).toContain(`Here is your token again: ${purchase.token}`);

    const second = await filed(user, purchase.id, {
      kind: 'not_received',
      note: 'The meter still shows nothing',
    });
    expect(second.data.status).toBe('open');
    expect(second.data.note).toBe('The meter still shows nothing');
  });

  it('tells a failed purchase its refund at once', async () => {
    const user = await funded();
    const failed = await airtime(user, SANDBOX.failed);
    expect(failed.status).toBe('failed');
    const { data } = await filed(user, failed.id, { kind: 'not_received' });
    expect(data.status).toBe('answered');
    expect(data.answer).toBe(PROBLEM_ANSWERS.failedRefunded(failed.amountKobo, failed.settledAt));
    expect(data.answer).toMatch(/^It failed, and ₦\d+\.\d\d was refunded to your wallet at /);
  });

  it('opens a dispute with its answer time when the provider cannot settle it; one at a time; ends refunded by the provider', async () => {
    const user = await funded();
    const pending = await airtime(user, SANDBOX.pending);
    const before = Date.now();
    const { data, message } = await filed(user, pending.id, {
      kind: 'not_received',
      note: ' Nothing came ',
    });
    expect(data).toMatchObject({ status: 'open', note: 'Nothing came', closed_at: null });
    const deadline = new Date(data.answer_by as string).getTime();
    const hours = DISPUTE_ANSWER_HOURS * 60 * 60 * 1000;
    expect(deadline).toBeGreaterThanOrEqual(before + hours - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + hours);
    expect(message).toBe(PROBLEM_ANSWERS.opened(new Date(deadline)));
    const [opened] = await mailsTo(user.email);
    expect(opened?.subject).toContain('Open');
    expect(opened?.text).toContain(message);

    const again = await report(user, pending.id, { kind: 'charged_twice' });
    expect([again.statusCode, json<ErrorBody>(again).message]).toEqual([
      409,
      PROBLEM_MESSAGES.stillOpen(new Date(deadline)),
    ]);

    // the provider refunds it: the dispute ends refunded, and the customer hears of it
    await simulatorResolves(ctx.app, pending.requestId as string, 'failed');
    const refunded = await transactionByRef(db(), pending.txRef);
    expect(refunded.status).toBe('failed');
    expect(await listed(user, pending.id)).toEqual([
      expect.objectContaining({ id: data.id, status: 'refunded', closed_at: expect.any(String) }),
    ]);
    const [closing] = await mailsTo(user.email);
    expect(closing?.subject).toContain('Refunded');
  });

  it('keeps a wrong-number dispute open when the purchase is delivered: the complaint stands', async () => {
    const user = await funded();
    const pending = await airtime(user, SANDBOX.pending);
    const { data } = await filed(user, pending.id, {
      kind: 'wrong_number',
      note: 'I typed 0803 instead of 0806',
    });
    expect(data.status).toBe('open');
    await simulatorResolves(ctx.app, pending.requestId as string, 'delivered');
    expect((await transactionByRef(db(), pending.txRef)).status).toBe('confirmed');
    expect((await listed(user, pending.id))[0]?.status).toBe('open');
  });

  it("is refused for another customer's purchase, without a note for 'other', and moves no money", async () => {
    const owner = await funded();
    const stranger = await funded();
    const purchase = await airtime(owner, SANDBOX.success);
    const before = await snapshot(db(), owner.id);

    const foreign = await report(stranger, purchase.id, { kind: 'not_received' });
    expect(foreign.statusCode).toBe(404);
    expect((await reportsOf(stranger, purchase.id)).statusCode).toBe(404);

    const bare = await report(owner, purchase.id, { kind: 'other', note: 'bad' });
    expect([bare.statusCode, json<ErrorBody>(bare).message]).toEqual([
      400,
      PROBLEM_MESSAGES.noteRequired,
    ]);
    const unknownKind = await report(owner, purchase.id, { kind: 'lost_in_space' });
    expect(unknownKind.statusCode).toBe(400);
    expect(await snapshot(db(), owner.id)).toEqual(before);
    expect(await listed(owner, purchase.id)).toEqual([]);
  });
});

describe("staff's queue", () => {
  const reply = (headers: Record<string, string>, id: number, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/console/problem-reports/${id}/reply`,
      headers,
      payload: { reply: text },
    });
  const disputeRefund = (headers: Record<string, string>, ref: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/console/transactions/${ref}/dispute-refund`,
      headers,
      payload: { reason: 'Customer was charged twice' },
    });
  const queue = async (headers: Record<string, string>, status = 'open') =>
    json<{ data: ConsoleProblemReport[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/console/problem-reports?status=${status}`,
        headers,
      }),
    ).data;

  it('lists open disputes for support; a reply ends one without money; a refund on the purchase ends another, under the owner rule', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const owner = await signedInStaff(ctx.app, 'owner');
    const openDisputes = async () =>
      json<{ data: { queues: { problem_reports: number } } }>(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/console/overview',
          headers: support.headers,
        }),
      ).data.queues.problem_reports;
    const waitingBefore = await openDisputes();
    const user = await funded();
    const delivered = await airtime(user, SANDBOX.success);
    const wrong = await filed(user, delivered.id, {
      kind: 'wrong_number',
      note: 'Sent to my old line by mistake',
    });
    const other = await electricity(user);
    const twice = await filed(user, other.id, { kind: 'charged_twice' });

    const open = await queue(support.headers);
    const mine = open.filter((item) => item.customer_email === user.email);
    expect(mine.map((item) => [item.id, item.kind, item.overdue])).toEqual([
      [wrong.data.id, 'wrong_number', false],
      [twice.data.id, 'charged_twice', false],
    ]);
    // the overview's queues, and the menu's badge, count them
    expect(await openDisputes()).toBe(waitingBefore + 2);

    // support replies to one: closed, no money moved, audited
    const wallet = (await snapshot(db(), user.id)).wallet;
    const short = await reply(support.headers, wrong.data.id, 'No');
    expect(short.statusCode).toBe(400);
    const replied = await reply(
      support.headers,
      wrong.data.id,
      'The network cannot return airtime sent to another number.',
    );
    expect(replied.statusCode).toBe(200);
    expect((await snapshot(db(), user.id)).wallet).toBe(wallet);
    const customerView = (await listed(user, delivered.id))[0];
    expect(customerView).toMatchObject({
      status: 'replied',
      answer: 'The network cannot return airtime sent to another number.',
    });
    const twiceReplied = await reply(
      support.headers,
      wrong.data.id,
      'Replying a second time here.',
    );
    expect(twiceReplied.statusCode).toBe(409);

    // a dispute refund is an owner's: support is refused and the dispute stays open
    const bySupport = await disputeRefund(support.headers, other.txRef);
    expect(bySupport.statusCode).toBe(403);
    expect((await queue(support.headers)).some((item) => item.id === twice.data.id)).toBe(true);
    const byOwner = await disputeRefund(owner.headers, other.txRef);
    expect(byOwner.statusCode).toBe(200);
    expect((await queue(support.headers)).some((item) => item.id === twice.data.id)).toBe(false);
    const closed = await queue(support.headers, 'closed');
    expect(closed.find((item) => item.id === twice.data.id)).toMatchObject({
      status: 'refunded',
      closed_by: owner.email,
      answer: PROBLEM_ANSWERS.refunded(
        other.amountKobo,
        (await transactionByRef(db(), other.txRef)).reviewedAt,
      ),
    });
  });

  it('is closed to customers', async () => {
    const user = await funded();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/problem-reports',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(403);
  });
});
