import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { escapeHtml } from '../../lib/html';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { koboToNaira } from '../../lib/money';
import { webhookDeliveries } from '../webhooks/tables';

/*
 * Price changes reach API resellers. Triggers of migration 0046 append every change of a plan's
 * price at a level, and every withdrawal, to price_changes, whatever path made it. Each pass claims
 * unsent changes (FOR UPDATE SKIP LOCKED), queues one signed webhook per change for each API
 * reseller at that level who has a webhook_url (sent by the `webhooks` job like the transaction
 * ones) and marks the changes sent, all in one transaction; so with several processes, and on a
 * second pass, nothing is queued twice. Then each reseller is e-mailed once, listing their changes
 * of the pass. A mail the SMTP server refuses is logged, not retried (the webhook is).
 *
 * An API reseller: a user, not suspended, with at least one key that answers (not revoked, its
 * token_version equal to the user's).
 */

/** Changes a pass of the job takes: a disabled package's plans at every level, in one e-mail. */
export const PRICE_CHANGE_BATCH = 500;

export type PlanEvent = 'plan.price_changed' | 'plan.withdrawn';

/** The JSON body of a plan webhook; amounts in naira at the reseller's level. */
export interface PlanWebhookPayload {
  /** the delivery id, also in X-NairaTop-Delivery */
  id: number;
  event: PlanEvent;
  /** when the change was made, ISO 8601 */
  created_at: string;
  data: {
    plan_id: number;
    /** the code a purchase names the plan by */
    variation_code: string;
    plan: string;
    package: string;
    level: string;
    old_price: number | null;
    /** null when withdrawn */
    new_price: number | null;
  };
}

export interface PriceNoticeDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'brandName' | 'supportEmail'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface Change {
  id: number;
  plan_id: number;
  level_id: number;
  old_price_kobo: number | null;
  new_price_kobo: number | null;
  kind: 'price_changed' | 'withdrawn';
  created_at: string | Date;
  variation_code: string;
  plan: string;
  package: string;
  level: string;
}

interface Reseller {
  id: number;
  email: string;
  level_id: number;
  webhook_url: string | null;
}

interface Notice {
  userId: number;
  to: string;
  changes: Change[];
}

const nairaOrNull = (kobo: number | null) => (kobo === null ? null : koboToNaira(Number(kobo)));
const eventOf = (change: Change): PlanEvent =>
  change.kind === 'withdrawn' ? 'plan.withdrawn' : 'plan.price_changed';

function payloadOf(id: number, change: Change): PlanWebhookPayload {
  return {
    id,
    event: eventOf(change),
    created_at: new Date(change.created_at).toISOString(),
    data: {
      plan_id: change.plan_id,
      variation_code: change.variation_code,
      plan: change.plan,
      package: change.package,
      level: change.level,
      old_price: nairaOrNull(change.old_price_kobo),
      new_price: nairaOrNull(change.new_price_kobo),
    },
  };
}

/** One line of the e-mail: the plan, its old price and the new one (or that it is withdrawn). */
const changeLine = (change: Change) => {
  const name = `${change.plan} (${change.variation_code})`;
  const old =
    change.old_price_kobo === null ? 'no price' : formatNaira(nairaOrNull(change.old_price_kobo));
  return change.kind === 'withdrawn'
    ? `${name}: withdrawn, was ${old}`
    : `${name}: ${old} -> ${formatNaira(nairaOrNull(change.new_price_kobo))}`;
};

export function priceChangeMail(
  config: PriceNoticeDeps['config'],
  to: string,
  changes: Change[],
): MailMessage {
  const lines = [
    `Prices at your level (${changes[0]?.level ?? ''}) have changed:`,
    ...changes.map(changeLine),
    'Orders placed through the API are charged the new prices from now on; a withdrawn plan can no longer be bought.',
    `Questions: ${config.supportEmail}`,
  ];
  return {
    to,
    subject: `${config.brandName}: plan price changes`,
    text: lines.join('\n'),
    html: `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`,
  };
}

/** Sends up to `limit` unsent price changes; returns how many it claimed. */
export async function sendPriceChangeNotices(
  deps: PriceNoticeDeps,
  limit: number,
): Promise<number> {
  const { claimed, mails } = await deps.db.transaction(async (tx) => {
    const claimed = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM price_changes WHERE sent_at IS NULL
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`),
    ).map((row) => Number(row.id));
    if (!claimed.length) return { claimed: 0, mails: [] as Notice[] };
    const ids = sql.join(
      claimed.map((id) => sql`${id}`),
      sql`, `,
    );
    // a change of a plan that no longer exists is marked sent and told to nobody
    const changes = rowsOf<Change>(
      await tx.execute(sql`
        SELECT c.id, c.plan_id, c.level_id, c.old_price_kobo, c.new_price_kobo, c.kind, c.created_at,
               pl.variation_code, pl.title AS plan, pk.title AS package, l.name AS level
        FROM price_changes c
        JOIN plans pl ON pl.id = c.plan_id
        JOIN packages pk ON pk.id = pl.package_id
        JOIN levels l ON l.id = c.level_id
        WHERE c.id IN (${ids})
        ORDER BY c.id`),
    ).map((change) => ({
      ...change,
      id: Number(change.id),
      old_price_kobo: change.old_price_kobo === null ? null : Number(change.old_price_kobo),
      new_price_kobo: change.new_price_kobo === null ? null : Number(change.new_price_kobo),
    }));
    const levelIds = [...new Set(changes.map((change) => change.level_id))];
    const resellers = levelIds.length
      ? rowsOf<Reseller>(
          await tx.execute(sql`
            SELECT u.id, u.email, u.level_id, u.webhook_url FROM users u
            WHERE u.suspended_at IS NULL
              AND u.level_id IN (${sql.join(
                levelIds.map((id) => sql`${id}`),
                sql`, `,
              )})
              AND EXISTS (
                SELECT 1 FROM api_keys k
                WHERE k.user_id = u.id AND k.revoked_at IS NULL
                  AND k.token_version = u.token_version)
            ORDER BY u.id`),
        )
      : [];

    const mails: Notice[] = [];
    const deliveries: Array<{ reseller: Reseller; change: Change; url: string }> = [];
    for (const reseller of resellers) {
      const theirs = changes.filter((change) => change.level_id === reseller.level_id);
      if (!theirs.length) continue;
      mails.push({ userId: reseller.id, to: reseller.email, changes: theirs });
      const url = reseller.webhook_url?.trim();
      if (url) deliveries.push(...theirs.map((change) => ({ reseller, change, url })));
    }
    if (deliveries.length) {
      const deliveryIds = rowsOf<{ id: string }>(
        await tx.execute(sql`
          SELECT nextval(pg_get_serial_sequence('webhook_deliveries', 'id')) AS id
          FROM generate_series(1, ${deliveries.length})`),
      ).map((row) => Number(row.id));
      await tx
        .insert(webhookDeliveries)
        .values(
          deliveries.map(({ reseller, change, url }, index) => {
            const id = deliveryIds[index]!;
            return {
              id,
              userId: reseller.id,
              priceChangeId: change.id,
              event: eventOf(change),
              url,
              payload: JSON.stringify(payloadOf(id, change)),
              nextAttemptAt: sql`now()`,
            };
          }),
        )
        .onConflictDoNothing({
          target: [webhookDeliveries.priceChangeId, webhookDeliveries.userId],
        });
    }
    await tx.execute(sql`UPDATE price_changes SET sent_at = now() WHERE id IN (${ids})`);
    return { claimed: claimed.length, mails };
  });
  for (const { userId, to, changes } of mails) {
    try {
      await deps.mailer.send(priceChangeMail(deps.config, to, changes));
    } catch (error) {
      deps.log.error({ err: error, userId }, 'price change e-mail failed');
    }
  }
  return claimed;
}
