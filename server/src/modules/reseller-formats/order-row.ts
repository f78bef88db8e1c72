import type { transactions } from '../../db/schema';
import type { EngineDeps } from '../purchases/engine';
import type { TestOrderDeps } from '../test-orders';

/** An order as the formats answer it: a transaction's columns (a test order is shaped so too). */
export type OrderRow = typeof transactions.$inferSelect;

export interface ResellerOrderDeps {
  engine: EngineDeps;
  /** how long an order waits for its final outcome before answering processing */
  finalWaitMs: number;
  /** where a test key's orders are answered */
  testOrders: TestOrderDeps;
}
