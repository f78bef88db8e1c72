export { AppUpdatePrompt } from './AppUpdatePrompt';
