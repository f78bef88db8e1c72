export { useAfterDelay } from './useAfterDelay';
export { formatAge } from './age';
