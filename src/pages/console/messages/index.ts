export { ConsoleMessagesPage } from './ui/ConsoleMessagesPage';
