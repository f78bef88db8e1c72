export { PaymentProvidersPanel } from './ui/PaymentProvidersPanel';
