export { ConsolePaymentProvidersPage } from './ui/ConsolePaymentProvidersPage';
