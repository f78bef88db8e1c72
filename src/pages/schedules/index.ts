export { SchedulesPage } from './ui/SchedulesPage';
