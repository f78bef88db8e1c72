export { ConsoleCustomersPage } from './ui/ConsoleCustomersPage';
