export {
  findTestOrder,
  placeTestOrder,
  resolveTestOrders,
  testCallerOf,
  testQuoteDeps,
  TEST_ORDER_PENDING_SECONDS,
  type TestCaller,
  type TestOrderDeps,
} from './place';
export { asTransactionRow, TEST_ORDER_MESSAGES, testOrders, type TestOrder } from './table';
export { presentTestOrder, testPurchaseReply } from './present';
