import { eq, sql } from 'drizzle-orm';
import type {
  MarketingCampaign,
  MarketingPreview,
  MarketingSegment,
} from '@contract/api/console/messages';
import { MARKETING_MESSAGES } from '@contract/api/console/messages';
import { apiKeys, staffAudit, users } from '../../db/schema';
import { sessions } from '../staff-security/tables';
import type { SmsProvider, SmsSendRequest } from '../../ports/sms';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import type { MarketingDeps } from './deps';
import { deliverMarketing } from './deliver';
import { optOutToken } from './opt-out-token';
import { marketingRecipients } from './tables';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const ALL: MarketingSegment = { level_ids: [], active_days: null, api_resellers: false };
const EMAIL = {
  channel: 'email',
  subject: 'Weekend data deal',
  body: 'MTN 1GB is ₦250 all weekend.',
};
const SMS = { channel: 'sms', subject: '', body: 'MTN 1GB is N250 all weekend.' };

const preview = async (segment: MarketingSegment, message: object = EMAIL) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/messages/preview',
    headers: owner.headers,
    payload: { message, segment },
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: MarketingPreview }>(response).data;
};

const send = (segment: MarketingSegment, message: object = EMAIL, headers = owner.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/messages',
    headers,
    payload: { message, segment, reason: 'Weekend promotion' },
  });

/** An SMS gateway that records what it was asked to send and accepts it. */
function recordingSms(): SmsProvider & { sent: SmsSendRequest[] } {
  const sent: SmsSendRequest[] = [];
  return {
    sent,
    send: async (request) => {
      sent.push(request);
      return [{ state: 'sent', messageId: `m-${sent.length}` }];
    },
  };
}

const deps = (overrides: Partial<MarketingDeps> = {}): MarketingDeps => ({
  ...ctx.app.marketing,
  limits: { campaignsPerDay: 100, messagesPerMinute: 1000 },
  ...overrides,
});

async function customer(level = 1) {
  const user = await signedInUser(ctx.app);
  await db().update(users).set({ levelId: level }).where(eq(users.id, user.id));
  return user;
}

/** Their last sign-in (and purchase, none here) was `days` ago. */
const signedInDaysAgo = (userId: number, days: number) =>
  db()
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(sessions.userId, userId));

const giveApiKey = (userId: number, revoked = false) =>
  db()
    .insert(apiKeys)
    .values({
      userId,
      name: 'shop',
      prefix: `p${userId}${revoked ? 'r' : ''}`,
      secretHash: 'x',
      revokedAt: revoked ? new Date() : null,
    });

/** Every customer so far opted out, so a test's segment is the customers it makes next. */
const freshAudience = () =>
  db().execute(sql`INSERT INTO marketing_opt_outs (user_id, via)
    SELECT id, 'profile' FROM users WHERE role IS NULL ON CONFLICT DO NOTHING`);

const optOutByLink = (token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/marketing/opt-out?token=${token}` });

describe('segments', () => {
  it('counts customers by level, activity (purchase or sign-in) and API key, combined', async () => {
    const active1 = await customer(1);
    const buyer2 = await customer(2);
    const reseller2 = await customer(2);
    const idle3 = await customer(3);
    const optedOut1 = await customer(1);
    await signedInDaysAgo(buyer2.id, 40);
    await signedInDaysAgo(idle3.id, 40);
    await signedInDaysAgo(reseller2.id, 40);
    await seedBalance(db(), buyer2.id, 'wallet', 500);
    const bought = await buy(ctx.app, buyer2.token, 'purchase-airtime', {
      network: 'MTN',
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: await packageId(db(), 'mtn-airtime'),
    });
    expect(bought.statusCode).toBeLessThan(300);
    await giveApiKey(reseller2.id);
    await giveApiKey(idle3.id, true);
    const token = optOutToken(ctx.app.marketing.optOutKey, optedOut1.id);
    expect((await optOutByLink(token)).statusCode).toBe(200);

    expect(await preview(ALL)).toMatchObject({ recipients: 4, opted_out: 1, no_address: 0 });
    expect(await preview({ ...ALL, level_ids: [2] })).toMatchObject({ recipients: 2 });
    expect(await preview({ ...ALL, level_ids: [1, 3] })).toMatchObject({
      recipients: 2,
      opted_out: 1,
    });
    // active1 signed in now; buyer2 bought today though signed in 40 days ago
    expect(await preview({ ...ALL, active_days: 30 })).toMatchObject({ recipients: 2 });
    expect(await preview({ ...ALL, active_days: 60 })).toMatchObject({ recipients: 4 });
    // a revoked key does not make a reseller
    expect(await preview({ ...ALL, api_resellers: true })).toMatchObject({ recipients: 1 });
    expect(await preview({ level_ids: [2], active_days: 30, api_resellers: false })).toMatchObject({
      recipients: 1,
    });
    expect(await preview({ level_ids: [2], active_days: 30, api_resellers: true })).toMatchObject({
      recipients: 0,
    });
    // the staff member is never a recipient; the sample is a customer with the opt-out link
    const sample = (await preview(ALL)).sample;
    expect(sample.to).toBe(active1.email.toLowerCase());
    expect(sample.text).toContain('/opt-out/');
  });
});

describe('opting out', () => {
  it('leaves opted-out customers out of a campaign, even one opting out after it was sent', async () => {
    await freshAudience();
    const stays = await customer();
    const leavesBefore = await customer();
    const leavesAfter = await customer();
    await optOutByLink(optOutToken(ctx.app.marketing.optOutKey, leavesBefore.id));
    const sent = await send(ALL);
    expect(sent.statusCode).toBe(201);
    const campaign = json<{ data: MarketingCampaign }>(sent).data;
    expect(campaign.recipients).toBe(2);
    // from the profile setting, after the campaign was confirmed and before it went out
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/marketing/preference',
      headers: bearer(leavesAfter.token),
      payload: { marketing_messages: false },
    });
    expect(json(off)).toEqual({ data: { marketing_messages: false } });

    const before = ctx.outbox.length;
    while ((await deliverMarketing(deps(), 50)) > 0);
    const mails = ctx.outbox.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([stays.email.toLowerCase()]);
    expect(mails[0]?.headers?.['List-Unsubscribe']).toMatch(/marketing\/opt-out\?token=/);
    expect(mails[0]?.text).toContain(
      `/opt-out/${optOutToken(ctx.app.marketing.optOutKey, stays.id)}`,
    );
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/messages',
      headers: owner.headers,
    });
    expect(json<{ data: MarketingCampaign[] }>(list).data[0]).toMatchObject({
      id: campaign.id,
      sent: 1,
      failed: 0,
      waiting: 0,
    });
  });

  it('refuses a forged or altered token, and the profile turns messages back on', async () => {
    const user = await customer();
    const token = optOutToken(ctx.app.marketing.optOutKey, user.id);
    const otherId = (user.id + 1).toString(36).padStart(8, '0');
    for (const forged of [`${otherId}${token.slice(8)}`, `${token.slice(0, -2)}AA`, 'nonsense']) {
      const response = await optOutByLink(forged);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).message).toBe(MARKETING_MESSAGES.optOutInvalid);
    }
    const mine = { method: 'GET' as const, url: '/api/v1/marketing/preference' };
    expect(json(await ctx.app.inject({ ...mine, headers: bearer(user.token) }))).toEqual({
      data: { marketing_messages: true },
    });
    // a mail client's one-click opt-out posts a form to the header's address
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/marketing/opt-out?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(json(oneClick)).toEqual({ data: { message: MARKETING_MESSAGES.optedOut } });
    expect(json(await ctx.app.inject({ ...mine, headers: bearer(user.token) }))).toEqual({
      data: { marketing_messages: false },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/marketing/preference',
      headers: bearer(user.token),
      payload: { marketing_messages: true },
    });
    expect(json(await ctx.app.inject({ ...mine, headers: bearer(user.token) }))).toEqual({
      data: { marketing_messages: true },
    });
  });
});

describe('delivery', () => {
  it('sends each recipient once when two delivery passes run at the same time', async () => {
    await freshAudience();
    const recipients = await Promise.all([1, 2, 3, 4, 5].map(() => customer()));
    const sms = recordingSms();
    const response = await send(ALL, SMS);
    expect(response.statusCode).toBe(201);
    await Promise.all([deliverMarketing(deps({ sms }), 3), deliverMarketing(deps({ sms }), 3)]);
    while ((await deliverMarketing(deps({ sms }), 3)) > 0);
    const phones = sms.sent.flatMap((request) => request.recipients).sort();
    expect(phones).toEqual(recipients.map((user) => user.phone_no).sort());
    expect(sms.sent[0]?.message).toMatch(/^MTN 1GB is N250 all weekend\.\nOpt out: \S+\/opt-out\//);
  });

  it('keeps to the delivery rate and never resends a recipient whose send was cut off', async () => {
    await freshAudience();
    await Promise.all([1, 2, 3].map(() => customer()));
    const campaign = json<{ data: MarketingCampaign }>(await send(ALL)).data;
    // a process stopped after marking one recipient as being sent to
    await db().execute(sql`UPDATE marketing_recipients SET status = 'sending',
        attempted_at = now() - interval '20 minutes'
      WHERE (campaign_id, user_id) IN (SELECT campaign_id, user_id FROM marketing_recipients
        WHERE campaign_id = ${campaign.id} LIMIT 1)`);
    await db()
      .execute(sql`UPDATE marketing_recipients SET attempted_at = now() - interval '2 minutes'
      WHERE attempted_at > now() - interval '1 minute'`);
    const before = ctx.outbox.length;
    expect(
      await deliverMarketing(deps({ limits: { campaignsPerDay: 9, messagesPerMinute: 1 } }), 10),
    ).toBe(1);
    expect(
      await deliverMarketing(deps({ limits: { campaignsPerDay: 9, messagesPerMinute: 1 } }), 10),
    ).toBe(0);
    while ((await deliverMarketing(deps(), 10)) > 0);
    expect(ctx.outbox.length - before).toBe(2);
    const rows = await db()
      .select({ status: marketingRecipients.status })
      .from(marketingRecipients)
      .where(eq(marketingRecipients.campaignId, campaign.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'sent', 'sent']);
  });
});

describe('the owner sends', () => {
  it('prices an SMS as recipients x pages x the per-page cost, audited with the campaign', async () => {
    await freshAudience();
    await Promise.all([1, 2, 3].map(() => customer()));
    const options = json<{ data: { page_cost_kobo: number; sms_footer_length: number } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/console/messages/options',
        headers: owner.headers,
      }),
    ).data;
    expect(options.page_cost_kobo).toBeGreaterThan(0);
    const long = { ...SMS, body: 'x'.repeat(200) };
    const priced = await preview(ALL, long);
    expect(priced.characters).toBe(200 + options.sms_footer_length);
    expect(priced.pages).toBe(Math.ceil(priced.characters / 160));
    expect(priced.cost_kobo).toBe(3 * priced.pages * options.page_cost_kobo);

    // another owner: this suite's first owner has used the day's campaigns
    const second = await signedInStaff(ctx.app, 'owner');
    const response = await send(ALL, long, second.headers);
    const campaign = json<{ data: MarketingCampaign }>(response).data;
    expect(campaign.cost_kobo).toBe(priced.cost_kobo);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, String(campaign.id)));
    expect(audit).toMatchObject({
      action: 'marketing.send',
      staffUserId: second.id,
      reason: 'Weekend promotion',
      after: { recipients: 3, cost_kobo: priced.cost_kobo },
    });
  });

  it('refuses support staff, and campaigns past the daily limit', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    expect((await send(ALL, EMAIL, support.headers)).statusCode).toBe(403);
    const preview403 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/messages/preview',
      headers: support.headers,
      payload: { message: EMAIL, segment: ALL },
    });
    expect(preview403.statusCode).toBe(403);

    const another = await signedInStaff(ctx.app, 'owner');
    await freshAudience();
    await customer();
    for (let i = 0; i < 3; i += 1)
      expect((await send(ALL, EMAIL, another.headers)).statusCode).toBe(201);
    const fourth = await send(ALL, EMAIL, another.headers);
    expect(fourth.statusCode).toBe(429);
    expect(json<ErrorBody>(fourth).message).toBe(MARKETING_MESSAGES.overDailyLimit(3));
  });

  it("sends a test to the owner's own address only", async () => {
    const before = ctx.outbox.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/messages/test',
      headers: owner.headers,
      payload: { message: EMAIL },
    });
    expect(json(response)).toEqual({
      data: { to: owner.email, message: `Test sent to ${owner.email}.` },
    });
    expect(ctx.outbox.slice(before).map((mail) => [mail.to, mail.subject])).toEqual([
      [owner.email, '[Test] Weekend data deal'],
    ]);
  });
});
