export { theme, shellTheme, notificationConfig } from './theme';
