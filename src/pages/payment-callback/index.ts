export { PaymentCallbackPage } from './ui/PaymentCallbackPage';
