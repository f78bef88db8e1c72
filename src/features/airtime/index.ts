export { AirtimeForm } from './ui/AirtimeForm';
