export { EpinsForm } from './ui/EpinsForm';
export { EpinStockList } from './ui/EpinStockList';
export { EpinBatchDetail } from './ui/EpinBatchDetail';
export { SellerForm } from './ui/SellerForm';
export { EPIN_ROUTES } from './config/routes';
