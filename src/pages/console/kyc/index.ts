export { ConsoleKycPage } from './ui/ConsoleKycPage';
