export { ConsoleSecurityPage } from './ui/ConsoleSecurityPage';
