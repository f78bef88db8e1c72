export { PurchaseExamPinsPage } from './ui/PurchaseExamPinsPage';
