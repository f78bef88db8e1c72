export { useAfterDelay } from './useAfterDelay';
