export { AirtimeToCashPage } from './ui/AirtimeToCashPage';
