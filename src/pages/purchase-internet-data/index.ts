export { PurchaseInternetDataPage } from './ui/PurchaseInternetDataPage';
