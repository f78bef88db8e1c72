export { ConsoleOverviewPage } from './ui/ConsoleOverviewPage';
