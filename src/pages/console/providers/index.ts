export { ConsoleProvidersPage } from './ui/ConsoleProvidersPage';
