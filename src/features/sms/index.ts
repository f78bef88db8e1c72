export { SmsForm } from './ui/SmsForm';
