export { ConsoleAlertsPage } from './ui/ConsoleAlertsPage';
export { ConsoleSentAlertsPage } from './ui/ConsoleSentAlertsPage';
