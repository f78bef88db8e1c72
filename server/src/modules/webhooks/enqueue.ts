import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@contract/api';
import type { Db, Tx } from '../../db/client';
import { apiKeys, categories, packages, transactions, users } from '../../db/schema';
import { resellerOrderBody } from '../reseller-formats/webhook-body';
import { presentTransaction } from '../wallet/presenter';
import { refundOf } from '../wallet/refunds';
import { webhookDeliveries } from './tables';

/**
 * Statuses a transaction does not leave except by reversal; each is sent once. `ignored` is an
 * airtime-to-cash request an operator rejected.
 */
export const FINAL_TRANSACTION_STATUSES = ['confirmed', 'failed', 'reversed', 'ignored'] as const;
export type FinalTransactionStatus = (typeof FINAL_TRANSACTION_STATUSES)[number];
export type WebhookEvent = `transaction.${FinalTransactionStatus}`;

const isFinal = (status: string): status is FinalTransactionStatus =>
  (FINAL_TRANSACTION_STATUSES as readonly string[]).includes(status);

/** The JSON body of every webhook; `data` is the transaction as get-transactions/ shows it. */
export interface WebhookPayload {
  /** the delivery id, also in X-NairaTop-Delivery; the same on every retry */
  id: number;
  event: WebhookEvent;
  /** when the event was recorded, ISO 8601 */
  created_at: string;
  data: Transaction;
}

/**
 * Queues the webhook for a transaction that has just reached a final status. Call it inside the
 * database transaction that sets the status, so the delivery exists exactly when the status does.
 * Does nothing for a non-final status or a user without webhook_url; a second call for the same
 * transaction and status adds nothing.
 */
export async function enqueueTransactionWebhook(tx: Tx | Db, transactionId: number): Promise<void> {
  const [row] = await tx
    .select({
      transaction: transactions,
      category: { id: categories.id, name: categories.name, image: categories.image },
      subcategory: { id: packages.id, title: packages.title, image: packages.image },
      webhookUrl: users.webhookUrl,
      keyFormat: apiKeys.format,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, transactions.apiKeyId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(eq(transactions.id, transactionId));
  if (!row) return;
  const { status } = row.transaction;
  const url = row.webhookUrl?.trim();
  if (!url || !isFinal(status)) return;

  const [next] = await tx
    .select({ id: sql<string>`nextval(pg_get_serial_sequence('webhook_deliveries', 'id'))` })
    .from(users)
    .where(eq(users.id, row.transaction.userId));
  const id = Number(next?.id);
  const event: WebhookEvent = `transaction.${status}`;
  // An order placed with a key that speaks a reseller format is told in that format's words.
  const body =
    row.keyFormat === 'msorg' || row.keyFormat === 'adex'
      ? await resellerOrderBody(tx, row.keyFormat, row.transaction)
      : ({
          id,
          event,
          created_at: new Date().toISOString(),
          data: presentTransaction(
            row.transaction,
            row.category,
            row.subcategory,
            await refundOf(tx, row.transaction),
          ),
        } satisfies WebhookPayload);
  await tx
    .insert(webhookDeliveries)
    .values({
      id,
      userId: row.transaction.userId,
      transactionId,
      event,
      url,
      payload: JSON.stringify(body),
      nextAttemptAt: sql`now()`,
    })
    .onConflictDoNothing({ target: [webhookDeliveries.transactionId, webhookDeliveries.event] });
}
