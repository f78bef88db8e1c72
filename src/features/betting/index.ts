export { BettingForm } from './ui/BettingForm';
