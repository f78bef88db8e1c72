export { startPwa, usePwaState, reloadToNewVersion, installApp } from './pwa';
