export { ConsoleAirtimeToCashPage } from './ui/ConsoleAirtimeToCashPage';
