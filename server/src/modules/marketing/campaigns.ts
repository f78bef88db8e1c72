import { eq, sql } from 'drizzle-orm';
import {
  MARKETING_MESSAGES,
  marketingSmsBodyMax,
  marketingSmsCharacters,
  marketingSmsPages,
  type MarketingCampaign,
  type MarketingMessage,
  type MarketingOptions,
  type MarketingPreview,
  type MarketingPreviewRequest,
  type SendCampaignRequest,
} from '@contract/api/console/messages';
import { CATEGORY_IDS } from '@contract/constants';
import type { Db, Tx } from '../../db/client';
import { levels, users } from '../../db/schema';
import { parsedJson, rowsOf } from '../../db/rows';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../console/audit';
import { sampleText, smsFooterLength } from './compose';
import type { MarketingDeps } from './deps';
import { optOutToken } from './opt-out-token';
import { addressOf, hasAddress, OPTED_OUT, segmentWhere } from './segment';
import { marketingCampaigns } from './tables';

/*
 * Composing, previewing and confirming a campaign. Confirming records the campaign, its audit entry
 * and one row per recipient in one database transaction; the delivery job sends them later.
 * An SMS campaign is the business's own cost: nothing is charged to any customer's wallet.
 */

/**
 * What one SMS page costs the business: the bulk SMS package's lowest per-page rate across levels
 * (what bulk SMS prices a page at; no gateway price is recorded), or undefined when none is set.
 */
async function smsPageCostKobo(db: Db | Tx): Promise<number | undefined> {
  const [row] = rowsOf<{ rate: string | number | null }>(
    await db.execute(sql`SELECT min(r.unit_price_kobo) AS rate FROM package_rates r
      JOIN packages p ON p.id = r.package_id
      WHERE p.category_id = ${CATEGORY_IDS.sms} AND p.active AND r.unit_price_kobo IS NOT NULL`),
  );
  return row?.rate === null || row?.rate === undefined ? undefined : Number(row.rate);
}

/** The sender ID phones show: the gateway's registered one, else the brand name cut to 11. */
export function businessSender(deps: MarketingDeps): string {
  const own =
    deps.brand.brandName
      .replace(/[^A-Za-z0-9 ]/g, '')
      .slice(0, 11)
      .trim() || 'Info';
  return deps.sms.senderFor?.(own) ?? own;
}

async function campaignsInLastDay(db: Db | Tx, ownerId: number): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM marketing_campaigns
      WHERE created_by = ${ownerId} AND created_at > now() - interval '24 hours'`),
  );
  return Number(row?.n ?? 0);
}

export async function marketingOptions(
  deps: MarketingDeps,
  ownerId: number,
): Promise<MarketingOptions> {
  const levelRows = await deps.db
    .select({ id: levels.id, name: levels.name })
    .from(levels)
    .orderBy(levels.id);
  const used = await campaignsInLastDay(deps.db, ownerId);
  return {
    levels: levelRows,
    sender: businessSender(deps),
    page_cost_kobo: (await smsPageCostKobo(deps.db)) ?? 0,
    sms_footer_length: smsFooterLength(deps.brand.publicUrl),
    campaigns_per_day: deps.limits.campaignsPerDay,
    campaigns_left_today: Math.max(0, deps.limits.campaignsPerDay - used),
    messages_per_minute: deps.limits.messagesPerMinute,
  };
}

/** The message as sent (trimmed), refused with the field's message when it cannot go. */
export function checkedMessage(deps: MarketingDeps, message: MarketingMessage): MarketingMessage {
  const subject = message.channel === 'email' ? message.subject.trim() : '';
  const body = message.body.trim();
  if (!body)
    throw badRequest(MARKETING_MESSAGES.bodyRequired, { body: MARKETING_MESSAGES.bodyRequired });
  if (message.channel === 'email' && !subject)
    throw badRequest(MARKETING_MESSAGES.subjectRequired, {
      subject: MARKETING_MESSAGES.subjectRequired,
    });
  if (message.channel === 'sms') {
    const max = marketingSmsBodyMax(smsFooterLength(deps.brand.publicUrl));
    if (body.length > max) {
      const problem = MARKETING_MESSAGES.smsTooLong(max);
      throw badRequest(problem, { body: problem });
    }
  }
  return { channel: message.channel, subject, body };
}

interface Pricing {
  characters: number;
  pages: number;
  pageCostKobo: number;
}

async function pricingOf(deps: MarketingDeps, db: Db | Tx, message: MarketingMessage) {
  if (message.channel === 'email') return { characters: 0, pages: 0, pageCostKobo: 0 };
  const pageCostKobo = await smsPageCostKobo(db);
  if (pageCostKobo === undefined)
    throw conflict('The catalogue has no SMS rate: set the bulk SMS price before sending SMS.');
  const characters = marketingSmsCharacters(message.body, smsFooterLength(deps.brand.publicUrl));
  return { characters, pages: marketingSmsPages(characters), pageCostKobo } satisfies Pricing;
}

interface Reach {
  recipients: number;
  optedOut: number;
  noAddress: number;
  sample: { id: number; address: string } | undefined;
}

async function reachOf(db: Db | Tx, request: MarketingPreviewRequest): Promise<Reach> {
  const { channel } = request.message;
  const where = segmentWhere(request.segment);
  const [counts] = rowsOf<{ opted_out: string; no_address: string; recipients: string }>(
    await db.execute(sql`SELECT
        count(*) FILTER (WHERE ${OPTED_OUT}) AS opted_out,
        count(*) FILTER (WHERE NOT ${OPTED_OUT} AND NOT ${hasAddress(channel)}) AS no_address,
        count(*) FILTER (WHERE NOT ${OPTED_OUT} AND ${hasAddress(channel)}) AS recipients
      FROM users u WHERE ${where}`),
  );
  const [sample] = rowsOf<{ id: number; address: string }>(
    await db.execute(sql`SELECT u.id, ${addressOf(channel)} AS address FROM users u
      WHERE ${where} AND NOT ${OPTED_OUT} AND ${hasAddress(channel)} ORDER BY u.id LIMIT 1`),
  );
  return {
    recipients: Number(counts?.recipients ?? 0),
    optedOut: Number(counts?.opted_out ?? 0),
    noAddress: Number(counts?.no_address ?? 0),
    sample,
  };
}

export async function previewCampaign(
  deps: MarketingDeps,
  owner: { id: number; email: string },
  request: MarketingPreviewRequest,
): Promise<MarketingPreview> {
  const message = checkedMessage(deps, request.message);
  const pricing = await pricingOf(deps, deps.db, message);
  const reach = await reachOf(deps.db, { ...request, message });
  const sampleId = reach.sample?.id ?? owner.id;
  return {
    recipients: reach.recipients,
    opted_out: reach.optedOut,
    no_address: reach.noAddress,
    characters: pricing.characters,
    pages: pricing.pages,
    page_cost_kobo: pricing.pageCostKobo,
    cost_kobo: reach.recipients * pricing.pages * pricing.pageCostKobo,
    sample: {
      to: reach.sample?.address ?? owner.email,
      subject: message.subject,
      text: sampleText(deps.brand, message.channel, message, optOutToken(deps.optOutKey, sampleId)),
    },
  };
}

/**
 * Confirms a campaign: refused past the owner's campaigns in 24 hours (the count is read under a
 * lock on the owner, so two confirmations at once cannot both pass it) or when it reaches nobody;
 * else the campaign, its audit entry and its recipients, together.
 */
export async function sendCampaign(
  deps: MarketingDeps,
  actor: AuditActor & { id: number },
  request: SendCampaignRequest,
): Promise<MarketingCampaign> {
  const message = checkedMessage(deps, request.message);
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('marketing_campaigns'), ${actor.id})`,
    );
    if ((await campaignsInLastDay(tx, actor.id)) >= deps.limits.campaignsPerDay)
      throw new HttpError(429, MARKETING_MESSAGES.overDailyLimit(deps.limits.campaignsPerDay));
    const pricing = await pricingOf(deps, tx, message);
    const where = segmentWhere(request.segment);
    const { channel } = message;
    const [campaign] = await tx
      .insert(marketingCampaigns)
      .values({
        createdBy: actor.id,
        channel,
        subject: message.subject,
        body: message.body,
        sender: channel === 'sms' ? businessSender(deps) : '',
        segment: request.segment,
        reason: request.reason,
        recipients: 0,
        pages: pricing.pages,
        pageCostKobo: pricing.pageCostKobo,
      })
      .returning({ id: marketingCampaigns.id });
    if (!campaign) throw new Error('the campaign was not recorded');
    const inserted = rowsOf<{ user_id: number }>(
      await tx.execute(sql`INSERT INTO marketing_recipients (campaign_id, user_id, address)
        SELECT ${campaign.id}, u.id, ${addressOf(channel)} FROM users u
        WHERE ${where} AND NOT ${OPTED_OUT} AND ${hasAddress(channel)}
        RETURNING user_id`),
    ).length;
    if (!inserted) throw badRequest(MARKETING_MESSAGES.nobody);
    const costKobo = inserted * pricing.pages * pricing.pageCostKobo;
    await tx
      .update(marketingCampaigns)
      .set({ recipients: inserted, costKobo })
      .where(eq(marketingCampaigns.id, campaign.id));
    await recordAudit(tx, {
      actor,
      action: 'marketing.send',
      subjectType: 'marketing_campaign',
      subjectId: campaign.id,
      reason: request.reason,
      after: {
        channel,
        subject: message.subject,
        body: message.body,
        segment: request.segment,
        recipients: inserted,
        pages: pricing.pages,
        cost_kobo: costKobo,
      },
    });
    return campaign.id;
  });
  const [created] = await listCampaigns(deps.db, id);
  if (!created) throw new Error('the campaign was not recorded');
  return created;
}

/** Campaigns, newest first, with their recipients' outcomes so far (one campaign by its id). */
export async function listCampaigns(db: Db, id?: number): Promise<MarketingCampaign[]> {
  const rows = rowsOf<{
    id: number;
    created_at: string | Date;
    created_by: string;
    channel: 'email' | 'sms';
    subject: string;
    body: string;
    segment: unknown;
    reason: string;
    recipients: number;
    pages: number;
    page_cost_kobo: string | number;
    cost_kobo: string | number;
    finished_at: string | Date | null;
    sent: string | number;
    failed: string | number;
    waiting: string | number;
  }>(
    await db.execute(sql`SELECT c.id, c.created_at, coalesce(s.email, '') AS created_by,
        c.channel, c.subject, c.body, c.segment, c.reason, c.recipients, c.pages,
        c.page_cost_kobo, c.cost_kobo, c.finished_at,
        count(*) FILTER (WHERE r.status = 'sent') AS sent,
        count(*) FILTER (WHERE r.status = 'failed') AS failed,
        count(*) FILTER (WHERE r.status IN ('pending', 'sending')) AS waiting
      FROM marketing_campaigns c
      LEFT JOIN ${users} s ON s.id = c.created_by
      LEFT JOIN marketing_recipients r ON r.campaign_id = c.id
      ${id === undefined ? sql`` : sql`WHERE c.id = ${id}`}
      GROUP BY c.id, s.email ORDER BY c.id DESC LIMIT 100`),
  );
  const iso = (value: string | Date) => new Date(value).toISOString();
  return rows.map((row) => ({
    id: Number(row.id),
    created_at: iso(row.created_at),
    created_by: row.created_by,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    segment: parsedJson(row.segment) as MarketingCampaign['segment'],
    reason: row.reason,
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    failed: Number(row.failed),
    waiting: Number(row.waiting),
    pages: Number(row.pages),
    cost_kobo: Number(row.cost_kobo),
    spent_kobo: Number(row.sent) * Number(row.pages) * Number(row.page_cost_kobo),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
  }));
}
