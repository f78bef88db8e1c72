import { and, eq, sql } from 'drizzle-orm';
import {
  MARKETING_MESSAGES,
  type MarketingMessage,
  type TestSendResult,
} from '@contract/api/console/messages';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { badRequest, HttpError } from '../../lib/http-error';
import type { SmsSendOutcome } from '../../ports/sms';
import { businessSender, checkedMessage } from './campaigns';
import { marketingMail, smsText } from './compose';
import type { MarketingDeps } from './deps';
import { optOutToken } from './opt-out-token';
import { OPTED_OUT } from './segment';
import { marketingCampaigns, marketingRecipients } from './tables';

/*
 * Delivery of confirmed campaigns, by the background job, in every process. A pass claims pending
 * recipients with SKIP LOCKED and marks them 'sending' in a committed transaction before any
 * message goes out, so no two passes (or processes) claim one recipient and a process stopped
 * mid-send never sends to them again (they end failed). Claims are counted under one lock against
 * the delivery rate: at most `messagesPerMinute` messages attempted in any minute. A recipient who
 * opted out after the campaign was confirmed is skipped.
 */

/** A claim older than this whose send never finished belongs to a process that stopped. */
const STOPPED_SENDING = sql`interval '10 minutes'`;

interface Claimed {
  campaign_id: number;
  user_id: number;
  address: string;
}

async function claim(deps: MarketingDeps, limit: number): Promise<Claimed[]> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('marketing_delivery'))`);
    await tx.execute(sql`UPDATE marketing_recipients SET status = 'failed', finished_at = now(),
        error = 'the sending process stopped; not sent again'
      WHERE status = 'sending' AND attempted_at < now() - ${STOPPED_SENDING}`);
    await tx.execute(sql`UPDATE marketing_recipients r SET status = 'skipped', finished_at = now()
      FROM users u WHERE u.id = r.user_id AND r.status = 'pending' AND ${OPTED_OUT}`);
    const [recent] = rowsOf<{ n: string | number }>(
      await tx.execute(sql`SELECT count(*) AS n FROM marketing_recipients
        WHERE attempted_at > now() - interval '1 minute'`),
    );
    const room = Math.min(limit, deps.limits.messagesPerMinute - Number(recent?.n ?? 0));
    if (room <= 0) return [];
    return rowsOf<Claimed>(
      await tx.execute(sql`UPDATE marketing_recipients r
        SET status = 'sending', attempted_at = now()
        FROM (SELECT campaign_id, user_id FROM marketing_recipients WHERE status = 'pending'
          ORDER BY campaign_id, user_id LIMIT ${room} FOR UPDATE SKIP LOCKED) due
        WHERE r.campaign_id = due.campaign_id AND r.user_id = due.user_id
        RETURNING r.campaign_id, r.user_id, r.address`),
    );
  });
}

type Campaign = typeof marketingCampaigns.$inferSelect;

/** Sends one message; its outcome as the recipient row records it. */
async function deliverOne(
  deps: MarketingDeps,
  campaign: Pick<Campaign, 'id' | 'channel' | 'subject' | 'body' | 'sender'>,
  to: { userId: number; address: string },
  reference: string,
): Promise<{ sent: true } | { sent: false; error: string }> {
  const token = optOutToken(deps.optOutKey, to.userId);
  try {
    if (campaign.channel === 'email') {
      await deps.mailer.send(marketingMail(deps.brand, to.address, campaign, token));
      return { sent: true };
    }
    const [outcome]: readonly (SmsSendOutcome | undefined)[] = await deps.sms.send({
      reference,
      sender: campaign.sender,
      recipients: [to.address],
      message: smsText(deps.brand, campaign.body, token),
    });
    if (outcome?.state === 'sent') return { sent: true };
    return { sent: false, error: outcome?.reason ?? 'no answer from the SMS gateway' };
  } catch (error) {
    return { sent: false, error: String(error) };
  }
}

/** One pass: up to `batchSize` recipients (fewer when the minute's rate is used up). */
export async function deliverMarketing(deps: MarketingDeps, batchSize: number): Promise<number> {
  const claimed = await claim(deps, batchSize);
  const campaigns = new Map<number, Campaign>();
  for (const row of claimed) {
    let campaign = campaigns.get(row.campaign_id);
    if (!campaign) {
      [campaign] = await deps.db
        .select()
        .from(marketingCampaigns)
        .where(eq(marketingCampaigns.id, row.campaign_id));
      if (!campaign) continue;
      campaigns.set(campaign.id, campaign);
    }
    const outcome = await deliverOne(
      deps,
      campaign,
      { userId: row.user_id, address: row.address },
      `mkt-${row.campaign_id}-${row.user_id}`,
    );
    await deps.db
      .update(marketingRecipients)
      .set({
        status: outcome.sent ? 'sent' : 'failed',
        finishedAt: new Date(),
        error: outcome.sent ? null : outcome.error.slice(0, 500),
      })
      .where(
        and(
          eq(marketingRecipients.campaignId, row.campaign_id),
          eq(marketingRecipients.userId, row.user_id),
        ),
      );
  }
  await deps.db.execute(sql`UPDATE marketing_campaigns c SET finished_at = now()
    WHERE c.finished_at IS NULL AND NOT EXISTS (SELECT 1 FROM marketing_recipients r
      WHERE r.campaign_id = c.id AND r.status IN ('pending', 'sending'))`);
  return claimed.length;
}

const VALID_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const VALID_PHONE = /^0\d{10}$/;

/** The message to the owner's own e-mail or phone only, at once, marked as a test. */
export async function testSend(
  deps: MarketingDeps,
  ownerId: number,
  typed: MarketingMessage,
): Promise<TestSendResult> {
  const message = checkedMessage(deps, typed);
  const [owner] = await deps.db
    .select({ email: users.email, phone: users.phoneNo })
    .from(users)
    .where(eq(users.id, ownerId));
  const email = message.channel === 'email';
  const address = email ? owner?.email : owner?.phone;
  if (!address || !(email ? VALID_EMAIL : VALID_PHONE).test(address))
    throw badRequest(MARKETING_MESSAGES.noOwnAddress(message.channel));
  const outcome = await deliverOne(
    deps,
    {
      id: 0,
      channel: message.channel,
      subject: `[Test] ${message.subject.trim()}`,
      body: message.body,
      sender: businessSender(deps),
    },
    { userId: ownerId, address },
    `mkt-test-${ownerId}-${Date.now()}`,
  );
  if (!outcome.sent) throw new HttpError(502, `The test was not sent: ${outcome.error}`);
  return { to: address, message: `Test sent to ${address}.` };
}
