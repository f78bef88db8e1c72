export { waitForConnection, pause } from './connection';
