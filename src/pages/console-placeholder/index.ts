export { ConsolePlaceholderPage } from './ui/ConsolePlaceholderPage';
