import { and, eq, ne } from 'drizzle-orm';
import type { CreatedApiKey, Schedule, ScheduleRun } from '@contract/api';
import { PIN_MESSAGES, SCHEDULE_MESSAGES } from '@contract/rules';
import { purchaseScheduleRuns, purchaseSchedules, transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX, packageId } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { STALE_RUN_MS, runDueSchedules, type ScheduleRunDeps } from './runner';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/*
 * The job runs at a fixed clock while purchases are stamped with the real one, so runs "a day
 * apart" happen seconds apart here: the 30-second duplicate rule is off for them.
 */
const jobDeps = (): ScheduleRunDeps => ({
  ...ctx.app.purchases,
  duplicateWindowSeconds: 0,
  notices: { config: ctx.config, mailer: ctx.app.mailer, log: ctx.app.log },
});
/** One pass of the job as a worker runs it, at a fixed clock. */
const runJob = (now: Date) => runDueSchedules(jobDeps(), 10, now);

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

async function customer(naira = 10_000) {
  const user = await signedInUser(ctx.app);
  if (naira) await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

async function airtimeBody(amount = 500) {
  return {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount,
    package_id: await packageId(db(), 'mtn-airtime'),
  };
}

async function schedule(token: string, extra: object = {}, amount = 500) {
  const response = await call('POST', 'schedules/', token, {
    service: 'airtime',
    frequency: 'daily',
    purchase: await airtimeBody(amount),
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: Schedule }>(response).data;
}

async function listOf(token: string) {
  const response = await call('GET', 'schedules/', token);
  expect(response.statusCode).toBe(200);
  return json<{ data: Schedule[] }>(response).data;
}

async function runsOf(token: string, id: number) {
  const response = await call('GET', `schedules/${id}/runs/`, token);
  expect(response.statusCode).toBe(200);
  return json<{ data: ScheduleRun[] }>(response).data;
}

const purchasesOf = (userId: number) =>
  db().select().from(transactions).where(eq(transactions.userId, userId));

/** Other tests' schedules may be due too: each test's job passes see only its own user's. */
async function onlyMine(userId: number) {
  await db()
    .update(purchaseSchedules)
    .set({ status: 'paused' })
    .where(and(eq(purchaseSchedules.status, 'active'), ne(purchaseSchedules.userId, userId)));
}

describe('scheduling', () => {
  it('checks the purchase as its route would and stores nothing when it is wrong', async () => {
    const user = await customer();
    const response = await call('POST', 'schedules/', user.token, {
      service: 'airtime',
      frequency: 'daily',
      purchase: { ...(await airtimeBody()), phone_number: '0803' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toHaveProperty('phone_number');
    expect(await listOf(user.token)).toEqual([]);
  });

  it('lists a new schedule as active with its first run next and no result yet', async () => {
    const user = await customer();
    const first = new Date(Date.now() + HOUR).toISOString();
    const created = await schedule(user.token, { first_run_at: first, max_runs: 3 });
    expect(created).toMatchObject({
      service: 'airtime',
      status: 'active',
      next_run_at: first,
      last_run: null,
      runs_count: 0,
    });
    expect(created.summary).toMatch(/08011111111/);
    expect((await listOf(user.token)).map((entry) => entry.id)).toEqual([created.id]);
    expect((await snapshot(db(), user.id)).transactions).toBe(0);
  });

  it('refuses a first run in the past and an end before the first run', async () => {
    const user = await customer();
    const past = await call('POST', 'schedules/', user.token, {
      service: 'airtime',
      frequency: 'daily',
      purchase: await airtimeBody(),
      first_run_at: new Date(Date.now() - DAY).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(json<ErrorBody>(past).data).toEqual({ first_run_at: SCHEDULE_MESSAGES.firstRunPast });
    const endBefore = await call('POST', 'schedules/', user.token, {
      service: 'airtime',
      frequency: 'daily',
      purchase: await airtimeBody(),
      first_run_at: new Date(Date.now() + 3 * DAY).toISOString(),
      ends_on: new Date(Date.now()).toISOString().slice(0, 10),
    });
    expect(endBefore.statusCode).toBe(400);
    expect(json<ErrorBody>(endBefore).data).toHaveProperty('ends_on');
    for (const [field, value] of [
      ['ends_on', '2027-02-30'],
      ['ends_on', '0000-01-01'],
      ['first_run_at', '99999-01-01T00:00:00Z'],
    ]) {
      const refused = await call('POST', 'schedules/', user.token, {
        service: 'airtime',
        frequency: 'daily',
        purchase: await airtimeBody(),
        [field as string]: value,
      });
      expect(refused.statusCode).toBe(400);
      expect(json<ErrorBody>(refused).data).toHaveProperty(field as string);
    }
    expect(await listOf(user.token)).toEqual([]);
  });

  it('needs the transaction PIN once the account has one; a wrong one schedules nothing', async () => {
    const user = await customer();
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/transaction-pin/',
      headers: bearer(user.token),
      payload: { pin: '2468', password: user.password },
    });
    expect(set.statusCode).toBe(200);
    const body = { service: 'airtime', frequency: 'daily', purchase: await airtimeBody() };
    const missing = await call('POST', 'schedules/', user.token, body);
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).data).toEqual({ pin: PIN_MESSAGES.required });
    const wrong = await call('POST', 'schedules/', user.token, { ...body, pin: '1357' });
    expect(wrong.statusCode).toBe(403);
    expect(await listOf(user.token)).toEqual([]);
    const right = await call('POST', 'schedules/', user.token, { ...body, pin: '2468' });
    expect(right.statusCode).toBe(201);
    // The PIN is not stored with the purchase the runs send.
    expect(json<{ data: Schedule }>(right).data.purchase).not.toHaveProperty('pin');
  });
});

describe('who may see and change a schedule', () => {
  it("answers another user's schedule as not found and changes nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const mine = await schedule(owner.token);
    for (const [method, url, payload] of [
      ['GET', `schedules/${mine.id}/runs/`],
      ['PATCH', `schedules/${mine.id}/`, { status: 'paused' }],
      ['DELETE', `schedules/${mine.id}/`],
    ] as const) {
      const response = await call(method, url, other.token, payload);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).message).toBe(SCHEDULE_MESSAGES.notFound);
    }
    expect(await listOf(other.token)).toEqual([]);
    expect((await listOf(owner.token))[0]).toMatchObject({ id: mine.id, status: 'active' });
  });

  it('refuses an API key (403): schedules are made and changed in a signed-in session', async () => {
    const user = await customer();
    const mine = await schedule(user.token);
    const created = await call('POST', 'api-keys/', user.token, {
      name: 'shop server',
      password: user.password,
    });
    const { key } = json<{ data: CreatedApiKey }>(created).data;
    const viaKey = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { 'x-api-key': key },
        ...(payload ? { payload } : {}),
      });
    expect((await viaKey('GET', 'schedules/')).statusCode).toBe(403);
    expect((await viaKey('DELETE', `schedules/${mine.id}/`)).statusCode).toBe(403);
    const write = await viaKey('POST', 'schedules/', {
      service: 'airtime',
      frequency: 'daily',
      purchase: await airtimeBody(),
    });
    expect(write.statusCode).toBe(403);
    expect(await listOf(user.token)).toHaveLength(1);
  });
});

describe('runs', () => {
  it('buys a due run once and moves to the same time the next day', async () => {
    const user = await customer();
    const mine = await schedule(user.token);
    await onlyMine(user.id);
    const due = new Date(mine.first_run_at);
    const at = new Date(due.getTime() + 1000);
    expect(await runJob(at)).toBe(1);
    expect(await runJob(at)).toBe(0);
    const bought = await purchasesOf(user.id);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ status: 'confirmed', amountKobo: 49_500 });
    const [listed] = await listOf(user.token);
    expect(listed).toMatchObject({
      status: 'active',
      runs_count: 1,
      next_run_at: new Date(due.getTime() + DAY).toISOString(),
      last_run: { status: 'confirmed', tx_ref: bought[0]!.txRef },
    });
    expect(await runsOf(user.token, mine.id)).toHaveLength(1);
  });

  it('never buys a run twice when two job runners claim at the same moment', async () => {
    const user = await customer();
    await schedule(user.token);
    await schedule(user.token, {}, 600);
    await onlyMine(user.id);
    const at = new Date(Date.now() + 1000);
    const handled = await Promise.all([runJob(at), runJob(at), runJob(at)]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await purchasesOf(user.id)).toHaveLength(2);
    expect((await snapshot(db(), user.id)).wallet).toBe(1_000_000 - 49_500 - 59_400);
  });

  it('takes over a run whose process stopped mid-run, without buying it twice', async () => {
    const user = await customer();
    const mine = await schedule(user.token);
    await onlyMine(user.id);
    const at = new Date(new Date(mine.first_run_at).getTime() + 1000);
    expect(await runJob(at)).toBe(1);
    // As if the process stopped after buying, before recording the outcome.
    await db()
      .update(purchaseScheduleRuns)
      .set({ status: 'running', txRef: null })
      .where(eq(purchaseScheduleRuns.scheduleId, mine.id));
    expect(await runJob(new Date(at.getTime() + STALE_RUN_MS - 60_000))).toBe(0);
    expect(await runJob(new Date(at.getTime() + STALE_RUN_MS + 60_000))).toBe(1);
    const bought = await purchasesOf(user.id);
    expect(bought).toHaveLength(1);
    expect(await runsOf(user.token, mine.id)).toEqual([
      expect.objectContaining({ status: 'confirmed', tx_ref: bought[0]?.txRef }),
    ]);
  });

  it('after days without a run (server down) makes one run, then goes on from now', async () => {
    const user = await customer();
    const mine = await schedule(user.token);
    await onlyMine(user.id);
    const due = new Date(mine.first_run_at).getTime();
    const later = new Date(due + 5 * DAY + HOUR);
    expect(await runJob(later)).toBe(1);
    expect(await runJob(later)).toBe(0);
    expect(await purchasesOf(user.id)).toHaveLength(1);
    const [listed] = await listOf(user.token);
    expect(listed?.next_run_at).toBe(new Date(due + 6 * DAY).toISOString());
  });

  it('skips a run the wallet cannot pay: no purchase, no debit, and e-mails the customer', async () => {
    const user = await customer(100);
    const mine = await schedule(user.token, {}, 500);
    await onlyMine(user.id);
    const before = await snapshot(db(), user.id);
    const mails = ctx.outbox.length;
    expect(await runJob(new Date(Date.now() + 1000))).toBe(1);
    expect(await snapshot(db(), user.id)).toEqual(before);
    const [run] = await runsOf(user.token, mine.id);
    expect(run).toMatchObject({ status: 'skipped', tx_ref: null });
    const sent = ctx.outbox.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email });
    expect(sent[0]?.subject).toMatch(/scheduled purchase skipped/);
    expect(sent[0]?.text).toMatch(/wallet balance was too low/);
    // It stays active for the next run.
    expect((await listOf(user.token))[0]?.status).toBe('active');
  });

  it('does not run while paused; resumed, it runs at its next time from now', async () => {
    const user = await customer();
    const mine = await schedule(user.token);
    const paused = await call('PATCH', `schedules/${mine.id}/`, user.token, { status: 'paused' });
    expect(paused.statusCode).toBe(200);
    expect(json<{ data: Schedule }>(paused).data.status).toBe('paused');
    await onlyMine(user.id);
    expect(await runJob(new Date(Date.now() + 2 * DAY))).toBe(0);
    expect(await purchasesOf(user.id)).toHaveLength(0);
    const resumed = await call('PATCH', `schedules/${mine.id}/`, user.token, { status: 'active' });
    expect(json<{ data: Schedule }>(resumed).data.status).toBe('active');
    expect(await runJob(new Date(Date.now() + 1000))).toBe(0);
    expect(await runJob(new Date(Date.now() + DAY + 1000))).toBe(1);
  });

  it('ends after its number of runs, and a once schedule after its one run', async () => {
    const user = await customer();
    const twice = await schedule(user.token, { max_runs: 2 }, 500);
    const once = await schedule(user.token, { frequency: 'once' }, 600);
    await onlyMine(user.id);
    const start = new Date(twice.first_run_at).getTime();
    expect(await runJob(new Date(start + 1000))).toBe(2);
    expect(await runJob(new Date(start + DAY + 1000))).toBe(1);
    expect(await runJob(new Date(start + 2 * DAY + 1000))).toBe(0);
    const listed = await listOf(user.token);
    expect(listed.find((entry) => entry.id === twice.id)).toMatchObject({
      status: 'ended',
      runs_count: 2,
      next_run_at: null,
    });
    expect(listed.find((entry) => entry.id === once.id)).toMatchObject({ status: 'ended' });
    expect(await purchasesOf(user.id)).toHaveLength(3);
    const resume = await call('PATCH', `schedules/${once.id}/`, user.token, { status: 'active' });
    expect(resume.statusCode).toBe(409);
  });

  it('ends on its end date: no run falls on a later Lagos day', async () => {
    const user = await customer();
    const first = new Date(Date.now() + 60_000);
    const lagosToday = new Date(first.getTime() + HOUR).toISOString().slice(0, 10);
    const mine = await schedule(user.token, {
      first_run_at: first.toISOString(),
      ends_on: lagosToday,
    });
    await onlyMine(user.id);
    expect(await runJob(new Date(first.getTime() + 1000))).toBe(1);
    expect((await listOf(user.token))[0]).toMatchObject({ id: mine.id, status: 'ended' });
    expect(await runJob(new Date(first.getTime() + DAY + 1000))).toBe(0);
  });

  it('deletes a schedule with its runs', async () => {
    const user = await customer();
    const mine = await schedule(user.token);
    const deleted = await call('DELETE', `schedules/${mine.id}/`, user.token);
    expect(deleted.statusCode).toBe(200);
    expect(await listOf(user.token)).toEqual([]);
    expect((await call('GET', `schedules/${mine.id}/runs/`, user.token)).statusCode).toBe(404);
  });
});
