export { ConsoleWebhooksPage } from './ui/ConsoleWebhooksPage';
