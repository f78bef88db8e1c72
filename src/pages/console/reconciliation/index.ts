export { ConsoleReconciliationPage } from './ui/ConsoleReconciliationPage';
