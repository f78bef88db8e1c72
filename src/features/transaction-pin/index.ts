export { TransactionPinCard } from './ui/TransactionPinCard';
