export { ChatButton } from './ChatButton';
