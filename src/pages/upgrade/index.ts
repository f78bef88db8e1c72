export { UpgradePage } from './ui/UpgradePage';
