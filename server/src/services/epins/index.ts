export { default as epinRoutes } from './routes';
export { epinOrders, isEpinOrder } from './requery';
export type { EpinOrderDeps } from './place';
export { cardBatchForStaff } from './staff-view';
