export { AlertSettingsPanel } from './ui/AlertSettingsPanel';
export { SentAlerts } from './ui/SentAlerts';
