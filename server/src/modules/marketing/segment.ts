import { sql, type SQL } from 'drizzle-orm';
import type { MarketingChannel, MarketingSegment } from '@contract/api/console/messages';

/*
 * Who a segment is, in SQL over `users u`. Customers only (no staff), not suspended. Each condition
 * set narrows it: a level among those chosen; active in the last N days (a purchase or an SMS
 * bought, or a sign-in); holding an API key that works now (not revoked, made under the account's
 * current sign-in generation, not a test key).
 */

/** Purchases and bulk SMS: what "made a purchase" means for a customer's activity. */
const BOUGHT_KINDS = sql`('purchase', 'sms')`;

export function segmentWhere(segment: MarketingSegment): SQL {
  const conditions: SQL[] = [sql`u.role IS NULL`, sql`u.suspended_at IS NULL`];
  if (segment.level_ids.length)
    conditions.push(
      sql`u.level_id IN (${sql.join(
        segment.level_ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (segment.active_days !== null) {
    const since = sql`now() - make_interval(days => ${segment.active_days}::int)`;
    conditions.push(sql`(EXISTS (SELECT 1 FROM transactions t WHERE t.user_id = u.id
        AND t.kind IN ${BOUGHT_KINDS} AND t.created_at >= ${since})
      OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.created_at >= ${since}))`);
  }
  if (segment.api_resellers)
    conditions.push(sql`EXISTS (SELECT 1 FROM api_keys k WHERE k.user_id = u.id
      AND k.revoked_at IS NULL AND k.token_version = u.token_version AND NOT k.test)`);
  return sql.join(conditions, sql` AND `);
}

/**
 * A usable address for the channel: an e-mail address of the usual shape (accounts have no
 * separate verification step), or a Nigerian mobile number in its stored local form; a number an
 * older account also has is reached through that account only, so nobody gets an SMS twice.
 */
export function hasAddress(channel: MarketingChannel): SQL {
  return channel === 'email'
    ? sql`(u.email ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$')`
    : sql`(u.phone_no ~ '^0[0-9]{10}$' AND NOT u.phone_shared_before_unique)`;
}

export const addressOf = (channel: MarketingChannel): SQL =>
  channel === 'email' ? sql`lower(u.email)` : sql`u.phone_no`;

export const OPTED_OUT = sql`EXISTS (SELECT 1 FROM marketing_opt_outs o WHERE o.user_id = u.id)`;
