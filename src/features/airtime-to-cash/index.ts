export { AirtimeToCashForm } from './ui/AirtimeToCashForm';
