export { ServicePage } from './ui/ServicePage';
