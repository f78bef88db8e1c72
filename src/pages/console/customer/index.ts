export { ConsoleCustomerPage } from './ui/ConsoleCustomerPage';
