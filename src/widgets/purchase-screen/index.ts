export { PurchaseScreen } from './ui/PurchaseScreen';
