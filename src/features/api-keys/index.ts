export { ApiKeysSection } from './ui/ApiKeysSection';
