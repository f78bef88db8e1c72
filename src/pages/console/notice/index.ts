export { ConsoleNoticePage } from './ui/ConsoleNoticePage';
