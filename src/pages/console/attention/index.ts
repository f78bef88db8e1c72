export { ConsoleAttentionPage } from './ui/ConsoleAttentionPage';
