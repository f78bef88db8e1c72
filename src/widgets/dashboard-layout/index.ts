export { DashboardLayout } from './ui/DashboardLayout';
