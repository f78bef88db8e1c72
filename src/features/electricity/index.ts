export { ElectricityForm } from './ui/ElectricityForm';
