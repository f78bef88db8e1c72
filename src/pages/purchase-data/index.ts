export { PurchaseDataPage } from './ui/PurchaseDataPage';
