export { ConsoleConflictsPage } from './ui/ConsoleConflictsPage';
