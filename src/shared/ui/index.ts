export { theme, notificationConfig } from './theme';
