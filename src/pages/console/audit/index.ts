export { ConsoleAuditPage } from './ui/ConsoleAuditPage';
