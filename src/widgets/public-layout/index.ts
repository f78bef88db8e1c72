export { PublicLayout } from './ui/PublicLayout';
