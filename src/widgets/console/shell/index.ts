export { ConsoleShell } from './ui/ConsoleShell';
export { CONSOLE_MENU } from './model/menu';
