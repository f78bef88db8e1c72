export { useLiveStatus } from './useLiveStatus';
