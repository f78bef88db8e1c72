export { TransferBonusPage } from './ui/TransferBonusPage';
