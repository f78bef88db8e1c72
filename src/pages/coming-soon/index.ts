export { ComingSoonPage } from './ui/ComingSoonPage';
