export { PurchaseAirtimePage } from './ui/PurchaseAirtimePage';
