export { OptOutPage } from './ui/OptOutPage';
