import { and, eq, type SQL } from 'drizzle-orm';
import type { WebhookDeliveriesQuery } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { transactions, users } from '../../../db/schema';
import type { CsvColumn } from '../../../lib/csv';
import { webhookDeliveries } from '../../webhooks';
import { deliveriesWhere } from './list';
import type { ConsoleCsvExport } from '../audited-export';

/** The webhook delivery log as a file: every delivery the filters match, newest first. */

const ORDER: KeysetOrder = {
  key: webhookDeliveries.createdAt,
  type: 'timestamptz',
  id: webhookDeliveries.id,
  descending: true,
};

const readBatch = (db: Db, where: SQL | undefined, after: SQL | undefined, limit: number) =>
  db
    .select({
      delivery: webhookDeliveries,
      txRef: transactions.txRef,
      email: users.email,
      ...cursorColumns(ORDER),
    })
    .from(webhookDeliveries)
    .innerJoin(users, eq(users.id, webhookDeliveries.userId))
    .leftJoin(transactions, eq(transactions.id, webhookDeliveries.transactionId))
    .where(and(where, after))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Created (Lagos)', value: (row) => row.delivery.createdAt },
  { header: 'Reference', value: (row) => row.txRef ?? '' },
  { header: 'Customer', value: (row) => row.email },
  { header: 'Event', value: (row) => row.delivery.event },
  { header: 'Status', value: (row) => row.delivery.status },
  { header: 'URL', value: (row) => row.delivery.url },
  { header: 'Attempts', value: (row) => row.delivery.attempts },
  { header: 'Last HTTP status', value: (row) => row.delivery.lastStatusCode },
  { header: 'Last error', value: (row) => row.delivery.lastError },
  { header: 'Next attempt (Lagos)', value: (row) => row.delivery.nextAttemptAt },
  { header: 'Delivered (Lagos)', value: (row) => row.delivery.deliveredAt },
];

export function webhookDeliveriesCsv(db: Db, query: WebhookDeliveriesQuery): ConsoleCsvExport<Row> {
  const where = deliveriesWhere(query);
  return {
    list: 'webhook-deliveries',
    columns: COLUMNS,
    rows: keysetRows(ORDER, (after, limit) => readBatch(db, where, after, limit)),
  };
}
