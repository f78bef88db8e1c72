export { ConsoleProblemReportsPage } from './ui/ConsoleProblemReportsPage';
