export { ConsoleStaffPage } from './ui/ConsoleStaffPage';
