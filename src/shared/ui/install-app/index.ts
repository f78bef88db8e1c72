export { InstallAppButton, INSTALL_INSTRUCTIONS } from './InstallAppButton';
