import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ChangeAlertSettingsRequest } from '@contract/api/console';
import type { AlertKind } from '@contract/constants/alerts';
import { CATEGORY_IDS } from '@contract/constants';
import type { App } from '../../../app';
import { packages, transactions } from '../../../db/schema';
import type { SmsSendRequest } from '../../../ports/sms';
import { signedInStaff } from '../../../../test/console';
import { anotherInstance, startTestApp, type TestContext } from '../../../../test/harness';
import { settlementConflicts } from '../../purchases/decision-tables';
import { consoleAdjustmentApprovals } from '../approvals/tables';
import { webhookDeliveries } from '../../webhooks/tables';
import { ALERT_CHECK_EVERY_MS, alertJob, checkAlerts, type AlertCheckDeps } from './check';
import { alertLog } from './tables';

/*
 * Alerts to staff, as the people on the receiving end notice them: each kind of trouble is told
 * once per incident (even with two server processes checking at once), told again when it comes
 * back after clearing, low float at most hourly while it stays low; texts are held in quiet hours
 * (a breaker opening excepted); staff who have not opted in, or muted a kind, get nothing.
 */

let ctx: TestContext;
let second: App;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let listening: Awaited<ReturnType<typeof signedInStaff>>;
let silent: Awaited<ReturnType<typeof signedInStaff>>;
const texts: SmsSendRequest[] = [];

const LOW_FLOAT_KOBO = 50_000 * 100;
/** A clock the checks read, moved forward by each step (13:00 in Lagos to begin with). */
let clock = Date.parse('2026-12-01T12:00:00.000Z');
const later = (minutes: number) => new Date((clock += minutes * 60_000));

const deps = (app: App): AlertCheckDeps => ({
  db: app.db,
  mailer: ctx.app.mailer,
  sms: {
    send: async (request) => {
      texts.push(request);
      return [{ state: 'sent', messageId: randomUUID() }];
    },
  },
  config: { brandName: 'NairaTop', publicUrl: 'https://nairatop.test/' },
  log: { error: () => undefined },
  lowFloatKobo: LOW_FLOAT_KOBO,
});
const check = (at: Date, app: App = ctx.app) => checkAlerts(deps(app), at);
const db = () => ctx.database.db;

const sentAbout = (kind: AlertKind, subject: string) =>
  db()
    .select()
    .from(alertLog)
    .where(and(eq(alertLog.kind, kind), eq(alertLog.subject, subject)))
    .orderBy(alertLog.id);
const mailsTo = (email: string, about: string) =>
  ctx.outbox.filter((mail) => mail.to === email && mail.subject.includes(about));

const DEFAULTS: ChangeAlertSettingsRequest = {
  kinds_on: [
    'breaker',
    'low_float',
    'conflict',
    'attention',
    'failure_rate',
    'approval',
    'webhook_backlog',
  ],
  failure_rate_percent: 50,
  failure_min_purchases: 4,
  attention_age_minutes: 60,
  webhook_backlog: 2,
  quiet_hours_on: true,
  quiet_start: '22:00',
  quiet_end: '07:00',
  reason: 'alert thresholds for the test',
};
const changeSettings = (change: Partial<ChangeAlertSettingsRequest>, staff = owner) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/settings',
    headers: staff.headers,
    payload: { ...DEFAULTS, ...change },
  });
const subscribe = (staff: typeof owner, opted_in: boolean, muted_kinds: AlertKind[] = []) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/subscription',
    headers: staff.headers,
    payload: { opted_in, muted_kinds },
  });

beforeAll(async () => {
  ctx = await startTestApp();
  second = await anotherInstance(ctx);
  owner = await signedInStaff(ctx.app, 'owner');
  listening = await signedInStaff(ctx.app, 'support');
  silent = await signedInStaff(ctx.app, 'support');
  expect((await subscribe(listening, true)).statusCode).toBe(200);
  expect((await changeSettings({})).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const openBreaker = (service: string) =>
  db().execute(sql`
    INSERT INTO bills_breakers (provider, service_id, failures, window_started_at, opened_at)
    VALUES ('vtpass', ${service}, 5, now(), now())
    ON CONFLICT (provider, service_id) DO UPDATE SET opened_at = now()`);
const closeBreaker = (service: string) =>
  db().execute(sql`
    UPDATE bills_breakers SET opened_at = NULL, failures = 0
    WHERE provider = 'vtpass' AND service_id = ${service}`);

async function purchase(status: 'pending' | 'failed' | 'confirmed', createdAt = new Date(clock)) {
  const [pkg] = await db()
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.categoryId, CATEGORY_IDS.airtime))
    .orderBy(packages.id)
    .limit(1);
  const [row] = await db()
    .insert(transactions)
    .values({
      userId: owner.id,
      txRef: `NT-ALERT-${randomUUID()}`,
      kind: 'purchase',
      packageId: pkg?.id,
      amountKobo: 10_000,
      status,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('no transaction');
  return row;
}

describe('a provider breaker', () => {
  it('is told once when it opens, once when it closes, and again when it opens again', async () => {
    await openBreaker('alert-data');
    await check(later(1));
    await check(later(1));
    await check(later(1));
    let sent = await sentAbout('breaker', 'vtpass alert-data');
    expect(sent.map((row) => row.event)).toEqual(['opened']);
    expect(sent[0]).toMatchObject({ emails: 2, sms: 'sent', smsRecipients: 2 });
    expect(mailsTo(owner.email, 'vtpass alert-data')).toHaveLength(1);
    const [mail] = mailsTo(listening.email, 'vtpass alert-data');
    expect(mail?.text).toContain('https://nairatop.test/console/providers');
    expect(mailsTo(silent.email, 'vtpass alert-data')).toHaveLength(0);
    const text = texts.find((sms) => sms.message.includes('alert-data'));
    expect(text?.recipients).toEqual(expect.arrayContaining([owner.phone_no, listening.phone_no]));
    expect(text?.recipients).not.toContain(silent.phone_no);

    await closeBreaker('alert-data');
    await check(later(1));
    await check(later(1));
    await openBreaker('alert-data');
    await check(later(1));
    sent = await sentAbout('breaker', 'vtpass alert-data');
    expect(sent.map((row) => row.event)).toEqual(['opened', 'closed', 'opened']);
    expect(sent[1]?.message).toBe(
      'vtpass takes alert-data orders again: its circuit breaker closed.',
    );
  });

  it('is told once when two server processes check at the same moment', async () => {
    await openBreaker('alert-race');
    const at = later(1);
    await Promise.all([check(at), check(at, second), check(at), check(at, second)]);
    expect(await sentAbout('breaker', 'vtpass alert-race')).toHaveLength(1);
    expect(mailsTo(owner.email, 'vtpass alert-race')).toHaveLength(1);
  });
});

describe('the alert job', () => {
  it('checks at most every half minute, and at its next pass when a breaker may have changed', async () => {
    let now = clock;
    const job = alertJob(deps(ctx.app), () => now);
    await job.run();
    await openBreaker('alert-soon');
    now += 1_000;
    expect(await job.run()).toBe(0);
    expect(await sentAbout('breaker', 'vtpass alert-soon')).toHaveLength(0);
    job.checkSoon();
    expect(await job.run()).toBeGreaterThanOrEqual(1);
    expect(await sentAbout('breaker', 'vtpass alert-soon')).toHaveLength(1);
    now += ALERT_CHECK_EVERY_MS;
    await closeBreaker('alert-soon');
    await job.run();
    expect((await sentAbout('breaker', 'vtpass alert-soon')).map((row) => row.event)).toEqual([
      'opened',
      'closed',
    ]);
    clock = now;
  });
});

describe('low provider float', () => {
  const recordBalance = (naira: number) =>
    db().execute(sql`
      INSERT INTO provider_balances (provider, balance_kobo, recorded_at)
      VALUES ('vtpass', ${naira * 100}, ${new Date(clock).toISOString()}::timestamptz)`);

  it('is told at first sight, then at most hourly while it stays low, and anew after it recovers', async () => {
    await recordBalance(12_000);
    await check(later(1));
    await check(later(30));
    await check(later(29));
    expect((await sentAbout('low_float', 'vtpass')).map((row) => row.event)).toEqual(['opened']);
    await check(later(2)); // an hour and a minute after the first
    await check(later(10));
    const sent = await sentAbout('low_float', 'vtpass');
    expect(sent.map((row) => row.event)).toEqual(['opened', 'reminder']);
    expect(sent[0]?.message).toBe(
      'vtpass float is ₦12,000.00, below ₦50,000.00. Fund it before orders start failing.',
    );

    await recordBalance(900_000);
    await check(later(1)); // recovered: closes without a word
    await recordBalance(8_000);
    await check(later(1));
    expect((await sentAbout('low_float', 'vtpass')).map((row) => row.event)).toEqual([
      'opened',
      'reminder',
      'opened',
    ]);
    await recordBalance(900_000);
    await check(later(1));
  });
});

describe('a purchase conflict, attention, a failing network, an approval, a webhook backlog', () => {
  it('tells of a conflict once, and of a new one on the same purchase after resolving', async () => {
    const row = await purchase('failed');
    await db().insert(settlementConflicts).values({
      transactionId: row.id,
      decidedStatus: 'failed',
      decidedBy: owner.email,
      providerState: 'delivered',
      providerAnswer: 'code 000, status delivered',
      source: 'decision-check',
    });
    await check(later(1));
    await check(later(1));
    expect(await sentAbout('conflict', row.txRef)).toHaveLength(1);
    expect(mailsTo(owner.email, row.txRef)[0]?.text).toContain('/console/conflicts');
    expect((await sentAbout('conflict', row.txRef))[0]?.message).toBe(
      `The provider now says delivered for purchase ${row.txRef} (₦100.00), which was ` +
        `settled as refunded by ${owner.email}. No money moved: resolve it in the console.`,
    );

    await db()
      .update(settlementConflicts)
      .set({ resolution: 'provider_delivered', resolvedAt: new Date(), resolvedBy: owner.email })
      .where(eq(settlementConflicts.transactionId, row.id));
    await check(later(1));
    await db()
      .update(settlementConflicts)
      .set({ resolution: null, resolvedAt: null })
      .where(eq(settlementConflicts.transactionId, row.id));
    await check(later(1));
    expect(await sentAbout('conflict', row.txRef)).toHaveLength(2);
  });

  it('tells of purchases needing attention only once one has waited past the age', async () => {
    const row = await purchase('pending');
    await db()
      .update(transactions)
      .set({ needsAttentionAt: new Date(clock - 30 * 60_000) })
      .where(eq(transactions.id, row.id));
    await check(later(1));
    expect(await sentAbout('attention', 'purchases')).toHaveLength(0);
    await check(later(31));
    await check(later(1));
    const sent = await sentAbout('attention', 'purchases');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toContain(row.txRef);
    expect(sent[0]?.link).toBe('/console/attention');
    await db().update(transactions).set({ status: 'failed' }).where(eq(transactions.id, row.id));
    await check(later(1));
  });

  it('tells of a network failing above the rate once enough purchases were made', async () => {
    const start = later(1);
    for (const status of ['failed', 'failed', 'confirmed'] as const) await purchase(status, start);
    await check(later(1));
    expect(await sentAbout('failure_rate', 'MTN')).toHaveLength(0); // 3 purchases: below the minimum
    await purchase('failed', start);
    await check(later(1));
    await check(later(1));
    const sent = await sentAbout('failure_rate', 'MTN');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toBe(
      'MTN: 3 of 4 purchases failed in the last 30 minutes (75%, above 50%).',
    );
    await check(later(31)); // the window moved past them: the incident closes
    expect(await sentAbout('failure_rate', 'MTN')).toHaveLength(1);
  });

  it('tells of an approval waiting, and of a webhook backlog past the threshold', async () => {
    const [approval] = await db()
      .insert(consoleAdjustmentApprovals)
      .values({
        customerId: owner.id,
        kind: 'manual_adjustment',
        direction: 'credit',
        amountKobo: 500_000,
        reason: 'refund of a failed transfer',
        requestedBy: listening.id,
        idempotencyKey: randomUUID(),
        requestHash: 'hash',
      })
      .returning();
    const row = await purchase('confirmed');
    // one delivery per event of a transaction
    const delivery = (event: string) => ({
      userId: owner.id,
      transactionId: row.id,
      event,
      url: 'https://reseller.test/hook',
      payload: '{}',
    });
    await db()
      .insert(webhookDeliveries)
      .values([delivery('transaction.confirmed'), delivery('transaction.failed')]);
    await check(later(1));
    expect(await sentAbout('approval', `approval ${approval?.id}`)).toHaveLength(1);
    expect(await sentAbout('webhook_backlog', 'outgoing deliveries')).toHaveLength(0);
    await db().insert(webhookDeliveries).values(delivery('transaction.reversed'));
    await check(later(1));
    await check(later(1));
    const [backlog] = await sentAbout('webhook_backlog', 'outgoing deliveries');
    expect(backlog?.message).toContain('3 webhook deliveries');
    expect(await sentAbout('webhook_backlog', 'outgoing deliveries')).toHaveLength(1);
    await db().update(webhookDeliveries).set({ status: 'delivered' });
  });
});

describe('quiet hours and who receives', () => {
  /** The clock moved on to `hour`:00 UTC of a later day. */
  const atUtcHour = (hour: number) => {
    const next = new Date(clock + 24 * 60 * 60_000);
    next.setUTCHours(hour, 0, 0, 0);
    clock = next.getTime();
    return next;
  };

  it('holds the SMS and still e-mails in quiet hours, except for a breaker opening', async () => {
    await openBreaker('alert-night');
    const row = await purchase('failed');
    await db().insert(settlementConflicts).values({
      transactionId: row.id,
      decidedStatus: 'failed',
      decidedBy: owner.email,
      providerState: 'delivered',
      providerAnswer: 'code 000',
      source: 'decision-check',
    });
    const textsBefore = texts.length;
    await check(atUtcHour(23)); // midnight in Lagos
    const [conflict] = await sentAbout('conflict', row.txRef);
    expect(conflict).toMatchObject({ sms: 'held', emails: 2, urgent: false });
    expect(mailsTo(owner.email, row.txRef)).toHaveLength(1);
    const [breaker] = await sentAbout('breaker', 'vtpass alert-night');
    expect(breaker).toMatchObject({ sms: 'sent', urgent: true });
    expect(texts.slice(textsBefore).map((sms) => sms.message)).toEqual([
      expect.stringContaining('alert-night'),
    ]);
    await closeBreaker('alert-night');
    await check(later(1)); // closing is not urgent: held
    expect((await sentAbout('breaker', 'vtpass alert-night'))[1]).toMatchObject({ sms: 'held' });
  });

  it('texts as usual once quiet hours are off', async () => {
    expect((await changeSettings({ quiet_hours_on: false })).statusCode).toBe(200);
    await openBreaker('alert-night');
    await check(atUtcHour(23));
    expect((await sentAbout('breaker', 'vtpass alert-night'))[2]).toMatchObject({ sms: 'sent' });
    await closeBreaker('alert-night');
    expect((await changeSettings({})).statusCode).toBe(200);
  });

  it('sends nothing to staff who opted out or muted the kind, nor for a kind turned off', async () => {
    expect((await subscribe(listening, false)).statusCode).toBe(200);
    expect((await subscribe(owner, true, ['breaker'])).statusCode).toBe(200);
    await openBreaker('alert-muted');
    await check(atUtcHour(12));
    const [sent] = await sentAbout('breaker', 'vtpass alert-muted');
    expect(sent).toMatchObject({ emails: 0, sms: 'none' });
    expect(mailsTo(owner.email, 'alert-muted')).toHaveLength(0);
    expect(mailsTo(listening.email, 'alert-muted')).toHaveLength(0);

    expect((await subscribe(owner, true)).statusCode).toBe(200);
    expect((await changeSettings({ kinds_on: ['low_float'] })).statusCode).toBe(200);
    await openBreaker('alert-off');
    await check(later(1));
    expect(await sentAbout('breaker', 'vtpass alert-off')).toHaveLength(0);
    expect((await changeSettings({})).statusCode).toBe(200);
    await closeBreaker('alert-muted');
    await closeBreaker('alert-off');
  });
});
