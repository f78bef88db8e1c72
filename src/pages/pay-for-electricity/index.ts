export { PayForElectricityPage } from './ui/PayForElectricityPage';
