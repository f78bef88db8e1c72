export { ConsoleApprovalsPage } from './ui/ConsoleApprovalsPage';
