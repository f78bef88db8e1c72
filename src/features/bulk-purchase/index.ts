export { BulkTopUp } from './ui/BulkTopUp';
export { parseSheet } from './model/parse';
export { buildPreview } from './model/preview';
export { bulkPurchaseApi } from './api/bulkPurchaseApi';
