export { TransferBonusForm } from './ui/TransferBonusForm';
export { UpgradeLevelForm } from './ui/UpgradeLevelForm';
export { WalletBalance } from './ui/WalletBalance';
