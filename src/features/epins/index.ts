export { EpinsForm } from './ui/EpinsForm';
