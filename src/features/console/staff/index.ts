export { StaffManager } from './ui/StaffManager';
