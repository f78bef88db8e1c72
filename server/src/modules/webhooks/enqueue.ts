import { eq, sql } from 'drizzle-orm';
import type { Transaction, TransactionRefund } from '@contract/api';
import type { ApiKeyFormat } from '@contract/constants';
import type { TransactionRow } from '../wallet/repository';
import type { Db, Tx } from '../../db/client';
import { apiKeys, categories, packages, transactions, users } from '../../db/schema';
import { resellerOrderBody } from '../reseller-formats/webhook-body';
import { asTransactionRow, testOrders } from '../test-orders/table';
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

/** An order's names, owner's URL and key's format, read with it for its webhook. */
const ORDER_CONTEXT = {
  category: { id: categories.id, name: categories.name, image: categories.image },
  subcategory: { id: packages.id, title: packages.title, image: packages.image },
  webhookUrl: users.webhookUrl,
  keyFormat: apiKeys.format,
};

interface OrderDelivery {
  /** what the delivery is about: a transaction, or a test key's test order */
  subject: { transactionId: number } | { testOrderId: number };
  row: TransactionRow;
  category: Transaction['category'];
  subcategory: Transaction['subcategory'];
  webhookUrl: string | null;
  keyFormat: ApiKeyFormat | null;
  refund: TransactionRefund | null;
  test: boolean;
}

/**
 * Queues an order's webhook once it is final and its owner has a webhook_url: in the words of the
 * format of the key it was placed with, marked `test` for a test key. A second call adds nothing.
 */
async function queueOrderDelivery(tx: Tx | Db, order: OrderDelivery): Promise<void> {
  const { status } = order.row;
  const url = order.webhookUrl?.trim();
  if (!url || !isFinal(status)) return;
  const [next] = await tx
    .select({ id: sql<string>`nextval(pg_get_serial_sequence('webhook_deliveries', 'id'))` })
    .from(users)
    .where(eq(users.id, order.row.userId));
  const id = Number(next?.id);
  const event: WebhookEvent = `transaction.${status}`;
  const mark = order.test ? { test: true as const } : {};
  // An order placed with a key that speaks a reseller format is told in that format's words.
  const body =
    order.keyFormat === 'msorg' || order.keyFormat === 'adex'
      ? await resellerOrderBody(tx, order.keyFormat, order.row, order.test)
      : {
          ...mark,
          ...({
            id,
            event,
            created_at: new Date().toISOString(),
            data: {
              ...presentTransaction(order.row, order.category, order.subcategory, order.refund),
              ...mark,
            },
          } satisfies WebhookPayload),
        };
  await tx
    .insert(webhookDeliveries)
    .values({
      id,
      userId: order.row.userId,
      ...order.subject,
      event,
      url,
      payload: JSON.stringify(body),
      nextAttemptAt: sql`now()`,
    })
    .onConflictDoNothing({
      target:
        'testOrderId' in order.subject
          ? [webhookDeliveries.testOrderId, webhookDeliveries.event]
          : [webhookDeliveries.transactionId, webhookDeliveries.event],
    });
}

/**
 * Queues the webhook for a transaction that has just reached a final status. Call it inside the
 * database transaction that sets the status, so the delivery exists exactly when the status does.
 * Does nothing for a non-final status or a user without webhook_url; a second call for the same
 * transaction and status adds nothing.
 */
export async function enqueueTransactionWebhook(tx: Tx | Db, transactionId: number): Promise<void> {
  const [row] = await tx
    .select({ transaction: transactions, ...ORDER_CONTEXT })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, transactions.apiKeyId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(eq(transactions.id, transactionId));
  if (!row || !isFinal(row.transaction.status)) return;
  await queueOrderDelivery(tx, {
    ...row,
    subject: { transactionId },
    row: row.transaction,
    refund: await refundOf(tx, row.transaction),
    test: false,
  });
}

/**
 * Queues the webhook of a test order that has just reached its final state, as a live order's of
 * the key's format, marked `test: true`. Call it inside the database transaction that sets the state.
 */
export async function enqueueTestOrderWebhook(tx: Tx | Db, testOrderId: number): Promise<void> {
  const [row] = await tx
    .select({ order: testOrders, ...ORDER_CONTEXT })
    .from(testOrders)
    .innerJoin(users, eq(users.id, testOrders.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, testOrders.apiKeyId))
    .leftJoin(categories, eq(categories.id, testOrders.categoryId))
    .leftJoin(packages, eq(packages.id, testOrders.packageId))
    .where(eq(testOrders.id, testOrderId));
  if (!row) return;
  await queueOrderDelivery(tx, {
    ...row,
    subject: { testOrderId },
    row: asTransactionRow(row.order),
    refund: null,
    test: true,
  });
}
