import type { ResellerFormat } from '@contract/rules/reseller-ids';
import type { Db, Tx } from '../../db/client';
import { adexOrder } from './adex/answers';
import { msorgOrder } from './msorg/answers';
import type { OrderRow } from './orders';
import { orderView } from './view';

const ORDER_BODIES = { msorg: msorgOrder, adex: adexOrder } as const;

/**
 * The webhook body of an order placed with a key that speaks a reseller format: the order in that
 * format's words, the same as its order query answers.
 */
export async function resellerOrderBody(
  db: Db | Tx,
  format: ResellerFormat,
  row: OrderRow,
  test = false,
): Promise<Record<string, unknown>> {
  const body = ORDER_BODIES[format](await orderView(db, row));
  // A test key hears in every answer that it is one, its webhooks too.
  return test ? { test: true, ...body } : body;
}
