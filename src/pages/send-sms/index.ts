export { SendSmsPage } from './ui/SendSmsPage';
