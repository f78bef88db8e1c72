export { AuditLog } from './ui/AuditLog';
