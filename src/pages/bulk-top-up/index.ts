export { BulkTopUpPage } from './ui/BulkTopUpPage';
