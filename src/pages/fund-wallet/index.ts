export { FundWalletPage } from './ui/FundWalletPage';
