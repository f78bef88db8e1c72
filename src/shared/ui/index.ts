export { theme, shellTheme, consoleTheme, notificationConfig } from './theme';
