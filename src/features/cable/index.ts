export { CableForm } from './ui/CableForm';
