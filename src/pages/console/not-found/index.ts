export { ConsoleNotFoundPage } from './ui/ConsoleNotFoundPage';
