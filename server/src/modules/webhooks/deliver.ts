import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ensureWebhookSecret, signWebhookBody } from './secret';
import { webhookAttempts, webhookDeliveries, type WebhookDeliveryRow } from './tables';
import { postWebhook, postWebhookWithFetch } from './transport';
import { assertPublicWebhookUrl } from './url-safety';

export interface DeliverOptions {
  /** send to private, loopback and link-local addresses (local testing only) */
  allowPrivate: boolean;
  /** per attempt, until the answer's status line */
  timeoutMs: number;
  /** attempts before a delivery is marked failed */
  maxAttempts: number;
  /** send through fetch instead of node:http (the pre-attempt address check still applies) */
  fetchImpl?: typeof fetch;
  /** deliveries claimed per pass; 20 by default */
  limit?: number;
}

export const WEBHOOK_USER_AGENT = 'NairaTop-Webhooks/1.0';

/** Waits after a failed attempt: 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, then daily. */
export const WEBHOOK_BACKOFF_SECONDS = [30, 120, 600, 1_800, 3_600, 10_800, 21_600, 43_200, 86_400];

/** The wait after failed attempt number `attempt` (1-based), with up to 10% jitter. */
export function webhookBackoffMs(attempt: number, random = Math.random): number {
  const index = Math.min(Math.max(attempt, 1), WEBHOOK_BACKOFF_SECONDS.length) - 1;
  const base = (WEBHOOK_BACKOFF_SECONDS[index] ?? 86_400) * 1000;
  return Math.round(base * (1 + 0.1 * random()));
}

const interval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Claims due deliveries (FOR UPDATE SKIP LOCKED, then a lease pushing next_attempt_at past the
 * attempt's time limit) in a short transaction, so several processes never send one together;
 * then sends each outside the transaction and records the attempt. Returns the attempts made.
 */
export async function deliverDueWebhooks(db: Db, options: DeliverOptions): Promise<number> {
  const limit = options.limit ?? 20;
  // time limit plus the name lookup's and a margin: a crashed worker's claim comes back after it
  const leaseMs = options.timeoutMs + 65_000;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    // only after a worker died mid-attempt: its last attempt already counted
    const spent = due.filter((d) => d.attempts >= options.maxAttempts).map((d) => d.id);
    if (spent.length)
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(inArray(webhookDeliveries.id, spent));
    const ids = due.filter((d) => d.attempts < options.maxAttempts).map((d) => d.id);
    if (!ids.length) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + ${interval(leaseMs)}`,
      })
      .where(inArray(webhookDeliveries.id, ids))
      .returning();
  });
  await Promise.all(claimed.map((delivery) => attemptDelivery(db, delivery, options)));
  return claimed.length;
}

/** One attempt of a claimed delivery (its `attempts` already counts this one). */
async function attemptDelivery(db: Db, delivery: WebhookDeliveryRow, options: DeliverOptions) {
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const secret = await ensureWebhookSecret(db, delivery.userId);
    if (!secret) throw new Error('The account no longer exists');
    // a clear refusal in the log; the socket's own lookup checks again as it connects
    if (!options.allowPrivate) await assertPublicWebhookUrl(delivery.url, false);
    const request = {
      url: delivery.url,
      body: delivery.payload,
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivate,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'x-nairatop-event': delivery.event,
        'x-nairatop-delivery': String(delivery.id),
        'x-nairatop-attempt': String(delivery.attempts),
        'x-nairatop-signature': signWebhookBody(secret, delivery.payload),
      },
    };
    const response = options.fetchImpl
      ? await postWebhookWithFetch(options.fetchImpl, request)
      : await postWebhook(request);
    statusCode = response.status;
    if (statusCode >= 300 && statusCode < 400)
      error = `HTTP ${statusCode}: redirects are not followed`;
    else if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
  } catch (caught) {
    error = errorText(caught);
  }
  const delivered = error === null;
  const exhausted = !delivered && delivery.attempts >= options.maxAttempts;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      statusCode,
      error,
      durationMs: Date.now() - started,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: delivered ? 'delivered' : exhausted ? 'failed' : 'pending',
        lastStatusCode: statusCode,
        lastError: error,
        deliveredAt: delivered ? sql`now()` : null,
        nextAttemptAt:
          delivered || exhausted
            ? null
            : sql`now() + ${interval(webhookBackoffMs(delivery.attempts))}`,
      })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, delivery.attempts),
        ),
      );
  });
}
